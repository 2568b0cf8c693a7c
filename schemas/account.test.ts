import { describe, expect, it } from 'vitest';
import { LeaveAccountRequestSchema, LeaveAccountResponseSchema, SnsLinkRequestSchema, SnsUnlinkRequestSchema, SocialTypeAnswerSchema } from './account';

describe('SocialTypeAnswerSchema', () => {
  it('parses the answer; social_type may be empty', () => {
    expect(SocialTypeAnswerSchema.parse({ is_social_account: true, social_type: 'Naver' })).toEqual({ is_social_account: true, social_type: 'naver' });
    expect(SocialTypeAnswerSchema.parse({ is_social_account: 'N', social_type: '' })).toEqual({ is_social_account: false, social_type: '' });
    expect(SocialTypeAnswerSchema.parse({})).toEqual({ is_social_account: false, social_type: '' });
    expect(SocialTypeAnswerSchema.safeParse({ social_type: 3 }).success).toBe(false);
  });
});

describe('social link requests', () => {
  it('link needs a social type and a token; unlink a social type', () => {
    expect(SnsLinkRequestSchema.parse({ social_type: 'kakao', access_token: 't' })).toEqual({ social_type: 'kakao', access_token: 't' });
    expect(SnsLinkRequestSchema.safeParse({ social_type: 'email', access_token: 't' }).success).toBe(false);
    expect(SnsLinkRequestSchema.safeParse({ social_type: 'kakao' }).success).toBe(false);
    expect(SnsUnlinkRequestSchema.safeParse({ social_type: 'google' }).success).toBe(true);
    expect(SnsUnlinkRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('leaving', () => {
  it('the request needs a password; the reason defaults to empty', () => {
    expect(LeaveAccountRequestSchema.parse({ user_password: 'pw' })).toEqual({ leave_message: '', user_password: 'pw' });
    expect(LeaveAccountRequestSchema.safeParse({ leave_message: '안녕' }).success).toBe(false);
  });

  it('the response parses and defaults', () => {
    const r = LeaveAccountResponseSchema.parse({ user_no: '7', name: '김하늘', gender: 'F', birth_date: '19900101', is_receive_sms: 'Y', personal_info_agree_timestamp: '2024-05-03 10:00:00' });
    expect(r).toMatchObject({ user_no: 7, name: '김하늘', gender: 'F', birth_date: '1990-01-01', is_receive_sms: true, is_receive_email: false, email: '' });
    expect(r.personal_info_agree_timestamp).toBe('2024-05-03 10:00:00');
    expect(r.marketing_agree_timestamp).toBeNull();
    expect(LeaveAccountResponseSchema.safeParse({ email: false }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MemberGrade, UserLevelResponseSchema, gradeIdOf, gradeNameOf, memberGradeId } from './member-grade';
import { UserInfoSchema, UserSummarySchema, clampMileage } from './member';

describe('member grades', () => {
  it('maps names to the spec ids', () => {
    expect(MemberGrade).toEqual({ VIP: 10, RED: 20, ORANGE: 30, YELLOW: 40, GREEN: 50, FAMILY: 98, STAFF: 99, NONE: 0 });
  });

  it('looks grades up from ids and names; unknown is NONE', () => {
    expect(gradeNameOf(10)).toBe('VIP');
    expect(gradeNameOf(' 98 ')).toBe('FAMILY');
    expect(gradeNameOf(15)).toBe('NONE');
    expect(gradeNameOf('10; admin=1')).toBe('NONE');
    expect(gradeNameOf(undefined)).toBe('NONE');
    expect(gradeIdOf('staff')).toBe(99);
    expect(gradeIdOf('gold')).toBe(0);
    expect(memberGradeId.parse('20')).toBe(20);
    expect(memberGradeId.parse(21)).toBe(0);
  });

  it('parses the user-level answer', () => {
    expect(UserLevelResponseSchema.parse({ result: 'SUCCESS', data: { levelId: 30 } }).data?.levelId).toBe(30);
    expect(UserLevelResponseSchema.parse({ result: 'FAIL', message: 'no user', errorCode: 'UNKNOWN' })).toEqual({
      result: 'FAIL',
      data: null,
      message: 'no user',
      errorCode: 'UNKNOWN',
    });
    expect(UserLevelResponseSchema.safeParse({ result: 'SUCCESS', data: { levelId: true } }).success).toBe(false);
  });
});

describe('UserSummarySchema', () => {
  const sample = {
    user_no: 12,
    user_id: 'sky',
    user_name: '김하늘',
    user_gender: 'F',
    user_grade: 10,
    user_grade_name: 'VIP',
    user_email: 'a@b.co',
    order_count_total: 8,
    user_mileage_total: 3500,
    user_coupon_total: 2,
    user_deposit_total: 0,
    user_heart_total: 5,
    user_heart_count: [
      { heart_type: 'PRT', total: 3 },
      { heart_type: 'BRD', total: '2' },
      { heart_type: 'XYZ', total: 9 },
    ],
    user_review_wrote: 1,
    user_review_writable: 2,
    user_review_sample_writable: 0,
    order_count_in_progress: 1,
    total_possible_earn_review_mileage: 1500,
    joined_at: '2020-01-02 03:04:05',
    first_ordered_at: null,
    birth_year: '1990',
  };

  it('parses a sample; unknown heart types are dropped', () => {
    const s = UserSummarySchema.parse(sample);
    expect(s.user_heart_count).toEqual([
      { heart_type: 'PRT', total: 3 },
      { heart_type: 'BRD', total: 2 },
    ]);
    expect(s.user_mileage_total).toBe(3500);
    expect(s.first_ordered_at).toBeNull();
    expect(s.birth_year).toBe(1990);
  });

  it('never yields mileage below 0', () => {
    expect(UserSummarySchema.parse({ ...sample, user_mileage_total: -1200 }).user_mileage_total).toBe(0);
    expect(clampMileage(-0.5)).toBe(0);
    expect(clampMileage(Number.NaN)).toBe(0);
    expect(clampMileage(10)).toBe(10);
  });

  it('defaults missing counts to 0 and fails on wrong types', () => {
    const s = UserSummarySchema.parse({});
    expect(s.order_count_total).toBe(0);
    expect(s.user_heart_count).toEqual([]);
    expect(s.birth_year).toBeNull();
    expect(s.user_grade).toBe(0);
    expect(UserSummarySchema.safeParse({ user_name: 3 }).success).toBe(false);
    expect(UserSummarySchema.safeParse({ user_heart_count: 'PRT' }).success).toBe(false);
  });
});

describe('UserInfoSchema', () => {
  it('parses flags, social links and dates', () => {
    const u = UserInfoSchema.parse({
      user_no: 12,
      user_id: 'sky',
      user_cell: '010-0000-0000',
      address_detail: '101호',
      sns_info: [{ social_type: 'KAKAO', user_email: 'k@k.co' }, { social_type: 'line' }],
      user_grade: '40',
      birth_date: '1990-01-01',
      gender: 'm',
      is_receive_email: 'Y',
      is_receive_sms: false,
      is_email_verify: 1,
      last_login_timestamp: '2025-08-18 19:00:00',
    });
    expect(u.sns_info).toEqual([{ social_type: 'kakao', user_email: 'k@k.co' }]);
    expect(u.user_grade).toBe(40);
    expect(u.gender).toBe('M');
    expect([u.is_receive_email, u.is_receive_sms, u.is_receive_push, u.is_email_verify]).toEqual([true, false, false, true]);
    expect(u.age_range).toBeNull();
    expect(u.last_login_timestamp).toBe('2025-08-18 19:00:00');
  });

  it('fails on wrong types', () => {
    expect(UserInfoSchema.safeParse({ user_email: ['a'] }).success).toBe(false);
    expect(UserInfoSchema.safeParse({ is_receive_push: 'maybe' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { UserInfoSchema } from '../../schemas/member';
import { accountInfoView } from './account-edit';

describe('accountInfoView', () => {
  it('prints the user info of spec 3.7 for editing, with 없음 where the account has nothing', () => {
    const info = UserInfoSchema.parse({
      user_no: 7,
      user_id: 'kim@demo.test',
      user_email: 'kim@mail.example',
      user_name: '김하늘',
      user_cell: '',
      zipcode: '06035',
      address: '서울 강남구 가로수길 5',
      address_detail: '2층 <b>',
      gender: 'F',
      birth_date: '1990-05-05',
      birth_status: 'VERIFIED',
      is_email_verify: true,
      sns_info: [{ social_type: 'KAKAO', user_email: 'k@kakao.example' }],
      insert_timestamp: '2024-03-01 10:20:30',
    });
    const view = accountInfoView(info);
    expect(Object.fromEntries(view.rows.map((r) => [r.key, r.value]))).toEqual({
      userId: 'kim@demo.test',
      name: '김하늘',
      email: 'kim@mail.example (인증됨)',
      cell: '없음',
      address: '[06035] 서울 강남구 가로수길 5 2층 <b>',
      gender: '여성',
      birthDate: '1990-05-05',
      identity: '인증 완료',
      joinedAt: '2024-03-01',
    });
    expect(view.sns.map((s) => [s.provider, s.linkedEmail])).toEqual([
      ['naver', null],
      ['kakao', 'k@kakao.example'],
      ['apple', null],
      ['facebook', null],
      ['google', null],
    ]);
  });

  it('an unverified e-mail, no gender or birth date, no identity check', () => {
    const view = accountInfoView(UserInfoSchema.parse({ user_no: 1, user_id: 'a@b.test', user_email: 'a@b.test', gender: '', birth_status: 'UNVERIFIED' }));
    const v = Object.fromEntries(view.rows.map((r) => [r.key, r.value]));
    expect([v.email, v.gender, v.birthDate, v.identity, v.joinedAt, v.address]).toEqual(['a@b.test', '없음', '없음', '인증 전', '없음', '없음']);
  });
});

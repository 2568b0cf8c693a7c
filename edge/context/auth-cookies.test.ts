import { describe, expect, it } from 'vitest';
import { userInfoCookies } from './auth-cookies';

const m = { userNo: 7, userId: 'a@demo.test', name: '토큰이름' };

describe('userInfoCookies (spec 6 user-info refresh)', () => {
  it('renews the name hint and the grade cookie from the answer', () => {
    const [user, grade] = userInfoCookies(m, { user_no: 7, user_name: '새이름', user_grade: 20 });
    expect(decodeURIComponent(user!.split(';')[0]!.slice('sf_user='.length))).toBe(JSON.stringify({ no: 7, id: 'a@demo.test', name: '새이름' }));
    expect(grade).toMatch(/^sf_grade=20;/);
  });

  it('keeps the token name when the answer has none, and ignores an answer about someone else', () => {
    expect(decodeURIComponent(userInfoCookies(m, { user_no: 7, user_name: ' ', user_grade: 0 })[0]!)).toContain('"name":"토큰이름"');
    expect(userInfoCookies(m, { user_no: 8, user_name: '남', user_grade: 10 })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldOfJoinRefusal, joinFieldErrors } from './join-form';

const form = (fields: Record<string, string>) => ({ get: (k: string) => fields[k] ?? null });

describe('the sign-up form in words', () => {
  it('words every problem next to its field, reading ticked boxes as "on"', () => {
    const errors = joinFieldErrors(form({ userId: 'x', password: 'abc', passwordConfirm: 'abd', name: '', gender: '', terms: 'on' }));
    expect(errors).toEqual({
      userId: '이메일 형식으로 입력해주세요.',
      password: '비밀번호는 8~64자로 입력해주세요.',
      passwordConfirm: '비밀번호가 서로 달라요.',
      name: '이름을 입력해주세요.',
      gender: '성별을 선택해주세요.',
      consents: '필수 약관에 모두 동의해주세요.',
    });
    const ok = { userId: 'a@b.co', password: 'abcd1234!', passwordConfirm: 'abcd1234!', name: '회원', gender: 'M', terms: 'on', privacyRequired: 'on', age14: 'on' };
    expect(joinFieldErrors(form(ok))).toEqual({});
    expect(joinFieldErrors(form({ ...ok, age14: 'yes' }))).toEqual({ consents: '필수 약관에 모두 동의해주세요.' });
  });

  it('puts an upstream refusal on its field, or on none', () => {
    expect(fieldOfJoinRefusal('USER_ID_TAKEN')).toBe('userId');
    expect(fieldOfJoinRefusal('PASSWORD_RULE')).toBe('password');
    expect(fieldOfJoinRefusal('AGREEMENT_REQUIRED')).toBe('consents');
    expect(fieldOfJoinRefusal('UPSTREAM_TIMEOUT')).toBeNull();
  });
});

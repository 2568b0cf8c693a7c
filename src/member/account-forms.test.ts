import { describe, expect, it } from 'vitest';
import { ACCOUNT_FORMS, accountFormErrors, accountRefusal, firstFieldWithError } from './account-forms';

const form = (fields: Record<string, string>) => ({ get: (k: string) => fields[k] ?? null });

describe('accountFormErrors', () => {
  it('reconfirm: the password is required, any password may be tried', () => {
    expect(accountFormErrors('reconfirm', form({}))).toEqual({ password: '비밀번호를 입력해주세요.' });
    expect(accountFormErrors('reconfirm', form({ password: ' x ' }))).toEqual({});
  });

  it('password: current required, the new one keeps the rule, differs from the current and is typed twice the same', () => {
    const ok = { currentPassword: 'demo1234!', newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' };
    expect(accountFormErrors('password', form(ok))).toEqual({});
    expect(accountFormErrors('password', form({ ...ok, newPasswordConfirm: 'newpass12?' }))).toEqual({ newPasswordConfirm: '새 비밀번호가 서로 달라요.' });
    expect(accountFormErrors('password', form({ ...ok, newPasswordConfirm: '' }))).toEqual({ newPasswordConfirm: '새 비밀번호를 한 번 더 입력해주세요.' });
    expect(accountFormErrors('password', form({ currentPassword: '', newPassword: 'abcdefgh', newPasswordConfirm: 'abcdefgh' }))).toEqual({
      currentPassword: '현재 비밀번호를 입력해주세요.',
      newPassword: '영문, 숫자, 특수문자 중 2가지 이상을 섞어주세요.',
    });
    expect(accountFormErrors('password', form({ ...ok, newPassword: 'a1', newPasswordConfirm: 'a1' })).newPassword).toBe('비밀번호는 8~64자로 입력해주세요.');
    expect(accountFormErrors('password', form({ ...ok, newPassword: ' newpass12!', newPasswordConfirm: ' newpass12!' })).newPassword).toBe('비밀번호 앞뒤에 공백을 쓸 수 없어요.');
    expect(accountFormErrors('password', form({ ...ok, newPassword: 'demo1234!', newPasswordConfirm: 'demo1234!' })).newPassword).toBe('지금 쓰는 비밀번호와 다른 비밀번호를 입력해주세요.');
  });

  it('email and its code: the simple e-mail shape (spec 5), the code required', () => {
    expect(accountFormErrors('email', form({ email: ' new@mail.example ' }))).toEqual({});
    expect(accountFormErrors('email', form({ email: '' }))).toEqual({ email: '이메일을 입력해주세요.' });
    expect(accountFormErrors('email', form({ email: '새@메일' }))).toEqual({ email: '이메일 형식으로 입력해주세요.' });
    expect(accountFormErrors('emailVerify', form({ email: 'a@b.test', code: '  ' }))).toEqual({ code: '인증 코드를 입력해주세요.' });
    expect(accountFormErrors('emailVerify', form({ email: 'a@b.test', code: 'abc' }))).toEqual({});
  });
});

describe('accountRefusal', () => {
  it('puts each upstream refusal next to its field in our words; others have none', () => {
    expect(accountRefusal('reconfirm', 'INVALID_PASSWORD')).toEqual({ field: 'password', text: '비밀번호가 일치하지 않아요.' });
    expect(accountRefusal('password', 'INVALID_PASSWORD')).toEqual({ field: 'currentPassword', text: '현재 비밀번호가 일치하지 않아요.' });
    expect(accountRefusal('password', 'PASSWORD_CONFIRM_MISMATCH')?.field).toBe('newPasswordConfirm');
    expect(accountRefusal('email', 'EMAIL_IN_USE')).toEqual({ field: 'email', text: '이미 사용 중인 이메일이에요.' });
    expect(accountRefusal('emailVerify', 'INVALID_EMAIL_TOKEN')?.field).toBe('code');
    expect(accountRefusal('reconfirm', 'LOGIN_LOCKED')?.field).toBe('');
    expect(accountRefusal('email', 'SOMETHING_NEW')).toBeNull();
  });

  it('every refusal a form can meet lands on a field the form has (or on the whole form)', () => {
    const meets = {
      reconfirm: ['INVALID_PASSWORD', 'LOGIN_LOCKED'],
      password: ['INVALID_PASSWORD', 'PASSWORD_RULE', 'PASSWORD_SAME', 'PASSWORD_CONFIRM_MISMATCH', 'LOGIN_LOCKED'],
      email: ['EMAIL_SAME', 'EMAIL_IN_USE'],
      emailVerify: ['EMAIL_IN_USE', 'INVALID_EMAIL_TOKEN'],
    } as const;
    for (const [name, codes] of Object.entries(meets) as [keyof typeof meets, readonly string[]][]) {
      const fields = ['', ...ACCOUNT_FORMS[name].fields.map((f) => f.name)];
      for (const code of codes) expect(fields, `${name} ${code}`).toContain(accountRefusal(name, code)?.field);
    }
    expect(firstFieldWithError('password', { newPasswordConfirm: 'x', currentPassword: 'y' })).toBe('currentPassword');
    expect(firstFieldWithError('password', { '': 'x' })).toBeNull();
  });
});

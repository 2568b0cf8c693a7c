import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../rules/email';
import {
  EmailChangeRequestSchema,
  EmailChangeVerifySchema,
  IdValidatorResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  PasswordChangeSchema,
  SessionUserSchema,
  SocialLoginRequestSchema,
  SocialTokenExchangeRequestSchema,
  SocialTokenExchangeResponseSchema,
  SocialTypeSchema,
  UserSchema,
  socialType,
} from './user';

const login = {
  message: '로그인 성공',
  accessToken: 'eyJ.token',
  socialType: 'kakao',
  socialEmail: 'a@kakao.example',
  socialNo: 123456,
  userName: '김하늘',
  birthDate: '1990-01-01',
  gender: 'F',
  ageRange: '30~39',
  userId: 'sky',
};

describe('UserSchema and SessionUserSchema', () => {
  it('parses a user and defaults its unknowns', () => {
    expect(UserSchema.parse({ no: '12', id: 'sky', gender: 'f', birthDate: '19900101' })).toEqual({ no: 12, id: 'sky', gender: 'F', birthDate: '1990-01-01' });
    expect(UserSchema.parse({})).toEqual({ no: 0, id: '', gender: '', birthDate: null });
    expect(UserSchema.safeParse({ id: 5 }).success).toBe(false);
  });

  it('is strict about the session user', () => {
    const s = { id: 'sky', no: 12, name: '김하늘', email: 'a@b.co', gradeName: 'VIP', gender: '', accessToken: 't', refreshToken: 'r' };
    expect(SessionUserSchema.parse(s)).toEqual(s);
    expect(SessionUserSchema.parse({ ...s, creatorNo: 3, grade: 10 }).grade).toBe(10);
    expect(SessionUserSchema.safeParse({ ...s, no: '12' }).success).toBe(false);
    expect(SessionUserSchema.safeParse({ ...s, gender: 'X' }).success).toBe(false);
    expect(SessionUserSchema.safeParse({ ...s, accessToken: '' }).success).toBe(false);
  });
});

describe('LoginResponseSchema (validated for shape)', () => {
  it('parses a full response and strips unknown members', () => {
    const r = LoginResponseSchema.parse({ ...login, extra: 1 });
    expect(r.socialNo).toBe('123456');
    expect(r).not.toHaveProperty('extra');
    expect(LoginResponseSchema.parse({ ...login, socialType: null, socialEmail: null, socialNo: null, birthDate: null, ageRange: null }).socialNo).toBeNull();
  });

  it('refuses a response missing any member or with a wrong type', () => {
    for (const key of Object.keys(login)) {
      const partial: Record<string, unknown> = { ...login };
      delete partial[key];
      expect(LoginResponseSchema.safeParse(partial).success, key).toBe(false);
    }
    expect(LoginResponseSchema.safeParse({ ...login, gender: '' }).success).toBe(false);
    expect(LoginResponseSchema.safeParse({ ...login, socialType: 'line' }).success).toBe(false);
    expect(LoginResponseSchema.safeParse({ ...login, accessToken: '' }).success).toBe(false);
  });
});

describe('login requests', () => {
  it('needs id and password for e-mail, a token for social logins', () => {
    expect(LoginRequestSchema.parse({ id: 'sky', password: 'pw' }).social_type).toBe('email');
    expect(LoginRequestSchema.parse({ access_token: 't', social_type: 'KAKAO' }).social_type).toBe('kakao');
    expect(LoginRequestSchema.safeParse({ id: 'sky' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ social_type: 'naver' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ id: 'a', password: 'b', social_type: 'myspace' }).success).toBe(false);
  });

  it('social login takes a token, a social type and a redirect uri', () => {
    expect(SocialLoginRequestSchema.parse({ access_token: 't', social_type: 'apple', redirect_uri: 'https://shop.example/cb' }).social_type).toBe('apple');
    expect(SocialLoginRequestSchema.safeParse({ access_token: 't', social_type: 'email', redirect_uri: 'https://x.example' }).success).toBe(false);
    expect(SocialLoginRequestSchema.safeParse({ access_token: 't', social_type: 'apple', redirect_uri: 'not a url' }).success).toBe(false);
  });

  it('social types are the six contract values', () => {
    expect(SocialTypeSchema.options).toEqual(['naver', 'kakao', 'apple', 'facebook', 'google', 'email']);
    expect(socialType.parse(' Google ')).toBe('google');
  });
});

describe('IdValidatorResponseSchema', () => {
  it('maps user_id and account_type to userId and accountType', () => {
    expect(IdValidatorResponseSchema.parse({ user_id: 'sky', account_type: ['KAKAO', 'naver', 'kakao'] })).toEqual({ userId: 'sky', accountType: ['kakao', 'naver'] });
  });

  it('defaults to the e-mail type when the list is missing, empty or unknown', () => {
    for (const account_type of [undefined, null, [], ['line']]) {
      expect(IdValidatorResponseSchema.parse({ user_id: 'sky', account_type }).accountType).toEqual(['email']);
    }
    expect(IdValidatorResponseSchema.safeParse({ account_type: [] }).success).toBe(false);
  });
});

describe('password, e-mail and token exchange', () => {
  it('password change needs a matching confirmation', () => {
    expect(PasswordChangeSchema.safeParse({ user_password: 'a', new_password: 'b', confirm_password: 'b' }).success).toBe(true);
    const r = PasswordChangeSchema.safeParse({ user_password: 'a', new_password: 'b', confirm_password: 'c' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['confirm_password']);
  });

  it('e-mail follows the spec 5 pattern', () => {
    expect(EMAIL_PATTERN.test('kim.ha-neul_1@shop.co.kr')).toBe(true);
    for (const bad of ['no-at.example', 'a@nodot', 'a b@x.com', '김@x.com']) expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    expect(EmailChangeRequestSchema.parse({ email: ' a@b.co ' }).email).toBe('a@b.co');
    expect(EmailChangeVerifySchema.safeParse({ email: 'a@b.co', token: '' }).success).toBe(false);
  });

  it('social token exchange takes code and redirectUri and returns accessToken', () => {
    expect(SocialTokenExchangeRequestSchema.safeParse({ code: 'c', redirectUri: 'https://x.example/cb' }).success).toBe(true);
    expect(SocialTokenExchangeRequestSchema.safeParse({ code: '', redirectUri: 'https://x.example/cb' }).success).toBe(false);
    expect(SocialTokenExchangeResponseSchema.parse({ accessToken: 'tok' })).toEqual({ accessToken: 'tok' });
    expect(SocialTokenExchangeResponseSchema.safeParse({}).success).toBe(false);
  });
});

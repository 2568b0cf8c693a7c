import { describe, expect, it } from 'vitest';
import { SocialTypeAnswerSchema } from '../../schemas/account';
import { UserLevelResponseSchema } from '../../schemas/member-grade';
import { UserInfoSchema } from '../../schemas/member';
import { IdValidatorResponseSchema } from '../../schemas/user';
import { at, call, createMember, DB, login, minutesFromNow } from './origin-auth-helpers';

describe('POST /user/validator/id', () => {
  it('names the account types of an id; unknown ids are 404', async () => {
    const res = await call('POST', '/user/validator/id', { json: { user_id: 'Adult@demo.test' } });
    expect(res.status).toBe(200);
    expect(IdValidatorResponseSchema.parse(res.body.data)).toEqual({ userId: 'adult@demo.test', accountType: ['email'] });
    const none = await call('POST', '/user/validator/id', { json: { user_id: 'nobody@demo.test' } });
    expect(none.status).toBe(404);
    expect(none.body.errorCode).toBe('USER_NOT_FOUND');
    expect((await call('POST', '/user/validator/id', { json: { user_id: '' } })).status).toBe(400);
    expect((await call('POST', '/user/validator/id', { raw: '{' })).status).toBe(400);
  });
});

describe('GET /user/info/ and social-type', () => {
  it('answers the member’s own info in the spec 3.7 shape', async () => {
    const { accessToken } = await login('adult@demo.test', 'demo1234!');
    const res = await call('GET', '/user/info/', { token: accessToken });
    expect(res.status).toBe(200);
    const info = UserInfoSchema.parse(res.body.data);
    expect(info).toMatchObject({
      user_no: 1001,
      user_id: 'adult@demo.test',
      user_name: '어른이',
      user_grade: 10,
      birth_date: '1990-05-05',
      gender: 'M',
      birth_status: 'VERIFIED',
      is_legacy_password: false,
    });
    expect(info.insert_timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(info.last_login_timestamp).not.toBeNull();
    expect((await call('GET', '/user/info/')).status).toBe(401);

    const fresh = await login('fresh@demo.test', 'demo1234!');
    const freshInfo = UserInfoSchema.parse((await call('GET', '/user/info', { token: fresh.accessToken })).body.data);
    expect(freshInfo).toMatchObject({ birth_status: 'UNVERIFIED', birth_date: null, user_name: '새회원' });
  });

  it('says an e-mail account is not a social one', async () => {
    const { accessToken } = await login('minor@demo.test', 'demo1234!');
    const res = await call('GET', '/user/info/social-type/', { token: accessToken });
    expect(SocialTypeAnswerSchema.parse(res.body.data)).toEqual({ is_social_account: false, social_type: '' });
  });
});

describe('GET /api/v4/user-level', () => {
  it('answers the level id, or FAIL when the member has none', async () => {
    const withLevel = await createMember({ grade: 30 });
    const s = await login(withLevel.userId, withLevel.password);
    expect(UserLevelResponseSchema.parse((await call('GET', '/api/v4/user-level', { token: s.accessToken })).body)).toMatchObject({
      result: 'SUCCESS',
      data: { levelId: 30 },
    });
    const without = await createMember({ grade: null });
    const t = await login(without.userId, without.password);
    const res = await call('GET', '/api/v4/user-level', { token: t.accessToken });
    expect(res.status).toBe(404);
    expect(UserLevelResponseSchema.parse(res.body)).toMatchObject({ result: 'FAIL', data: null, errorCode: 'USER_LEVEL_NOT_FOUND' });
  });
});

describe('password confirmation and change', () => {
  it('confirms the right password and refuses a wrong one, behind the lockout', async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const good = await call('POST', '/user/info/confirm-password', { token: s.accessToken, json: { user_password: m.password } });
    // With a proof of it for the storefront's account pages (ten minutes; issue 11 item 7).
    expect(good.body).toEqual({ result: 'SUCCESS', data: { confirmed: true, reconfirmToken: expect.any(String), expiresIn: 600 } });
    for (let i = 0; i < 4; i++) {
      const bad = await call('POST', '/user/info/confirm-password', { token: s.accessToken, json: { user_password: 'wrong' } });
      expect([bad.status, bad.body.errorCode]).toEqual([400, 'INVALID_PASSWORD']);
    }
    const locking = await call('POST', '/user/info/confirm-password', { token: s.accessToken, json: { user_password: 'wrong' } });
    expect([locking.status, locking.body.errorCode]).toEqual([429, 'LOGIN_LOCKED']);
    // The same lock guards the login of that id.
    expect((await call('POST', '/user/login', { json: { id: m.userId, password: m.password } })).status).toBe(429);
    expect((await call('POST', '/user/info/confirm-password', { token: s.accessToken, json: {} })).status).toBe(400);
  });

  it('changes the password, ends other sessions and hands this one a fresh pair', async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const other = await login(m.userId, m.password);
    const change = (json: unknown) => call<{ accessToken: string; refreshToken: string }>('POST', '/user/info/change-password', { token: s.accessToken, json });

    expect((await change({ user_password: m.password, new_password: 'newpass12!', confirm_password: 'newpass13!' })).body.errorCode).toBe('PASSWORD_CONFIRM_MISMATCH');
    expect((await change({ user_password: m.password, new_password: 'short', confirm_password: 'short' })).body.errorCode).toBe('PASSWORD_RULE');
    expect((await change({ user_password: m.password, new_password: 'onlyletters', confirm_password: 'onlyletters' })).body.errorCode).toBe('PASSWORD_RULE');
    expect((await change({ user_password: m.password, new_password: m.password, confirm_password: m.password })).body.errorCode).toBe('PASSWORD_SAME');
    expect((await change({ user_password: 'wrong', new_password: 'newpass12!', confirm_password: 'newpass12!' })).body.errorCode).toBe('INVALID_PASSWORD');
    expect((await change({ new_password: 'newpass12!' })).status).toBe(400);

    const done = await change({ user_password: m.password, new_password: 'newpass12!', confirm_password: 'newpass12!' });
    expect(done.status).toBe(200);
    const { accessToken, refreshToken } = done.body.data!;
    expect((await call('GET', '/user/info/', { token: accessToken })).status).toBe(200);
    expect((await call('GET', '/user/info/', { token: s.accessToken })).status).toBe(401);
    expect((await call('GET', '/user/info/', { token: other.accessToken })).status).toBe(401);
    expect((await call('POST', '/user/token/refresh', { json: { refreshToken: other.refreshToken } })).status).toBe(401);
    expect((await call('POST', '/user/token/refresh', { json: { refreshToken } })).status).toBe(200);
    expect((await call('POST', '/user/login', { json: { id: m.userId, password: m.password } })).status).toBe(401);
    expect((await login(m.userId, 'newpass12!')).userId).toBe(m.userId);
    const stored = await DB.prepare('SELECT password_hash FROM members WHERE user_id = ?').bind(m.userId).first<{ password_hash: string }>();
    expect(stored!.password_hash).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
  });
});

describe('e-mail change', () => {
  it('requests a token and verifies it once, for that address and member only', async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const newEmail = `new-${m.userId}`;
    const req = await call<{ email: string; sandboxToken: string; expiresAt: string }>('POST', '/api/v4/user/email/change-request', {
      token: s.accessToken,
      json: { email: newEmail },
    });
    expect(req.status).toBe(200);
    const token = req.body.data!.sandboxToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const verify = (json: unknown, accessToken = s.accessToken) => call('POST', '/api/v4/user/email/verify-token', { token: accessToken, json });
    expect((await verify({ token, email: 'other@test.example' })).body.errorCode).toBe('INVALID_EMAIL_TOKEN');
    const stranger = await login('minor@demo.test', 'demo1234!');
    expect((await verify({ token, email: newEmail }, stranger.accessToken)).body.errorCode).toBe('INVALID_EMAIL_TOKEN');
    const ok = await verify({ token, email: newEmail.toUpperCase() });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ email: newEmail });
    expect((await verify({ token, email: newEmail })).body.errorCode).toBe('INVALID_EMAIL_TOKEN');
    const info = await call<{ user_email: string; user_id: string; is_email_verify: boolean }>('GET', '/user/info/', { token: s.accessToken });
    expect(info.body.data).toMatchObject({ user_email: newEmail, user_id: m.userId });
  });

  it('refuses taken, same and malformed addresses, and expired tokens', async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const request = (email: unknown) => call<{ sandboxToken?: string }>('POST', '/api/v4/user/email/change-request', { token: s.accessToken, json: { email } });
    expect((await request('adult@demo.test')).body.errorCode).toBe('EMAIL_IN_USE');
    expect((await request(m.userId.toUpperCase())).body.errorCode).toBe('EMAIL_SAME');
    expect((await request('not an email')).status).toBe(400);
    const newEmail = `late-${m.userId}`;
    const token = (await request(newEmail)).body.data!.sandboxToken!;
    const late = await at(minutesFromNow(31), async () => {
      const again = await login(m.userId, m.password);
      return call('POST', '/api/v4/user/email/verify-token', { token: again.accessToken, json: { token, email: newEmail } });
    });
    expect([late.status, late.body.errorCode]).toEqual([400, 'INVALID_EMAIL_TOKEN']);
    const prod = await call<{ sandboxToken?: string }>('POST', '/api/v4/user/email/change-request', {
      token: s.accessToken,
      json: { email: newEmail },
      env: { DB, ENVIRONMENT: 'production' },
    });
    expect(prod.status).toBe(200);
    expect(prod.body.data!.sandboxToken).toBeUndefined();
    expect((await call('POST', '/api/v4/user/email/change-request', { json: { email: newEmail } })).status).toBe(401);
  });
});

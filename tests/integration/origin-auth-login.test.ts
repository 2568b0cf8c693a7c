import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../schemas/user';
import { at, call, createMember, DB, login, minutesFromNow } from './origin-auth-helpers';

describe('POST /user/login', () => {
  it('logs a demo member in with the contract shape', async () => {
    const res = await call('POST', '/user/login', { json: { id: 'adult@demo.test', password: 'demo1234!' } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('SUCCESS');
    const data = res.body.data!;
    const parsed = LoginResponseSchema.parse(data);
    expect(parsed).toMatchObject({ userId: 'adult@demo.test', userName: '어른이', birthDate: '1990-05-05', gender: 'M', socialType: null });
    expect(data.userNo).toBe(1001);
    expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parsed.ageRange).toMatch(/^\d0~\d9$/);
  });

  it('accepts the id in any letter case, and the never-verified member with no birth date', async () => {
    const data = await login('  FRESH@Demo.Test ', 'demo1234!');
    expect(data.userId).toBe('fresh@demo.test');
    expect(LoginResponseSchema.parse(data)).toMatchObject({ birthDate: null, ageRange: null, userName: '새회원' });
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password or an unknown id, alike', async () => {
    const wrong = await call('POST', '/user/login', { json: { id: 'minor@demo.test', password: 'nope' } });
    const unknown = await call('POST', '/user/login', { json: { id: 'nobody-here@demo.test', password: 'demo1234!' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ result: 'FAIL', errorCode: 'INVALID_CREDENTIALS', message: '아이디 또는 비밀번호가 일치하지 않아요.' });
    }
    // The failure above was counted against minor's id; a correct login clears it.
    await login('minor@demo.test', 'demo1234!');
    const row = await DB.prepare("SELECT * FROM login_attempts WHERE id_key = 'minor@demo.test'").first();
    expect(row).toBeNull();
  });

  it('refuses malformed bodies with 400, never 500', async () => {
    const cases = [
      { raw: '{"id": "adult@demo.test", "password": ' },
      { raw: 'null' },
      { raw: '[1,2]' },
      { raw: '"text"' },
      { raw: '' },
      { json: { id: 'adult@demo.test' } },
      { json: { id: 12, password: ['x'] } },
      { json: { social_type: 'myspace', access_token: 'x' } },
    ];
    for (const opts of cases) {
      const res = await call('POST', '/user/login', opts);
      expect(res.status, JSON.stringify(opts).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_REQUEST' });
      expect(res.body.message).toContain('요청 형식이 올바르지 않아요.');
    }
    // Over the route's body limit (rules/body-limits.ts): refused before parsing (issue 10).
    const oversized = await call('POST', '/user/login', { raw: JSON.stringify({ id: 'a@b.c', password: 'x'.repeat(20_000) }) });
    expect(oversized.status).toBe(413);
    expect(oversized.body).toMatchObject({ result: 'FAIL', errorCode: 'BODY_TOO_LARGE' });
    const huge = await call('POST', '/user/login', { json: { id: 'a@b.c', password: 'x'.repeat(1000) } });
    expect(huge.status).toBe(401);
  });

  it('refuses a social login whose token is not a provider token', async () => {
    const res = await call('POST', '/user/login', { json: { social_type: 'KAKAO', access_token: 'not-a-token' } });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('INVALID_SOCIAL_TOKEN');
  });
});

describe('lockout after repeated failures', () => {
  it('locks the id on the fifth failure within 15 minutes, with the minutes left, even for the right password', async () => {
    const m = await createMember();
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', '/user/login', { json: { id: m.userId, password: `bad-${i}` } })).status).toBe(401);
    }
    const fifth = await call('POST', '/user/login', { json: { id: m.userId, password: 'bad-5' } });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ result: 'FAIL', errorCode: 'LOGIN_LOCKED', message: '로그인 시도가 너무 많아요. 15분 후에 다시 시도해주세요.' });
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    const right = await call('POST', '/user/login', { json: { id: m.userId, password: m.password } });
    expect(right.status).toBe(429);

    // Ten minutes on, the message counts down; after fifteen the lock has lifted.
    const later = await at(minutesFromNow(10), () => call('POST', '/user/login', { json: { id: m.userId, password: m.password } }));
    expect(later.status).toBe(429);
    expect(later.body.message).toBe('로그인 시도가 너무 많아요. 5분 후에 다시 시도해주세요.');
    const unlocked = await at(minutesFromNow(15.1), () => call('POST', '/user/login', { json: { id: m.userId, password: m.password } }));
    expect(unlocked.status).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const m = await createMember();
    for (let i = 0; i < 4; i++) await call('POST', '/user/login', { json: { id: m.userId, password: 'bad' } });
    // Sixteen minutes later the earlier four no longer count: four more failures still do not lock.
    await at(minutesFromNow(16), async () => {
      for (let i = 0; i < 4; i++) expect((await call('POST', '/user/login', { json: { id: m.userId, password: 'bad' } })).status).toBe(401);
      expect((await call('POST', '/user/login', { json: { id: m.userId, password: m.password } })).status).toBe(200);
    });
  });

  it('a burst of parallel guesses gets at most five password checks', async () => {
    const m = await createMember();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', '/user/login', { json: { id: m.userId, password: `guess-${i}` } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('locks ids that belong to nobody the same way', async () => {
    const ghost = `ghost-${Date.now()}@demo.test`;
    for (let i = 0; i < 4; i++) await call('POST', '/user/login', { json: { id: ghost, password: 'x' } });
    expect((await call('POST', '/user/login', { json: { id: ghost, password: 'x' } })).status).toBe(429);
  });
});

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

describe('progressive delay after repeated failures', () => {
  const attempt = (id: string, password: string) => call('POST', '/user/login', { json: { id, password } });

  it('lets four failures pass, then makes the id wait 30 s, doubling per failure up to 15 minutes', async () => {
    const m = await createMember();
    for (let i = 0; i < 4; i++) expect((await attempt(m.userId, `bad-${i}`)).status).toBe(401);
    // The fifth failure says at once that the id now waits, with the minutes rounded up.
    const fifth = await attempt(m.userId, 'bad-5');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ result: 'FAIL', errorCode: 'LOGIN_LOCKED', message: '로그인 시도가 너무 많아요. 1분 후에 다시 시도해주세요.' });
    expect(Number(fifth.headers.get('retry-after'))).toBe(30);
    // While it waits even the right password is refused, unchecked and uncounted.
    expect((await attempt(m.userId, m.password)).status).toBe(429);

    // Each later failure doubles the wait: 1, 2, 4, 8 minutes, then 15 at most.
    const waits: number[] = [];
    let clock = 0;
    for (let failure = 6; failure <= 11; failure++) {
      clock += 16; // minutes: past any wait so far, within the hour that keeps the run
      const res = await at(minutesFromNow(clock), () => attempt(m.userId, `bad-${failure}`));
      expect(res.status).toBe(429);
      waits.push(Number(res.headers.get('retry-after')));
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);

    // The owner waits out the current delay, no longer, and the right password clears the run.
    const early = await at(minutesFromNow(clock + 14), () => attempt(m.userId, m.password));
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('로그인 시도가 너무 많아요. 1분 후에 다시 시도해주세요.');
    expect((await at(minutesFromNow(clock + 15.1), () => attempt(m.userId, m.password))).status).toBe(200);
    expect(await DB.prepare('SELECT * FROM login_attempts WHERE id_key = ?').bind(m.userId).first()).toBeNull();
  });

  it('does not lengthen the wait for tries made while waiting', async () => {
    const m = await createMember();
    for (let i = 0; i < 5; i++) await attempt(m.userId, 'bad');
    for (let i = 0; i < 10; i++) expect((await attempt(m.userId, 'bad')).status).toBe(429);
    // Thirty seconds after the fifth failure the id may try again, whatever was tried meanwhile.
    expect((await at(new Date(Date.now() + 31_000), () => attempt(m.userId, m.password))).status).toBe(200);
  });

  it('forgets a run an hour after its latest attempt', async () => {
    const m = await createMember();
    for (let i = 0; i < 5; i++) await attempt(m.userId, 'bad');
    // An hour on, the run starts again: four failures pass before any wait.
    await at(minutesFromNow(61), async () => {
      for (let i = 0; i < 4; i++) expect((await attempt(m.userId, 'bad')).status).toBe(401);
      expect((await attempt(m.userId, m.password)).status).toBe(200);
    });
  });

  it('a burst of parallel guesses gets at most five password checks', async () => {
    const m = await createMember();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call('POST', '/user/login', { json: { id: m.userId, password: `guess-${i}` } })));
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

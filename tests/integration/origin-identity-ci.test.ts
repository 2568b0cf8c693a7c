import { base64url, decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSandboxJwt } from '../../origin/auth/sandbox-jwt';
import { ciOf } from '../../origin/sandbox/identity/ci';
import { ko } from '../../origin/copy/ko';
import { at, DB } from './origin-auth-helpers';
import { bornYearsAgo, call, identifiedMember, newMember, person, sandboxKey, verifyIdentity, type TestMember } from './origin-identity-harness';

const m = ko.memberService;
const personalInfo = (member: TestMember, token: unknown, type: unknown = 'UNKNOWN_CI_VERIFICATION') =>
  call('POST', '/api/v6/users/personal-info', { token: member.token, json: { identityVerificationToken: token, type } });
const ciCheck = (member: TestMember) => call('GET', '/api/v5/users/personal-info/ci:check', { token: member.token });
const row = (userNo: number) => DB.prepare('SELECT ci, di, birth_date, gender, identity_verified_at FROM members WHERE user_no = ?').bind(userNo).first<Record<string, unknown>>();
const invalidKey = { result: 'FAIL', errorCode: 'INVALID_VERIFICATION_TOKEN', message: m.invalidIdentityKey };

describe('identity (CI) verification', () => {
  it('runs the whole flow: no CI, a key from the sandbox form, the CI stored, ci:check answering', async () => {
    const who = person({ name: '박흐름', birthDate: '1992-07-08', gender: 'M' });
    const member = await newMember(who.name);
    expect((await ciCheck(member)).body).toEqual({ result: 'SUCCESS', data: null });
    expect((await call('GET', '/api/v5/users/identity-verification', { token: member.token })).body.data).toMatchObject({ isIdentityVerificationRequired: true });

    const res = await verifyIdentity(member, who);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', data: { gender: 'M', birthDate: '1992-07-08' } });
    expect(await row(member.userNo)).toMatchObject({ ci: await ciOf(who), birth_date: '1992-07-08', gender: 'M', identity_verified_at: expect.any(Number) });
    expect((await ciCheck(member)).body).toEqual({ result: 'SUCCESS', data: { gender: 'M', birthDate: '1992-07-08' } });
    expect((await call('GET', '/api/v5/users/identity-verification', { token: member.token })).body.data).toEqual({
      isAdult: true,
      isRequiredAdultVerification: true,
      isIdentityVerificationRequired: false,
    });
    // The same person verifying again (a fresh key) is fine; another person is not.
    expect((await verifyIdentity(member, who)).status).toBe(200);
    const other = await verifyIdentity(member, { ...who, birthDate: '1992-07-09' });
    expect(other.body).toMatchObject({ result: 'FAIL', errorCode: 'CI_MISMATCH' });
    expect((await row(member.userNo))?.birth_date).toBe('1992-07-08');
  });

  it('refuses children under 14 with AGE_RESTRICTION and stores nothing', async () => {
    const member = await newMember('최어린');
    const thirteen = await verifyIdentity(member, person({ name: '최어린', birthDate: bornYearsAgo(14, -1) }));
    expect(thirteen.status).toBe(403);
    expect(thirteen.body).toEqual({ result: 'FAIL', errorCode: 'AGE_RESTRICTION', message: '만 14세 미만 아동은 개인정보 보호를 위해 서비스를 이용할 수 없어요.' });
    expect((await row(member.userNo))?.ci).toBeNull();
    // 14 today is old enough.
    expect((await verifyIdentity(member, person({ name: '최어린', birthDate: bornYearsAgo(14) }))).status).toBe(200);
  });

  it('refuses a verified name that differs from the sign-up name', async () => {
    const member = await newMember('정가입');
    const res = await verifyIdentity(member, person({ name: '정다른' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      result: 'FAIL',
      errorCode: 'INVALID_USER_PERSONAL_AUTH_INFO',
      message: '회원가입 시 입력한 이름과 동일한 명의로 본인인증을 진행해주세요. 도움이 필요하시면 고객센터로 문의해주세요.',
    });
    expect((await row(member.userNo))?.ci).toBeNull();
  });

  it('refuses a CI already bound to another member with DUPLICATED_CI', async () => {
    const who = person({ name: '한명의' });
    await identifiedMember(who);
    const second = await newMember(who.name);
    const res = await verifyIdentity(second, who);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ result: 'FAIL', errorCode: 'DUPLICATED_CI', message: m.duplicatedCi });
    expect((await row(second.userNo))?.ci).toBeNull();
  });

  it('spends a key on first use: reusing it is refused, even by another member', async () => {
    const who = person({ name: '윤한번' });
    const member = await newMember(who.name);
    const key = await sandboxKey('ci', who);
    expect((await personalInfo(member, key)).status).toBe(200);
    const again = await personalInfo(member, key);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidKey);
    expect((await personalInfo(await newMember(who.name), key)).body).toEqual(invalidKey);
    // Two members racing with one fresh key: exactly one gets to use it.
    const fresh = person({ name: '윤한번' });
    const raceKey = await sandboxKey('ci', fresh);
    const [a, b] = await Promise.all([personalInfo(await newMember(fresh.name), raceKey), personalInfo(await newMember(fresh.name), raceKey)]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });

  it('refuses an expired key', async () => {
    const who = person({ name: '서만료' });
    const member = await newMember(who.name);
    const key = await sandboxKey('ci', who);
    const res = await at(new Date(Date.now() + 5 * 60_000 + 5_000), () => personalInfo(member, key));
    expect(res.body).toEqual(invalidKey);
    expect((await row(member.userNo))?.ci).toBeNull();
  });

  it('refuses forged keys: altered claims, a foreign signer, alg none, an access token, junk', async () => {
    const who = person({ name: '강위조' });
    const member = await newMember(who.name);
    const key = await sandboxKey('ci', who);
    const [h, p, s] = key.split('.') as [string, string, string];
    const claims = decodeJwt(key);
    const b64 = (o: unknown) => base64url.encode(JSON.stringify(o));
    const altered = `${h}.${b64({ ...claims, birthDate: '1970-01-01' })}.${s}`;
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(key).kid! }).sign(privateKey);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`;
    for (const forged of [altered, foreign, none, member.token, 'not-a-jwt', `${key}x`]) {
      const res = await personalInfo(member, forged);
      expect(res.status, forged.slice(0, 20)).toBe(400);
      expect(res.body).toEqual(invalidKey);
    }
    expect((await row(member.userNo))?.ci).toBeNull();
    // The untouched key still works: the forgeries did not spend it.
    expect((await personalInfo(member, key)).status).toBe(200);
  });

  it('refuses a key made for another purpose', async () => {
    const who = person({ name: '조목적' });
    const member = await newMember(who.name);
    expect((await personalInfo(member, await sandboxKey('adult', who))).body).toEqual(invalidKey);
    const social = await signSandboxJwt(DB, { purpose: 'social', name: who.name }, 300);
    expect((await personalInfo(member, social)).body).toEqual(invalidKey);
    expect((await row(member.userNo))?.ci).toBeNull();
  });

  it('answers bad requests with 400 and strangers with 401, never 500', async () => {
    const member = await newMember();
    const post = (raw: string) => call('POST', '/api/v6/users/personal-info', { token: member.token, raw });
    expect((await post('{')).body).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_JSON' });
    expect((await post('[]')).status).toBe(400);
    expect((await post('{"identityVerificationToken": 5}')).status).toBe(400);
    expect((await personalInfo(member, 'x', 'SOMETHING_ELSE')).body).toMatchObject({ errorCode: 'INVALID_REQUEST' });
    expect((await personalInfo(member, 'x'.repeat(5000))).status).toBe(400);
    expect((await call('GET', '/api/v5/users/personal-info/ci:check')).status).toBe(401);
    expect((await call('POST', '/api/v6/users/personal-info', { json: {}, token: 'forged.token.here' })).body).toMatchObject({ errorCode: 'LOGIN_REQUIRED' });
  });
});

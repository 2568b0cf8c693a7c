import { describe, expect, it } from 'vitest';
import { ciOf } from '../../origin/sandbox/identity/ci';
import { ko } from '../../origin/copy/ko';
import { at, DB, login } from './origin-auth-helpers';
import { bornYearsAgo, call, identifiedMember, newMember, person, sandboxKey, verifyAdult, type AdultData, type Person, type TestMember } from './origin-identity-harness';

const m = ko.memberService;
const status = (member: Pick<TestMember, 'token'>) => call<AdultData>('GET', '/api/v5/users/adult-verification', { token: member.token });
const submit = (member: Pick<TestMember, 'token'>, key: unknown) => call<AdultData>('POST', '/api/v5/users/adult-verification', { token: member.token, json: { adultVerificationKey: key } });
const adultRow = (userNo: number) =>
  DB.prepare('SELECT m.adult_verified_at, a.birth_date, a.verified_at FROM members m LEFT JOIN adult_verifications a ON a.user_no = m.user_no WHERE m.user_no = ?')
    .bind(userNo)
    .first<{ adult_verified_at: number | null; birth_date: string | null; verified_at: number | null }>();

/**
 * The demo seed stores placeholder CIs, while the sandbox derives a CI from name, birth date and
 * phone. Bind a demo member to the CI of their seeded details and cell number, which is what a
 * demo shopper types into the sandbox, and answer that person.
 */
async function demoPerson(userId: string): Promise<Person> {
  const r = await DB.prepare('SELECT name, birth_date, gender, cell FROM members WHERE user_id = ?').bind(userId).first<Record<string, string>>();
  const who: Person = { name: r!.name!, birthDate: r!.birth_date!, gender: r!.gender as 'M' | 'F', phone: r!.cell!.replace(/\D/g, '') };
  await DB.prepare('UPDATE members SET ci = ? WHERE user_id = ?')
    .bind(await ciOf(who), userId)
    .run();
  return who;
}

describe('adult verification of the demo members', () => {
  it('adult@demo.test: asked to verify, then verified as an adult for a year', async () => {
    const session = await login('adult@demo.test', 'demo1234!');
    const who = await demoPerson('adult@demo.test');
    expect(who).toMatchObject({ name: '어른이', birthDate: '1990-05-05' });
    const member = { token: session.accessToken };
    expect((await status(member)).body).toEqual({
      result: 'SUCCESS',
      data: { isAdult: true, isRequiredAdultVerification: true, isIdentityVerificationRequired: false },
    });
    const res = await submit(member, await sandboxKey('adult', who));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', data: { isAdult: true, isRequiredAdultVerification: false, isIdentityVerificationRequired: false } });
    expect((await status(member)).body.data).toEqual({ isAdult: true, isRequiredAdultVerification: false, isIdentityVerificationRequired: false });
    expect((await adultRow(session.userNo))?.adult_verified_at).toEqual(expect.any(Number));

    // A year and a day later the verification has run out (a new login: the old token has too).
    const later = new Date(Date.now() + 366 * 86_400_000);
    const after = await at(later, async () => status({ token: (await login('adult@demo.test', 'demo1234!')).accessToken }));
    expect(after.body.data).toMatchObject({ isAdult: true, isRequiredAdultVerification: true });
  });

  it('minor@demo.test: the submission succeeds and says isAdult false', async () => {
    const session = await login('minor@demo.test', 'demo1234!');
    const who = await demoPerson('minor@demo.test');
    const res = await submit({ token: session.accessToken }, await sandboxKey('adult', who));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', data: { isAdult: false, isRequiredAdultVerification: false, isIdentityVerificationRequired: false } });
    expect((await status({ token: session.accessToken })).body.data).toMatchObject({ isAdult: false, isRequiredAdultVerification: false });
    // A minor's verification is kept, but never marks the member as a verified adult.
    expect(await adultRow(session.userNo)).toMatchObject({ adult_verified_at: null, birth_date: who.birthDate, verified_at: expect.any(Number) });
  });
});

describe('adult verification rules', () => {
  it('answers by the age rule: 19 today passes, 19 tomorrow does not', async () => {
    const nineteen = person({ name: '유열아홉', birthDate: bornYearsAgo(19) });
    const almost = person({ name: '유거의', birthDate: bornYearsAgo(19, -1) });
    const a = await identifiedMember(nineteen);
    const b = await identifiedMember(almost);
    expect((await verifyAdult(a, nineteen)).body.data).toMatchObject({ isAdult: true });
    expect((await verifyAdult(b, almost)).body.data).toMatchObject({ isAdult: false });
  });

  it("refuses a key of someone other than the member's verified identity", async () => {
    const who = person({ name: '남본인', birthDate: '2009-01-01' });
    const member = await identifiedMember(who);
    const res = await submit(member, await sandboxKey('adult', { ...who, birthDate: '1980-01-01' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ result: 'FAIL', errorCode: 'ADULT_VERIFICATION_MISMATCH', message: m.adultOtherPerson });
    expect((await status(member)).body.data).toMatchObject({ isAdult: false, isRequiredAdultVerification: true });
  });

  it('without a CI on file, takes a key in the sign-up name only, and still asks for identity', async () => {
    const member = await newMember('문무명');
    expect((await status(member)).body.data).toEqual({ isAdult: false, isRequiredAdultVerification: true, isIdentityVerificationRequired: true });
    const stranger = await submit(member, await sandboxKey('adult', person({ name: '문타인', birthDate: '1980-01-01' })));
    expect(stranger.body).toMatchObject({ result: 'FAIL', errorCode: 'ADULT_VERIFICATION_MISMATCH' });
    const own = await submit(member, await sandboxKey('adult', person({ name: '문무명', birthDate: '1980-01-01' })));
    expect(own.body.data).toEqual({ isAdult: true, isRequiredAdultVerification: false, isIdentityVerificationRequired: true });
  });

  it('refuses reused, expired, forged and wrong-purpose keys, and bad requests', async () => {
    const who = person({ name: '임키', birthDate: '1985-02-02' });
    const member = await identifiedMember(who);
    const invalid = { result: 'FAIL', errorCode: 'INVALID_VERIFICATION_TOKEN', message: m.invalidAdultKey };
    expect((await submit(member, await sandboxKey('ci', who))).body).toEqual(invalid);
    const expired = await sandboxKey('adult', who);
    expect((await at(new Date(Date.now() + 6 * 60_000), () => submit(member, expired))).body).toEqual(invalid);
    expect((await submit(member, `${(await sandboxKey('adult', who)).slice(0, -3)}abc`)).body).toEqual(invalid);
    const key = await sandboxKey('adult', who);
    expect((await submit(member, key)).status).toBe(200);
    expect((await submit(member, key)).body).toEqual(invalid);
    expect((await submit(member, '')).status).toBe(400);
    expect((await call('POST', '/api/v5/users/adult-verification', { token: member.token, raw: 'nope' })).body).toMatchObject({ errorCode: 'INVALID_JSON' });
    expect((await call('GET', '/api/v5/users/adult-verification')).status).toBe(401);
  });
});

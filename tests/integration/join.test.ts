import { describe, expect, it } from 'vitest';
import { storefront, type Storefront } from './harness';
import { browse, Jar, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Sign-up (issue 11 item 8) through the storefront as a browser without JavaScript posts it:
 * a new member is made, logged in and sent back; every refusal shows the form again with the
 * message next to its field and what was typed (never the password); the consents are stored
 * with their versions; the id check answers taken or free.
 */
let n = 0;
const uniqueId = () => {
  n += 1;
  return `join.${Date.now().toString(36)}.${n}@demo.test`;
};

interface JoinFields {
  userId: string;
  password: string;
  passwordConfirm: string;
  name: string;
  gender: string;
  consents: string[];
  returnTo?: string;
}

const good = (over: Partial<JoinFields> = {}): JoinFields => ({
  userId: uniqueId(),
  password: 'newpass12!',
  passwordConfirm: 'newpass12!',
  name: '가입자',
  gender: 'F',
  consents: ['terms', 'privacyRequired', 'age14'],
  returnTo: '/mypage',
  ...over,
});

function post(sf: Storefront, jar: Jar, f: JoinFields, headers: Record<string, string> = {}) {
  const body = new URLSearchParams({ userId: f.userId, password: f.password, passwordConfirm: f.passwordConfirm, name: f.name, gender: f.gender, returnTo: f.returnTo ?? '/' });
  for (const c of f.consents) body.set(c, 'on');
  return browse(sf, jar, '/join', { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
}

describe('/join', () => {
  it('shows the form to a visitor, privately, and sends a member on', async () => {
    const sf = storefront();
    const page = await sf.fetch('/join?returnTo=%2Fmypage');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    for (const text of ['회원가입', '이용약관 동의', '(필수)', '(선택)', '영문, 숫자, 특수문자 중 2가지 이상을 섞어 8~64자로 입력해주세요.']) expect(html).toContain(text);
    // The login page leads here, keeping where to come back to.
    expect(await (await sf.fetch('/login?returnTo=%2Fmypage')).text()).toContain('href="/join?returnTo=%2Fmypage"');
  });

  it('makes the member, logs them in and returns; consents are stored with their versions', async () => {
    const sf = storefront();
    const jar = new Jar();
    const f = good({ consents: ['terms', 'privacyRequired', 'age14', 'sms'] });
    const res = await post(sf, jar, f);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/mypage');
    expect(jar.values.has('sf_at')).toBe(true);
    const my = await browse(sf, jar, '/mypage');
    expect(my.status).toBe(200);
    expect(await my.text()).toContain('가입자');
    const consents = (await (await browse(sf, jar, '/api/v4/agreements')).json()) as { data: Record<string, unknown> };
    expect(consents.data).toMatchObject({ smsAdvertisingAgreement: true, emailAdvertisingAgreement: false, privacyAgreement: false, advertisingAgreementVersion: 'V2', privacyAgreementVersion: null });
    // The new password logs in; a member opening /join is sent on.
    const again = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: f.userId, password: f.password }),
    });
    expect(again.status).toBe(200);
    expect((await browse(sf, jar, '/join?returnTo=%2Fmypage')).headers.get('location')).toBe('/mypage');
  });

  it('refuses each bad field with its message next to it, keeping what was typed but not the password', async () => {
    const sf = storefront();
    const cases: Array<[Partial<JoinFields>, string]> = [
      [{ userId: '김@x' }, '이메일 형식으로 입력해주세요.'],
      [{ password: 'short', passwordConfirm: 'short' }, '비밀번호는 8~64자로 입력해주세요.'],
      [{ password: 'abcdefghij', passwordConfirm: 'abcdefghij' }, '영문, 숫자, 특수문자 중 2가지 이상을 섞어주세요.'],
      [{ passwordConfirm: 'other12!x' }, '비밀번호가 서로 달라요.'],
      [{ name: '' }, '이름을 입력해주세요.'],
      [{ name: '<script>x</script>' }, '이름에 쓸 수 없는 문자가 있어요.'],
      [{ gender: 'X' }, '성별을 선택해주세요.'],
      [{ consents: ['terms', 'age14'] }, '필수 약관에 모두 동의해주세요.'],
    ];
    for (const [over, message] of cases) {
      const f = good(over);
      const res = await post(sf, new Jar(), f);
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(html, message).toContain(message);
      expect(html).toContain(`value="${f.userId.replace(/&/g, '&amp;')}"`);
      expect(html).not.toContain(f.password);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sf_at='))).toBe(false);
    }
  });

  it('a taken e-mail is refused next to the id, unless the password is that member’s: then it logs in', async () => {
    const sf = storefront();
    const f = good();
    expect((await post(sf, new Jar(), f)).status).toBe(303);
    // The same sign-up sent twice (a double submit) ends logged in, not refused.
    const twice = new Jar();
    const res = await post(sf, twice, f);
    expect(res.status).toBe(303);
    expect(twice.values.has('sf_at')).toBe(true);
    // Someone else with that address is refused, and no one is logged in.
    const other = new Jar();
    const refused = await post(sf, other, { ...f, userId: f.userId.toUpperCase(), password: 'another12!', passwordConfirm: 'another12!' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('이미 가입된 이메일이에요.');
    expect(other.values.has('sf_at')).toBe(false);
  });

  it('refuses a post from another site, and a malformed body is a form with messages, not a 500', async () => {
    const sf = storefront();
    const cross = await post(sf, new Jar(), good(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    const junk = await sf.fetch('/join', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STOREFRONT_ORIGIN }, body: '%%%&&&=' });
    expect(junk.status).toBe(400);
    expect(await junk.text()).toContain('아이디(이메일)를 입력해주세요.');
  });
});

describe('POST /user/validator/id', () => {
  it('says taken (200, with account types) or free (404); refuses a non-address', async () => {
    const sf = storefront();
    const ask = (userId: unknown) => browse(sf, new Jar(), '/user/validator/id', { method: 'POST', body: JSON.stringify({ user_id: userId }) });
    const taken = await ask('adult@demo.test');
    expect(taken.status).toBe(200);
    expect(((await taken.json()) as { data: { accountType: string[] } }).data.accountType).toContain('email');
    expect((await ask(uniqueId())).status).toBe(404);
    expect((await ask('not an address')).status).toBe(400);
    expect((await ask(42)).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { call, createMember, DB, originEnv } from './origin-auth-helpers';
import { editor, form } from './account-helpers';
import { originUpstream, storefront, type Storefront } from './harness';
import { decodeEntities } from '../../rules/html/html-entities';
import { browse, Jar, login, PASSWORD, type Jar as JarType } from './session-helpers';

/**
 * Issue 11 item 7, second half: changing the e-mail (change-request, the sandbox outbox's code,
 * verify-token) and linking and unlinking social accounts through the sandbox providers, as a
 * browser without JavaScript does it; and a social account, which has no password, confirming
 * itself at its provider. Every refusal says why where it belongs and keeps what is stored.
 */
const newAddress = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@mail.example`;

async function codeFromOutbox(sf: Storefront, to: string): Promise<string> {
  const page = await sf.fetch(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('샌드박스');
  const code = /data-testid="outbox-token">([^<]+)</.exec(html)?.[1];
  if (!code) throw new Error(`no mail to ${to}: ${html.slice(0, 300)}`);
  return code;
}

const storedEmail = async (userNo: number) => (await DB.prepare('SELECT email FROM members WHERE user_no = ?').bind(userNo).first<{ email: string }>())?.email;

describe('changing the e-mail', () => {
  it('refuses a malformed, unchanged or taken address, keeping what was typed', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf);
    const taken = await createMember();
    for (const [email, status, message] of [
      ['not-an-email', 400, '이메일 형식으로 입력해주세요.'],
      ['', 400, '이메일을 입력해주세요.'],
      [m.userId, 400, '지금 쓰는 이메일과 같아요.'],
      [taken.userId, 409, '이미 사용 중인 이메일이에요.'],
    ] as const) {
      const res = await browse(sf, jar, '/account/edit/email', form({ email }));
      expect(res.status, message).toBe(status);
      const html = await res.text();
      expect(html, message).toContain(message);
      if (email) expect(html).toContain(`value="${email}"`);
    }
    expect(await storedEmail(m.userNo)).toBe(m.userId);
  });

  it('mails a code to the sandbox outbox; the code changes the address once; wrong, expired and reused codes are refused', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf);
    const target = newAddress('next');
    const sent = await browse(sf, jar, '/account/edit/email', form({ email: target }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/account/edit?email=${encodeURIComponent(target)}#email-verify`);
    const page = await (await browse(sf, jar, `/account/edit?email=${encodeURIComponent(target)}`)).text();
    expect(page).toContain(`${target}(으)로 인증 코드를 보냈어요.`);
    expect(page).toContain(`href="/sandbox/outbox?to=${encodeURIComponent(target).replaceAll('%40', '%40')}"`);
    expect(page).toContain('name="code"');
    const code = await codeFromOutbox(sf, target);

    const verify = (fields: Record<string, string>) => browse(sf, jar, '/account/edit/email/verify', form(fields));
    const wrong = await verify({ email: target, code: 'not-the-code' });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('인증 코드가 올바르지 않거나 만료되었어요. 코드를 다시 받아주세요.');
    expect(wrongHtml).toContain('value="not-the-code"');
    expect(wrongHtml).toContain(`value="${target}"`);
    const missing = await verify({ email: target, code: '' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('인증 코드를 입력해주세요.');
    expect(await storedEmail(m.userNo)).toBe(m.userId);

    const done = await verify({ email: target, code });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/account/edit?done=email#email');
    expect(await storedEmail(m.userNo)).toBe(target);
    const after = await (await browse(sf, jar, '/account/edit?done=email')).text();
    expect(after).toContain('이메일을 변경했어요.');
    expect(after).toContain(`${target} (인증됨)`);
    // Sent twice (a double press): the address is already the new one, so it is done, not refused.
    expect((await verify({ email: target, code })).headers.get('location')).toBe('/account/edit?done=email#email');

    // A spent code does not move the address again; an expired one never works.
    const third = newAddress('third');
    await browse(sf, jar, '/account/edit/email', form({ email: third }));
    const reused = await verify({ email: third, code });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('인증 코드가 올바르지 않거나 만료되었어요.');
    await DB.prepare('UPDATE email_change_tokens SET expires_at = 0 WHERE user_no = ?').bind(m.userNo).run();
    const expired = await verify({ email: third, code: await codeFromOutbox(sf, third) });
    expect(expired.status).toBe(400);
    expect(await storedEmail(m.userNo)).toBe(target);
  });

  it('the outbox exists in development only, and production writes no mail', async () => {
    const prod = storefront({ vars: { ENVIRONMENT: 'production' } });
    const res = await prod.fetch('/sandbox/outbox?to=a%40b.test');
    expect(res.status).toBe(404);
    await res.text();
    const m = await createMember({ password: PASSWORD });
    const s = await call<{ accessToken: string }>('POST', '/user/login', { json: { id: m.userId, password: PASSWORD } });
    const target = newAddress('prod');
    const req = await call('POST', '/api/v4/user/email/change-request', { token: s.body.data!.accessToken, json: { email: target }, env: { ...originEnv, ENVIRONMENT: 'production' } });
    expect(req.status).toBe(200);
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM sandbox_outbox WHERE to_email = ?').bind(target).first<{ n: number }>()).toEqual({ n: 0 });
  });
});

/** The sandbox provider's sign-in for `person`, as its page posts it; the storefront callback it sends the browser to. */
async function throughProvider(sf: Storefront, jar: JarType, start: string, person: { name: string; email: string }): Promise<string> {
  const go = await browse(sf, jar, start);
  expect(go.status, await go.clone().text()).toBe(302);
  const authorize = new URL(go.headers.get('location')!, 'http://127.0.0.1:8787');
  expect(authorize.pathname).toMatch(/^\/sandbox\/social\/[a-z]+\/authorize$/);
  const body = new URLSearchParams({ redirect_uri: authorize.searchParams.get('redirect_uri')!, state: authorize.searchParams.get('state')!, name: person.name, email: person.email, gender: 'F' });
  const signed = await originUpstream()(authorize.pathname, { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
  expect(signed.status).toBe(302);
  const back = new URL(signed.headers.get('location')!);
  return back.pathname + back.search;
}

/** The sandbox provider's 취소 link, as a shopper who backs out follows it: the storefront callback with `error=access_denied`. */
async function cancelAtProvider(sf: Storefront, jar: JarType, start: string): Promise<string> {
  const go = await browse(sf, jar, start);
  expect(go.status).toBe(302);
  const page = await (await sf.fetch(go.headers.get('location')!)).text();
  const href = /<a href="([^"]+)">취소<\/a>/.exec(page)?.[1];
  if (!href) throw new Error(`no cancel link: ${page.slice(0, 300)}`);
  const back = new URL(decodeEntities(href, true));
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  return back.pathname + back.search;
}

describe('backing out at the provider', () => {
  it('returns to where the trip started, quietly, for logging in, linking and confirming', async () => {
    const sf = storefront();
    const visitor = new Jar();
    const login = await browse(sf, visitor, await cancelAtProvider(sf, visitor, '/login/social/naver?returnTo=/heart/product'));
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/login?returnTo=%2Fheart%2Fproduct');
    expect(visitor.values.has('sf_oauth')).toBe(false);
    expect(visitor.values.has('sf_at')).toBe(false);
    // The same callback again (its state cookie is gone) is the refused kind.
    expect((await browse(sf, visitor, '/login/social/naver/callback?error=access_denied&state=0123456789abcdef0123456789abcdef')).status).toBe(400);

    const { jar } = await editor(sf);
    const link = await browse(sf, jar, await cancelAtProvider(sf, jar, '/account/edit/sns/kakao'));
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe('/account/edit');
    expect(jar.values.has('sf_trip')).toBe(false);
  });
});

describe('social accounts', () => {
  it('links through the sandbox provider, shows it, refuses a second link and a foreign state, and unlinks (twice is fine)', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf);
    const person = { name: '연결', email: newAddress('kakao') };
    const callback = await throughProvider(sf, jar, '/account/edit/sns/kakao', person);
    expect(callback).toMatch(/^\/account\/edit\/sns\/kakao\/callback\?code=/);
    const linked = await browse(sf, jar, callback);
    expect(linked.status).toBe(303);
    expect(linked.headers.get('location')).toBe('/account/edit?done=snsLinked#sns');
    const page = await (await browse(sf, jar, '/account/edit?done=snsLinked')).text();
    expect(page).toContain('소셜 계정을 연결했어요.');
    expect(page).toContain(`연결됨 · ${person.email}`);
    expect(page).toContain('카카오 연결 해제');
    const info = await call<{ sns_info: { social_type: string }[] }>('GET', '/user/info/', {
      token: (await call<{ accessToken: string }>('POST', '/user/login', { json: { id: m.userId, password: PASSWORD } })).body.data!.accessToken,
    });
    expect(info.body.data!.sns_info.map((s) => s.social_type)).toEqual(['kakao']);

    // The code once more (a reload of the callback) is spent: refused, the link stays.
    const replay = await browse(sf, jar, callback);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('소셜 계정을 연결하지 못했어요.');
    // Another kakao account for the same member: one per provider.
    const second = await browse(sf, jar, await throughProvider(sf, jar, '/account/edit/sns/kakao', { name: '둘째', email: newAddress('kakao2') }));
    expect(second.status).toBe(409);
    expect(await second.text()).toContain('이미 연결된 소셜 서비스예요.');
    // This kakao account for someone else: refused there.
    const other = await editor(sf);
    const stolen = await browse(sf, other.jar, await throughProvider(sf, other.jar, '/account/edit/sns/kakao', person));
    expect(stolen.status).toBe(409);
    expect(await stolen.text()).toContain('이미 다른 회원에게 연결된 소셜 계정이에요.');
    // A code brought back to a browser that did not start the trip.
    const foreign = await throughProvider(sf, other.jar, '/account/edit/sns/naver', { name: '남', email: newAddress('naver') });
    const wrongBrowser = await browse(sf, jar, foreign);
    expect(wrongBrowser.status).toBe(400);

    const unlink = await browse(sf, jar, '/account/edit/sns/unlink', form({ provider: 'kakao' }));
    expect(unlink.status).toBe(303);
    expect(unlink.headers.get('location')).toBe('/account/edit?done=snsUnlinked#sns');
    expect((await browse(sf, jar, '/account/edit/sns/unlink', form({ provider: 'kakao' }))).status).toBe(303);
    const gone = await (await browse(sf, jar, '/account/edit?done=snsUnlinked')).text();
    expect(gone).toContain('소셜 계정 연결을 해제했어요.');
    expect(gone).toContain('카카오 연결하기');
    expect((await browse(sf, jar, '/account/edit/sns/unlink', form({ provider: 'email' }))).status).toBe(400);
  });

  it('a social account has no password: it confirms at its provider, sees no password form, and cannot unlink its only login', async () => {
    const sf = storefront();
    const person = { name: '소셜만', email: newAddress('naver') };
    const jar = new Jar();
    // Sign up through the sandbox naver login, as the login page does.
    const start = await browse(sf, jar, '/login/social/naver?returnTo=/mypage');
    const authorize = new URL(start.headers.get('location')!, 'http://127.0.0.1:8787');
    const body = new URLSearchParams({ redirect_uri: authorize.searchParams.get('redirect_uri')!, state: authorize.searchParams.get('state')!, name: person.name, email: person.email, gender: 'M' });
    const signed = await originUpstream()(authorize.pathname, { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    const back = new URL(signed.headers.get('location')!);
    expect((await browse(sf, jar, back.pathname + back.search)).status).toBe(303);

    const page = await (await browse(sf, jar, '/password-reconfirm')).text();
    expect(page).not.toContain('name="password"');
    expect(page).toContain('네이버 간편 로그인으로 가입한 계정은 비밀번호가 없어요.');
    expect(page).toContain('href="/password-reconfirm/social?next=%2Faccount%2Fedit"');
    const noPassword = await browse(sf, jar, '/password-reconfirm', form({ password: 'anything1!' }));
    expect(noPassword.headers.get('location')).toBe('/password-reconfirm?next=%2Faccount%2Fedit');
    // Backing out at naver returns to the confirm page, nothing said, nothing confirmed.
    const backedOut = await browse(sf, jar, await cancelAtProvider(sf, jar, '/password-reconfirm/social?next=/account/edit'));
    expect(backedOut.status).toBe(303);
    expect(backedOut.headers.get('location')).toBe('/password-reconfirm?next=%2Faccount%2Fedit');
    expect(jar.values.has('sf_reconfirm')).toBe(false);

    // A naver account that is not this member's proves nothing.
    const strangerCallback = await throughProvider(sf, jar, '/password-reconfirm/social?next=/account/edit', { name: '남남', email: newAddress('naver') });
    const refused = await browse(sf, jar, strangerCallback);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('본인 확인에 실패했어요.');
    expect(jar.values.has('sf_reconfirm')).toBe(false);

    const callback = await throughProvider(sf, jar, '/password-reconfirm/social?next=/account/edit', person);
    const confirmed = await browse(sf, jar, callback);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/account/edit');
    const edit = await (await browse(sf, jar, '/account/edit')).text();
    expect(edit).toContain('간편 로그인으로 가입한 계정이라 비밀번호가 없어요.');
    expect(edit).not.toContain('name="currentPassword"');
    const last = await browse(sf, jar, '/account/edit/sns/unlink', form({ provider: 'naver' }));
    expect(last.status).toBe(409);
    expect(await last.text()).toContain('유일한 로그인 수단이라 연결을 해제할 수 없어요.');
  });
});

describe('limits', () => {
  it('the reconfirm and edit posts count against the account limit', async () => {
    const counts: string[] = [];
    const RATE_LIMIT_ACCOUNT = {
      async limit({ key }: { key: string }) {
        counts.push(key);
        return { success: counts.length <= 2 };
      },
    };
    const sf = storefront({ bindings: { RATE_LIMIT_ACCOUNT } });
    const m = await createMember({ password: PASSWORD });
    const jar = await login(sf, m.userId, new Jar());
    expect((await browse(sf, jar, '/password-reconfirm', form({ password: 'wrong-pass1' }))).status).toBe(400);
    expect((await browse(sf, jar, '/account/edit/email', form({ email: 'a@b.test' }))).status).toBe(303);
    expect((await browse(sf, jar, '/password-reconfirm', form({ password: PASSWORD }))).status).toBe(429);
    expect(counts).toEqual([`m:${m.userNo}`, `m:${m.userNo}`, `m:${m.userNo}`]);
  });
});

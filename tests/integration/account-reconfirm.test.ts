import { describe, expect, it } from 'vitest';
import { call, createMember, login as originLogin } from './origin-auth-helpers';
import { editor, form } from './account-helpers';
import { storefront, type Storefront } from './harness';
import { browse, Jar, login, PASSWORD, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 11 item 7, first half: `/password-reconfirm` grants a proof that `/account/edit` asks
 * for, and the password change through the edit page, as a browser without JavaScript posts
 * them. Every refusal keeps the stored password and says why next to the field.
 */
const canLogIn = async (sf: Storefront, id: string, password: string) =>
  (await sf.fetch('/user/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN }, body: JSON.stringify({ id, password }) })).status;

describe('/password-reconfirm', () => {
  it('sends a visitor to log in and back; shows a member the password form, private', async () => {
    const sf = storefront();
    const visitor = await sf.fetch('/password-reconfirm?next=/account/edit', { redirect: 'manual' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/password-reconfirm?next=%2Faccount%2Fedit')}`);
    const { jar } = await editor(sf, { reconfirm: false });
    const page = await browse(sf, jar, '/password-reconfirm');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    for (const text of ['비밀번호 재확인', 'name="password"', 'name="next" value="/account/edit"', 'data-island="AccountForm"']) expect(html).toContain(text);
  });

  it('refuses an empty or wrong password and another site, each with its message, and grants nothing', async () => {
    const sf = storefront();
    const { jar } = await editor(sf, { reconfirm: false });
    const empty = await browse(sf, jar, '/password-reconfirm', form({ password: '' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('비밀번호를 입력해주세요.');
    const wrong = await browse(sf, jar, '/password-reconfirm', form({ password: 'wrong-pass1', next: '/account/edit?email=a%40b.test' }));
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain('비밀번호가 일치하지 않아요.');
    expect(html).toContain('value="/account/edit?email=a%40b.test"');
    const cross = await browse(sf, jar, '/password-reconfirm', {
      ...form({ password: PASSWORD }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(jar.values.has('sf_reconfirm')).toBe(false);
    expect((await browse(sf, jar, '/account/edit')).status).toBe(303);
  });

  it('the right password sets a short HttpOnly proof for /account and goes on to next, on this site only', async () => {
    const sf = storefront();
    const { jar } = await editor(sf, { reconfirm: false });
    const res = await browse(sf, jar, '/password-reconfirm', form({ password: PASSWORD, next: '/account/edit?email=new%40x.test' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/edit?email=new%40x.test');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sf_reconfirm='))!;
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/account;/);
    expect(cookie).toMatch(/HttpOnly/);
    const away = await browse(sf, jar, '/password-reconfirm', form({ password: PASSWORD, next: '//evil.example/x' }));
    expect(away.headers.get('location')).toBe('/account/edit');
  });

  it('at the origin: the proof is no access token, and an access token is no proof', async () => {
    const m = await createMember({ password: PASSWORD });
    const s = await originLogin(m.userId, PASSWORD);
    const ok = await call<{ reconfirmToken: string; expiresIn: number }>('POST', '/user/info/confirm-password', { token: s.accessToken, json: { user_password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.data!.expiresIn).toBe(600);
    const proof = ok.body.data!.reconfirmToken;
    expect((await call('GET', '/user/info/', { token: proof })).status).toBe(401);

    const sf = storefront();
    const jar = await login(sf, m.userId, new Jar());
    jar.values.set('sf_reconfirm', s.accessToken);
    expect((await browse(sf, jar, '/account/edit')).headers.get('location')).toBe('/password-reconfirm?next=%2Faccount%2Fedit');
    // Someone else's proof does not open this member's page either.
    const other = await editor(sf);
    jar.values.set('sf_reconfirm', other.jar.values.get('sf_reconfirm')!);
    expect((await browse(sf, jar, '/account/edit')).status).toBe(303);
    // A proof in place of the session is no session.
    const visitor = new Jar();
    visitor.values.set('sf_at', proof);
    expect((await browse(sf, visitor, '/account/edit')).headers.get('location')).toMatch(/^\/login\?returnTo=/);
  });
});

describe('/account/edit', () => {
  it('asks a visitor to log in and a member to reconfirm first, each coming back; then shows the user info', async () => {
    const sf = storefront();
    const visitor = await sf.fetch('/account/edit', { redirect: 'manual' });
    expect(visitor.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/account/edit')}`);
    const { m, jar } = await editor(sf, { reconfirm: false });
    const ask = await browse(sf, jar, '/account/edit?email=x%40y.test');
    expect(ask.status).toBe(303);
    expect(ask.headers.get('location')).toBe(`/password-reconfirm?next=${encodeURIComponent('/account/edit?email=x%40y.test')}`);
    await browse(sf, jar, '/password-reconfirm', form({ password: PASSWORD }));
    const page = await browse(sf, jar, '/account/edit');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    for (const text of [
      '회원정보 수정',
      '내 정보',
      m.userId,
      '수정회원',
      '여성',
      '1995-03-04',
      '비밀번호 변경',
      '새 비밀번호 확인',
      '영문, 숫자, 특수문자 중 2가지 이상을 섞어 8~64자로 입력해주세요.',
      '이메일 변경',
      '소셜 계정 연결',
      '카카오 연결하기',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('a session ended elsewhere goes to log in; logging out ends the proof with the session', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf);
    const other = await login(sf, m.userId, new Jar());
    // Logging out on the other device ends every session of the member (auth contract).
    await browse(sf, other, '/user/logout', { method: 'POST', body: '{}' });
    const gone = await browse(sf, jar, '/account/edit');
    expect(gone.status).toBe(303);
    expect(gone.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/account/edit')}`);

    const again = await editor(sf);
    const out = await browse(sf, again.jar, '/user/logout', { method: 'POST', body: '{}' });
    expect(out.headers.getSetCookie().some((c) => c.startsWith('sf_reconfirm=') && /Max-Age=0/.test(c) && /Path=\/account;/.test(c))).toBe(true);
  });
});

describe('changing the password', () => {
  it('refuses a mismatch, the rule, a wrong or reused current password and another site, keeping the stored one', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf);
    const change = (fields: Record<string, string>, init: RequestInit = {}) => browse(sf, jar, '/account/edit/password', { ...form(fields), ...init });
    const cases: [Record<string, string>, number, string][] = [
      [{ currentPassword: PASSWORD, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12?' }, 400, '새 비밀번호가 서로 달라요.'],
      [{ currentPassword: PASSWORD, newPassword: 'short1', newPasswordConfirm: 'short1' }, 400, '비밀번호는 8~64자로 입력해주세요.'],
      [{ currentPassword: PASSWORD, newPassword: 'onlyletters', newPasswordConfirm: 'onlyletters' }, 400, '영문, 숫자, 특수문자 중 2가지 이상을 섞어주세요.'],
      [{ currentPassword: '', newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' }, 400, '현재 비밀번호를 입력해주세요.'],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD, newPasswordConfirm: PASSWORD }, 400, '지금 쓰는 비밀번호와 다른 비밀번호를 입력해주세요.'],
      [{ currentPassword: 'wrong-pass1', newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' }, 400, '현재 비밀번호가 일치하지 않아요.'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await change(fields);
      expect(res.status, message).toBe(status);
      const html = await res.text();
      expect(html, message).toContain(message);
      expect(html).toContain('aria-invalid="true"');
      expect(html).not.toContain(PASSWORD === fields.currentPassword ? `value="${PASSWORD}"` : 'value="newpass12!"');
    }
    const cross = await change(
      { currentPassword: PASSWORD, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(cross.status).toBe(403);
    expect(await canLogIn(sf, m.userId, PASSWORD)).toBe(200);
    // The origin says the same about a mismatch sent straight to it.
    const s = await originLogin(m.userId, PASSWORD);
    const direct = await call('POST', '/user/info/change-password', { token: s.accessToken, json: { user_password: PASSWORD, new_password: 'newpass12!', confirm_password: 'newpass12?' } });
    expect([direct.status, direct.body.errorCode]).toEqual([400, 'PASSWORD_CONFIRM_MISMATCH']);
  });

  it('changes it: this browser stays logged in, other sessions end, the new password logs in and the old one does not', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf);
    const elsewhere = await login(sf, m.userId, new Jar());
    const res = await browse(sf, jar, '/account/edit/password', form({ currentPassword: PASSWORD, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/edit?done=password#password');
    expect(res.headers.getSetCookie().filter((c) => /^sf_(at|rt)=/.test(c) && !/Max-Age=0/.test(c))).toHaveLength(2);
    const page = await browse(sf, jar, '/account/edit?done=password');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('비밀번호를 변경했어요.');
    expect((await browse(sf, jar, '/account/agreements')).status).toBe(200);
    // The other device's session was ended by the change.
    const ended = await browse(sf, elsewhere, '/account/agreements');
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toMatch(/^\/login/);
    expect(await canLogIn(sf, m.userId, PASSWORD)).toBe(401);
    expect(await canLogIn(sf, m.userId, 'newpass12!')).toBe(200);
    // The same change sent again (a double press) finds the old password refused; nothing changes.
    const twice = await browse(sf, jar, '/account/edit/password', form({ currentPassword: PASSWORD, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' }));
    expect(twice.status).toBe(400);
    expect(await canLogIn(sf, m.userId, 'newpass12!')).toBe(200);
  });

  it('a post without the proof, or too large a body, is refused before anything changes', async () => {
    const sf = storefront();
    const { m, jar } = await editor(sf, { reconfirm: false });
    const res = await browse(sf, jar, '/account/edit/password', form({ currentPassword: PASSWORD, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/password-reconfirm?next=%2Faccount%2Fedit');
    const big = await browse(sf, jar, '/account/edit/password', form({ currentPassword: 'x'.repeat(5000) }));
    expect(big.status).toBe(413);
    expect(await canLogIn(sf, m.userId, PASSWORD)).toBe(200);
  });
});

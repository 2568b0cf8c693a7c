import { describe, expect, it } from 'vitest';
import { call, createMember, DB, login as originLogin } from './origin-auth-helpers';
import { storefront, type Storefront } from './harness';
import { browse, Jar, login, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Leaving (issue 11 item 9) through the storefront's form, as a browser without JavaScript
 * posts it: refusals keep everything; leaving ends the session, frees the address, removes the
 * cart, likes, consents and personal data, and keeps the orders without naming anyone.
 */
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function memberWithThings(sf: Storefront) {
  const m = await createMember({ password: 'demo1234!', name: '떠날회원' });
  const jar = await login(sf, m.userId, new Jar());
  expect((await browse(sf, jar, '/api/v4/hearts', { method: 'POST', body: JSON.stringify({ itemNo: 1003 }) })).status).toBe(200);
  expect((await browse(sf, jar, '/api/v4/cart-item', { method: 'POST', body: JSON.stringify({ itemNo: 1003, lines: [{ optionNo: null, qty: 1 }] }) })).status).toBe(200);
  expect((await browse(sf, jar, '/api/v4/agreements', { method: 'POST', body: JSON.stringify({ smsAdvertisingAgreement: true }) })).status).toBe(200);
  await DB.prepare("INSERT INTO orders (order_no, user_no, kind, status, total_price, created_at) VALUES (?, ?, 'buy_now', 'DELIVERED', 1000, ?)")
    .bind(`LEAVE-${m.userNo}`, m.userNo, Date.now())
    .run();
  return { m, jar };
}

const count = async (table: string, userNo: number) => (await DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_no = ?`).bind(userNo).first<{ n: number }>())?.n ?? -1;
const hearts = async (itemNo: number) => (await DB.prepare('SELECT heart_count AS n FROM hearts WHERE item_no = ?').bind(itemNo).first<{ n: number }>())?.n ?? 0;

describe('/account/leave', () => {
  it('sends a visitor to log in and back; shows a member what goes and what stays', async () => {
    const sf = storefront();
    const visitor = await sf.fetch('/account/leave', { redirect: 'manual' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/account/leave')}`);
    const m = await createMember({ password: 'demo1234!' });
    const jar = await login(sf, m.userId, new Jar());
    const page = await browse(sf, jar, '/account/leave');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    for (const text of ['회원 탈퇴', '전자상거래법에 따라 5년', 'name="password"', '탈퇴하기']) expect(html).toContain(text);
  });

  it('refuses without the consent box, with a wrong password or from another site, and keeps everything', async () => {
    const sf = storefront();
    const { m, jar } = await memberWithThings(sf);
    const noConfirm = await browse(sf, jar, '/account/leave', form({ password: 'demo1234!', message: '사유' }));
    expect(noConfirm.status).toBe(400);
    const html = await noConfirm.text();
    expect(html).toContain('탈퇴 안내에 동의해주세요.');
    expect(html).toContain('사유');
    const wrong = await browse(sf, jar, '/account/leave', form({ password: 'wrong-pass1', confirm: 'on' }));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('비밀번호가 일치하지 않아요.');
    const cross = await browse(sf, jar, '/account/leave', {
      ...form({ password: 'demo1234!', confirm: 'on' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(await count('cart_items', m.userNo)).toBe(1);
    expect((await browse(sf, jar, '/mypage')).status).toBe(200);
  });

  it('leaves: the record as it stood is shown, the session ends, the data goes and the orders stay', async () => {
    const sf = storefront();
    const { m, jar } = await memberWithThings(sf);
    const before = await hearts(1003);
    const res = await browse(sf, jar, '/account/leave', form({ password: 'demo1234!', confirm: 'on', message: '자주 안 써요' }));
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of ['탈퇴가 완료되었어요', '떠날회원', m.userId, '동의 (철회됨)']) expect(html).toContain(text);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sf_at=') && /Max-Age=0/i.test(c))).toBe(true);
    expect(jar.values.has('sf_at')).toBe(false);

    // Gone: the old password, the session, the cart, likes (the item's count too), consents, personal data.
    const relog = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: m.userId, password: 'demo1234!' }),
    });
    expect(relog.status).toBe(401);
    for (const table of ['cart_items', 'member_hearts', 'refresh_tokens']) expect(await count(table, m.userNo), table).toBe(0);
    expect(await hearts(1003)).toBe(before - 1);
    const row = await DB.prepare('SELECT user_id, email, name, password_hash, is_receive_sms, left_at, leave_message FROM members WHERE user_no = ?').bind(m.userNo).first<Record<string, unknown>>();
    expect(row).toMatchObject({ user_id: `left-${m.userNo}`, email: '', name: '', password_hash: null, is_receive_sms: 0, leave_message: '자주 안 써요' });
    expect(row?.left_at).toEqual(expect.any(Number));
    // Kept: the order, pointing at a row that names no one.
    expect(await count('orders', m.userNo)).toBe(1);
    // The address is free to join again.
    const check = await sf.fetch('/user/validator/id', { method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN }, body: JSON.stringify({ user_id: m.userId }) });
    expect(check.status).toBe(404);
  });

  it('a social account leaves without a password; a password account cannot skip it', async () => {
    const sf = storefront();
    const m = await createMember({ password: 'demo1234!', name: '소셜회원' });
    const jar = await login(sf, m.userId, new Jar());
    await DB.prepare("UPDATE members SET password_hash = NULL, signup_type = 'kakao' WHERE user_no = ?").bind(m.userNo).run();
    const page = await (await browse(sf, jar, '/account/leave')).text();
    expect(page).not.toContain('name="password"');
    expect(page).toContain('카카오 간편 로그인으로 가입한 계정이에요. 비밀번호 없이 탈퇴할 수 있어요.');
    const res = await browse(sf, jar, '/account/leave', form({ confirm: 'on' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('소셜회원');

    const other = await createMember({ password: 'demo1234!' });
    const otherJar = await login(sf, other.userId, new Jar());
    const skip = await browse(sf, otherJar, '/api/v4/users/me/leave', { method: 'DELETE', body: '{}' });
    expect(skip.status).toBe(404); // not a storefront route: the browser leaves through the form only
    const noPassword = await browse(sf, otherJar, '/account/leave', form({ confirm: 'on' }));
    expect(noPassword.status).toBe(400);
    expect(await noPassword.text()).toContain('비밀번호를 입력해주세요.');
  });

  it('at the origin: the social route refuses a password account, and a body of the wrong shape is a 400', async () => {
    const m = await createMember({ password: 'demo1234!' });
    const { accessToken } = await originLogin(m.userId, 'demo1234!');
    const skip = await call('DELETE', '/api/v4/users/me/leave', { token: accessToken, json: {} });
    expect([skip.status, skip.body.errorCode]).toEqual([400, 'PASSWORD_REQUIRED']);
    expect((await call('DELETE', '/user/info/', { token: accessToken, json: { leave_message: 'x' } })).status).toBe(400);
    expect((await call('DELETE', '/user/info/', { token: accessToken, raw: '{"user_password":' })).status).toBe(400);
    expect((await call('DELETE', '/user/info/', { json: { user_password: 'demo1234!' } })).status).toBe(401);
    expect(await count('refresh_tokens', m.userNo)).toBeGreaterThan(0);
  });
});

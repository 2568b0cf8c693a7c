import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../origin/auth/password';
import { REVIEW_MILEAGE } from '../../origin/routes/my-page';
import { call as origin, createMember, DB, login as originLogin } from './origin-auth-helpers';
import { storefront, type Storefront } from './harness';
import { browse, Jar, login } from './session-helpers';
import { payInSandbox } from './pay-helpers';

/**
 * No lost writes under concurrency (issue 27 item 2), a member's other writes: likes and brand
 * likes, restock requests, a gift's recipient once paid, review mileage, consents, password and
 * e-mail changes. Each case fires 20 requests at once (through the storefront as a member's
 * browser would, or at the origin where the storefront only passes the call on) and checks the
 * invariant against the stored rows.
 */
const N = 20;
type Json<T> = { result?: string; errorCode?: string; message?: string; data: T };

async function send<T>(sf: Storefront, jar: Jar, path: string, method: string, body?: unknown) {
  const init: RequestInit = { method };
  if (body !== undefined) Object.assign(init, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const res = await browse(sf, jar, path, init);
  return { status: res.status, body: (await res.json()) as Json<T> };
}

async function members(sf: Storefront, count: number) {
  const made = await Promise.all(Array.from({ length: count }, () => createMember({ password: 'demo1234!' })));
  return Promise.all(made.map(async (m) => ({ ...m, jar: await login(sf, m.userId, new Jar()) })));
}

const statuses = (rs: { status: number }[]) => rs.map((r) => r.status);
const count = async (sql: string, ...binds: unknown[]) =>
  (await DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe('likes under 20 parallel requests', () => {
  const likeables = [
    {
      what: "an item's",
      like: ['/api/v4/hearts', { itemNo: 1001 }],
      unlike: '/api/v4/hearts/1001',
      total: 'SELECT COALESCE((SELECT heart_count FROM hearts WHERE item_no = 1001), 0) AS n',
      rows: 'SELECT COUNT(*) AS n FROM member_hearts WHERE item_no = 1001',
    },
    {
      what: "a brand's",
      like: ['/api/v4/brand-hearts', { frontBrandNo: 16404 }],
      unlike: '/api/v4/brand-hearts/16404',
      total: 'SELECT COALESCE(heart_count, 0) AS n FROM brands WHERE brand_no = 16404',
      rows: 'SELECT COUNT(*) AS n FROM member_brand_hearts WHERE brand_no = 16404',
    },
  ] as const;

  for (const t of likeables) {
    it(`${t.what} count moves once per member, however many likes and unlikes arrive together`, async () => {
      const sf = storefront();
      const four = await members(sf, 4);
      const mine = `${t.rows} AND user_no IN (${four.map(() => '?').join(', ')})`;
      const start = await count(t.total);
      const likes = await Promise.all(Array.from({ length: N }, (_, i) => send(sf, four[i % 4]!.jar, t.like[0], 'POST', t.like[1])));
      expect(statuses(likes)).toEqual(Array(N).fill(200));
      expect(await count(t.total)).toBe(start + 4);
      expect(await count(mine, ...four.map((m) => m.userNo))).toBe(4);
      const unlikes = await Promise.all(Array.from({ length: N }, (_, i) => send(sf, four[i % 4]!.jar, t.unlike, 'DELETE')));
      expect(statuses(unlikes)).toEqual(Array(N).fill(200));
      expect(await count(t.total)).toBe(start);
      expect(await count(mine, ...four.map((m) => m.userNo))).toBe(0);
    });
  }

  it('twenty restock requests of one option store one request', async () => {
    const sf = storefront();
    const [m] = await members(sf, 1);
    const tee = (await origin<{ optionItems: { list: { list: { title: string; optionNo: number }[] }[] } }>('GET', '/api/v5/product-detail/1002')).body.data!;
    const xl = tee.optionItems.list[0]!.list.find((o) => o.title === 'XL')!.optionNo;
    const rs = await Promise.all(Array.from({ length: N }, () => send(sf, m!.jar, '/api/v4/restock', 'POST', { itemNo: 1002, optionNo: xl })));
    expect(statuses(rs)).toEqual(Array(N).fill(200));
    expect(await count('SELECT COUNT(*) AS n FROM restock_requests WHERE user_no = ? AND item_no = 1002', m!.userNo)).toBe(1);
  });
});

describe('orders after payment under 20 parallel requests', () => {
  it("a paid gift's recipient cannot be changed by twenty requests racing the payment", async () => {
    const sf = storefront();
    const [sender, a, b] = await members(sf, 3);
    const coat = (await origin<{ optionItems: { list: { list: { optionNo: number }[] }[] } }>('GET', '/api/v5/product-detail/1001')).body.data!.optionItems.list[1]!.list[0]!.optionNo;
    const order = await send<{ orderNo: string }>(sf, sender!.jar, '/api/v4/orders/buy-now', 'POST', { itemNo: 1001, lines: [{ optionNo: coat, qty: 1 }], gift: true });
    const orderNo = order.body.data.orderNo;
    // The storefront's checkout form passes the recipient on to this call; the origin decides.
    const token = (await originLogin(sender!.userId, 'demo1234!')).accessToken;
    const name = (recipientId: string, message: string) => origin('POST', `/api/v4/orders/${orderNo}/gift`, { token, json: { recipientId, message } });
    expect((await name(a!.userId, '축하해요')).status).toBe(200);
    // Ten payments and ten changes of the recipient at once: whichever lands after the payment is refused.
    const rs = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 === 0 ? origin('POST', `/sandbox/payments/${orderNo}`, { token, json: {} }) : name(b!.userId, '바꿔요'))));
    expect(rs.filter((_, i) => i % 2 === 0).every((r) => r.status === 200)).toBe(true);
    const paid = await DB.prepare('SELECT status, gift_recipient_user_no AS r FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string; r: number }>();
    expect(paid!.status).toBe('PAID');
    // Once paid, twenty more changes are all refused and the recipient stays.
    const late = await Promise.all(Array.from({ length: N }, () => name(a!.userId, '다시')));
    expect(new Set(late.map((r) => `${r.status} ${r.body.errorCode}`))).toEqual(new Set(['409 GIFT_NOT_EDITABLE']));
    expect((await DB.prepare('SELECT gift_recipient_user_no AS r FROM orders WHERE order_no = ?').bind(orderNo).first<{ r: number }>())!.r).toBe(paid!.r);
  });

  it('twenty writes of one review earn its mileage once', async () => {
    const sf = storefront();
    const [m] = await members(sf, 1);
    const buy = await send<{ orderNo: string }>(sf, m!.jar, '/api/v4/orders/buy-now', 'POST', { itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: false });
    const orderNo = buy.body.data.orderNo;
    await payInSandbox(sf, m!.jar, orderNo);
    const row = await DB.prepare('SELECT deliver_at FROM orders WHERE order_no = ?').bind(orderNo).first<{ deliver_at: number }>();
    const later = storefront({ vars: { STOREFRONT_NOW: new Date(row!.deliver_at + 60_000).toISOString() } });
    const mileage = () => count('SELECT mileage AS n FROM members WHERE user_no = ?', m!.userNo);
    const before = await mileage();
    const rs = await Promise.all(
      Array.from({ length: N }, () => send(later, m!.jar, '/api/v4/reviews', 'POST', { orderNo, seq: 0, rating: 5, content: '향이 은은하고 오래 가요. 또 살게요.', photoKeys: [] })),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.errorCode === 'REVIEW_WRITTEN')).toBe(true);
    expect(await count('SELECT COUNT(*) AS n FROM reviews WHERE order_no = ?', orderNo)).toBe(1);
    expect(await mileage()).toBe(before + REVIEW_MILEAGE.order);
  });
});

describe('consents under 20 parallel requests', () => {
  type Full = { smsAdvertisingAgreement: boolean; pushAdvertisingAgreement: boolean; emailAdvertisingAgreement: boolean; privacyAgreement: boolean; agreementsRevision: number };
  const revision = (userNo: number) => count('SELECT agreements_revision AS n FROM members WHERE user_no = ?', userNo);

  it('twenty stale full sets based on one revision: one is stored, nineteen are answered 409 with the current consents', async () => {
    const sf = storefront();
    const [m] = await members(sf, 1);
    const read = (await send<Full>(sf, m!.jar, '/api/v4/agreements', 'GET')).body.data;
    const rs = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send<Full | null>(sf, m!.jar, '/api/v4/agreements', 'POST', {
          privacyAgreement: true,
          smsAdvertisingAgreement: i % 2 === 0,
          pushAdvertisingAgreement: i % 3 === 0,
          emailAdvertisingAgreement: false,
          agreementsRevision: read.agreementsRevision,
        }),
      ),
    );
    const won = rs.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(await revision(m!.userNo)).toBe(read.agreementsRevision + 1);
    const stored = (await send<Full>(sf, m!.jar, '/api/v4/agreements', 'GET')).body.data;
    expect(stored).toEqual(won[0]!.body.data);
    for (const lost of rs.filter((r) => r.status !== 200)) {
      expect([lost.status, lost.body.errorCode]).toEqual([409, 'AGREEMENTS_CHANGED']);
      expect(lost.body.message).toBe('다른 곳에서 수신 동의 설정이 바뀌었어요. 지금 저장된 설정을 보여드릴게요. 확인하고 다시 바꿔주세요.');
      expect(lost.body.data).toEqual(stored);
    }
  });

  it('twenty changes without a revision from two sessions are all kept and all counted', async () => {
    const sf = storefront();
    const [m] = await members(sf, 1);
    const other = await login(sf, m!.userId, new Jar());
    const start = await revision(m!.userNo);
    const rs = await Promise.all(
      Array.from({ length: N }, (_, i) => send(sf, i % 2 === 0 ? m!.jar : other, '/api/v4/agreements', 'POST', i % 2 === 0 ? { smsAdvertisingAgreement: true } : { emailAdvertisingAgreement: true })),
    );
    expect(statuses(rs)).toEqual(Array(N).fill(200));
    expect(await revision(m!.userNo)).toBe(start + N);
    const stored = (await send<Full>(sf, m!.jar, '/api/v4/agreements', 'GET')).body.data;
    expect([stored.smsAdvertisingAgreement, stored.emailAdvertisingAgreement]).toEqual([true, true]);
  });
});

describe('account changes under 20 parallel requests', () => {
  it('twenty password changes from the same current password: exactly one is made, and only its password works', async () => {
    const m = await createMember({ password: 'demo1234!' });
    const { accessToken } = await originLogin(m.userId, 'demo1234!');
    const rs = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        origin('POST', '/user/info/change-password', { token: accessToken, json: { user_password: 'demo1234!', new_password: `new${i}pass!`, confirm_password: `new${i}pass!` } }),
      ),
    );
    const won = rs.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    // The rest are told their password is not (or no longer) the current one; enough of those lock the id.
    expect(new Set(rs.filter((r) => r.status !== 200).map((r) => r.body.errorCode))).toSatisfy((codes: Set<unknown>) => [...codes].every((c) => c === 'INVALID_PASSWORD' || c === 'LOGIN_LOCKED'));
    const hash = (await DB.prepare('SELECT password_hash AS h FROM members WHERE user_no = ?').bind(m.userNo).first<{ h: string }>())!.h;
    expect(await verifyPassword(`new${won[0]}pass!`, hash)).toBe(true);
  });

  it('twenty members confirming the same new address at once: exactly one gets it', async () => {
    const people = await Promise.all(Array.from({ length: N }, () => createMember()));
    const sessions = await Promise.all(people.map((p) => originLogin(p.userId, p.password)));
    const address = `shared-${Date.now().toString(36)}@test.example`;
    const tokens: string[] = [];
    for (const s of sessions) {
      const req = await origin<{ sandboxToken: string }>('POST', '/api/v4/user/email/change-request', { token: s.accessToken, json: { email: address } });
      expect(req.status).toBe(200);
      tokens.push(req.body.data!.sandboxToken);
    }
    const rs = await Promise.all(sessions.map((s, i) => origin('POST', '/api/v4/user/email/verify-token', { token: s.accessToken, json: { token: tokens[i], email: address } })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status !== 200).every((r) => r.body.errorCode === 'EMAIL_IN_USE')).toBe(true);
    expect(await count('SELECT COUNT(*) AS n FROM members WHERE lower(email) = ?', address)).toBe(1);
  });

  it('ten sign-ups and ten e-mail changes to one address at once: exactly one member holds it', async () => {
    const people = await Promise.all(Array.from({ length: N / 2 }, () => createMember()));
    const sessions = await Promise.all(people.map((p) => originLogin(p.userId, p.password)));
    const address = `race-${Date.now().toString(36)}@test.example`;
    const tokens: string[] = [];
    for (const s of sessions)
      tokens.push((await origin<{ sandboxToken: string }>('POST', '/api/v4/user/email/change-request', { token: s.accessToken, json: { email: address } })).body.data!.sandboxToken);
    const join = { user_id: address, password: 'race1234!', name: '경주', gender: 'F', agreements: { terms: true, privacyRequired: true, age14: true } };
    const rs = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i % 2 === 0
          ? origin('POST', '/user/join', { json: join })
          : origin('POST', '/api/v4/user/email/verify-token', { token: sessions[(i - 1) / 2]!.accessToken, json: { token: tokens[(i - 1) / 2], email: address } }),
      ),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await count('SELECT COUNT(*) AS n FROM members WHERE user_id = ?1 OR lower(email) = ?1', address)).toBe(1);
  });
});

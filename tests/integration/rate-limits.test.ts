import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../edge/app';
import { LIMITERS, WRITE_FAMILIES, WRITE_METHODS, type LimiterName } from '../../edge/gateway/rate-limit';
import { storefront } from './harness';
import { createMember } from './origin-auth-helpers';
import { browse, Jar, login, PASSWORD, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 10 item 6: rate limits on the Workers Rate Limiting binding. A counting limiter stands in
 * for each binding so the test decides exactly when the limit is reached (no waiting for real
 * time); one case runs workerd's own emulated limiter to show the binding's shape fits.
 */
type Limiter = { limit(o: { key: string }): Promise<{ success: boolean }> };

function counting(limit: number): Limiter & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    async limit({ key }) {
      keys.push(key);
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return { success: n <= limit };
    },
  };
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN }, body: JSON.stringify(body) });

describe('rate limits', () => {
  it('login is limited per id, whoever guesses, with 429, Retry-After and the Korean message', async () => {
    const RATE_LIMIT_LOGIN = counting(3);
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await sf.fetch('/user/login', {
        ...json({ id: 'adult@demo.test', password: `wrong-${i}` }),
        headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': `203.0.113.${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toBe('60');
        expect(await res.json()).toMatchObject({ result: 'FAIL', errorCode: 'RATE_LIMITED', message: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.' });
      } else await res.text();
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(RATE_LIMIT_LOGIN.keys).toContain('id:adult@demo.test');
  });

  it('someone guessing at an id holds back other browsers, not the owner on a browser they logged in on before', async () => {
    // Four tries per id bucket: the owner's first login, then three guesses, then refusals.
    const RATE_LIMIT_LOGIN = counting(4);
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN }, vars: { IMAGE_URL_KEY: 'integration-signing-secret' } });
    const from = (ip: string, cookie = '') => ({ 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': ip, ...(cookie ? { cookie } : {}) });
    // Members of this test's own: guessing at a demo member would slow the other files' logins.
    const owner = await createMember({ password: PASSWORD });
    const someoneElse = await createMember({ password: PASSWORD });
    const attempt = async (ip: string, password: string, cookie = '') => {
      const res = await sf.fetch('/user/login', { method: 'POST', headers: from(ip, cookie), body: JSON.stringify({ id: owner.userId, password }) });
      await res.text();
      return res;
    };
    // The owner logs in once: the browser gets the proof.
    const first = await attempt('198.51.100.1', PASSWORD);
    expect(first.status).toBe(200);
    const proof = first.headers.getSetCookie().find((c) => c.startsWith('sf_kd='));
    expect(proof).toMatch(/HttpOnly/);
    const cookie = proof!.split(';')[0]!;
    // Guesses from elsewhere fill the shared bucket of the id.
    const guesses = [];
    for (let i = 0; i < 4; i++) guesses.push((await attempt(`203.0.113.${10 + i}`, `guess-${i}`)).status);
    expect(guesses).toEqual([401, 401, 401, 429]);
    // The owner's browser is not held back; a forged or another id's proof is.
    expect((await attempt('198.51.100.1', PASSWORD, cookie)).status).toBe(200);
    expect((await attempt('198.51.100.2', PASSWORD, 'sf_kd=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(429);
    const other = await sf.fetch('/user/login', { method: 'POST', headers: from('198.51.100.3'), body: JSON.stringify({ id: someoneElse.userId, password: PASSWORD }) });
    await other.text();
    const otherProof = other.headers
      .getSetCookie()
      .find((c) => c.startsWith('sf_kd='))!
      .split(';')[0]!;
    expect((await attempt('198.51.100.3', PASSWORD, otherProof)).status).toBe(429);
    expect(RATE_LIMIT_LOGIN.keys).toContain(`id-known:${owner.userId}`);
  });

  it('login is limited per client too, across ids; the form post answers the page with Retry-After', async () => {
    const RATE_LIMIT_LOGIN = counting(2);
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN } });
    const statuses: number[] = [];
    for (const id of ['a@example.test', 'b@example.test', 'c@example.test']) {
      const res = await sf.fetch('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': '198.51.100.7' },
        body: `id=${id}&password=x`,
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toBe('60');
        expect(await res.text()).toContain('요청이 너무 많아요');
      } else await res.text();
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('search, suggestions and member writes are limited; other clients and members are not', async () => {
    const RATE_LIMIT_SEARCH = counting(2);
    const RATE_LIMIT_LIKES = counting(1);
    const sf = storefront({ bindings: { RATE_LIMIT_SEARCH, RATE_LIMIT_LIKES } });
    const from = (ip: string) => ({ headers: { 'cf-connecting-ip': ip } });
    const s = [];
    for (let i = 0; i < 3; i++) s.push((await sf.fetch('/api/v4/auto-complete?keyword=셔', from('192.0.2.1'))).status);
    expect(s).toEqual([200, 200, 429]);
    expect((await sf.fetch('/api/v4/auto-complete?keyword=셔', from('192.0.2.2'))).status).toBe(200);
    const page = await sf.fetch('/search?keyword=셔츠', from('192.0.2.9'));
    await page.text();
    await (await sf.fetch('/search?keyword=셔츠', from('192.0.2.9'))).text();
    const third = await sf.fetch('/search?keyword=셔츠', from('192.0.2.9'));
    expect(third.status).toBe(429);
    expect(await third.text()).toContain('요청이 너무 많아요');

    const jar = await login(sf, 'adult@demo.test', new Jar());
    const like = () => browse(sf, jar, '/api/v4/hearts', { method: 'POST', body: JSON.stringify({ itemNo: 1001 }) });
    expect((await like()).status).toBe(200);
    const limited = await like();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(RATE_LIMIT_LIKES.keys.every((k) => k === 'm:1001')).toBe(true);
  });

  it("workerd's emulated binding has the shape the helper calls", async () => {
    const RATE_LIMIT_LOGIN = (env as unknown as { RATE_LIMIT_TEST: Limiter }).RATE_LIMIT_TEST;
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await sf.fetch('/user/login', json({ id: 'nobody-rl@example.test', password: 'x' }));
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses).toContain(429);
    expect(statuses[0]).toBe(401);
  });
});

const form = (fields: Record<string, string>): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

/** Issue 27 items 1 and 5: a limiter per family of writes, and one bucket for "is this address a member". */
describe('limits per family of writes', () => {
  it('thirty like taps use up the likes limit only: checkout, consents, re-confirmation and leaving still answer', async () => {
    // The same size for every binding, so only the family split keeps the other writes going.
    const limiters = Object.fromEntries(LIMITERS.map((name) => [name, counting(30)]));
    const sf = storefront({ bindings: limiters });
    const m = await createMember({ password: PASSWORD });
    const jar = await login(sf, m.userId, new Jar());
    const taps: number[] = [];
    for (let i = 0; i < 15; i++) {
      taps.push((await browse(sf, jar, '/api/v4/hearts', { method: 'POST', body: JSON.stringify({ itemNo: 1001 }) })).status);
      taps.push((await browse(sf, jar, '/api/v4/hearts/1001', { method: 'DELETE' })).status);
    }
    expect(
      taps.every((s) => s === 200),
      taps.join(),
    ).toBe(true);
    expect((await browse(sf, jar, '/api/v4/hearts', { method: 'POST', body: JSON.stringify({ itemNo: 1001 }) })).status).toBe(429);
    const others = [
      await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo: 1001, optionNo: 0, qty: 1 }) }),
      await browse(sf, jar, '/api/v4/agreements', { method: 'POST', body: JSON.stringify({ agreements: [] }) }),
      await browse(sf, jar, '/password-reconfirm', form({ password: 'wrong-pass1' })),
      await browse(sf, jar, '/account/leave', form({})),
      await browse(sf, jar, '/api/v4/cart-item', { method: 'POST', body: JSON.stringify({}) }),
    ];
    for (const res of others) {
      await res.text();
      expect(res.status, res.url).not.toBe(429);
    }
  });

  it("sign-ups count in the id check's bucket per client; over the limit the form comes back with what was typed", async () => {
    const RATE_LIMIT_LOGIN = counting(2);
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN } });
    const signUp = (n: number) => {
      const body = new URLSearchParams({
        userId: `rl-join-${crypto.randomUUID().slice(0, 8)}@example.test`,
        password: 'abcd1234!',
        passwordConfirm: 'abcd1234!',
        name: `가입${n}`,
        gender: 'F',
        returnTo: '/',
        terms: 'on',
        privacyRequired: 'on',
        age14: 'on',
      });
      return sf.fetch('/join', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': '198.51.100.70' },
        body: body.toString(),
        redirect: 'manual',
      });
    };
    expect((await signUp(1)).status).toBe(303);
    // An id check from the same address counts in the same bucket.
    const check = await sf.fetch('/user/validator/id', { ...json({ user_id: 'someone-6@example.test' }), headers: { ...json({}).headers, 'cf-connecting-ip': '198.51.100.70' } });
    expect(check.status).toBe(404);
    const third = await signUp(3);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
    const page = await third.text();
    expect(page).toContain('요청이 너무 많아요');
    expect(page).toContain('value="가입3"');
    expect(RATE_LIMIT_LOGIN.keys).toEqual(['id-check:198.51.100.70', 'id-check:198.51.100.70', 'id-check:198.51.100.70']);
  });

  it('the id check, a gift recipient and an e-mail change share one bucket, per client and per member', async () => {
    const RATE_LIMIT_LOGIN = counting(3);
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN } });
    const m = await createMember({ password: PASSWORD });
    const jar = await login(sf, m.userId, new Jar());
    const ip = (n: number) => ({ 'cf-connecting-ip': `198.51.100.${n}` });
    const ask = [
      () => browse(sf, jar, '/checkout/gift', { ...form({ order: 'G1', recipientId: 'someone-1@example.test' }), headers: { ...form({}).headers, ...ip(60) } }),
      () => browse(sf, jar, '/account/edit/email', { ...form({ email: 'someone-2@example.test' }), headers: { ...form({}).headers, ...ip(60) } }),
      () => sf.fetch('/user/validator/id', { ...json({ user_id: 'someone-3@example.test' }), headers: { ...json({}).headers, ...ip(60) } }),
    ];
    const statuses: number[] = [];
    for (const a of ask) {
      const res = await a();
      await res.text();
      statuses.push(res.status);
    }
    expect(statuses).not.toContain(429);
    // The client's bucket is full: a fourth question by any of the three is refused …
    for (const a of ask) expect((await a()).status).toBe(429);
    // … and the member's from another address too.
    const elsewhere = await browse(sf, jar, '/checkout/gift', { ...form({ order: 'G1', recipientId: 'someone-4@example.test' }), headers: { ...form({}).headers, ...ip(61) } });
    expect(elsewhere.status).toBe(429);
    expect(RATE_LIMIT_LOGIN.keys).toEqual(expect.arrayContaining(['id-check:198.51.100.60', `id-check:m:${m.userNo}`]));
    // The origin's gift call is not on the edge: the checkout's form is the only way to it.
    expect((await browse(sf, jar, '/api/v4/orders/G1/gift', { method: 'POST', body: JSON.stringify({ recipientId: 'someone-5@example.test' }) })).status).toBe(404);
  });
});

/**
 * Every route that writes, creates or looks up on a client's behalf sits behind its limiter:
 * with a limiter that refuses everything, each answers 429 with Retry-After before its handler
 * runs (a visitor from a public address, so the per-client key applies).
 */
const LIMITED: readonly (readonly [LimiterName, string, string])[] = [
  ['RATE_LIMIT_LIKES', 'POST', '/api/v4/hearts'],
  ['RATE_LIMIT_LIKES', 'DELETE', '/api/v4/hearts/1001'],
  ['RATE_LIMIT_LIKES', 'POST', '/api/v4/brand-hearts'],
  ['RATE_LIMIT_LIKES', 'DELETE', '/api/v4/brand-hearts/16404'],
  ['RATE_LIMIT_CART', 'POST', '/api/v4/cart-item'],
  ['RATE_LIMIT_CART', 'PUT', '/api/v4/cart-item/1'],
  ['RATE_LIMIT_CART', 'POST', '/api/v4/cart-item/remove'],
  ['RATE_LIMIT_CART', 'POST', '/api/v4/restock'],
  ['RATE_LIMIT_REVIEWS', 'POST', '/api/v4/reviews'],
  ['RATE_LIMIT_REVIEWS', 'POST', '/api/v4/reviews/photos'],
  ['RATE_LIMIT_QNA', 'POST', '/api/v5/product-detail/1001/qna'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/api/v4/agreements'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/api/v4/notifications/agreements'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/api/tags/consent'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/api/v6/users/personal-info'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/api/v5/users/adult-verification'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/account/leave'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/account/edit/password'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/account/edit/email'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/account/edit/email/verify'],
  ['RATE_LIMIT_ACCOUNT', 'POST', '/password-reconfirm'],
  ['RATE_LIMIT_CHECKOUT', 'POST', '/api/v4/orders/buy-now'],
  ['RATE_LIMIT_CHECKOUT', 'POST', '/api/v4/orders/from-cart'],
  ['RATE_LIMIT_CHECKOUT', 'POST', '/checkout/pay'],
  ['RATE_LIMIT_CHECKOUT', 'POST', '/checkout/deliver'],
  ['RATE_LIMIT_CHECKOUT', 'POST', '/checkout/gift'],
  ['RATE_LIMIT_CHECKOUT', 'GET', '/checkout/success?paymentKey=x&orderId=1&amount=1'],
  ['RATE_LIMIT_WRITE', 'POST', '/api/v4/attribution-link'],
  ['RATE_LIMIT_WRITE', 'POST', '/collect'],
  ['RATE_LIMIT_WRITE', 'GET', '/app-link?from=banner'],
  ['RATE_LIMIT_WRITE', 'POST', '/_preview'],
  ['RATE_LIMIT_LOGIN', 'POST', '/user/validator/id'],
  ['RATE_LIMIT_LOGIN', 'POST', '/checkout/gift'],
  ['RATE_LIMIT_LOGIN', 'POST', '/account/edit/email'],
  ['RATE_LIMIT_SEARCH', 'GET', '/api/flags'],
  ['RATE_LIMIT_SEARCH', 'GET', '/api/tags/consent'],
  ['RATE_LIMIT_SEARCH', 'GET', '/mypage/cscenter/faq?keyword=%EB%B0%B0%EC%86%A1'],
  ['RATE_LIMIT_SEARCH', 'GET', '/api/v4/search/items?keyword=%EC%85%94'],
];

describe('every limited route', () => {
  it.each(LIMITED)('%s: %s %s answers 429 with Retry-After', async (name, method, path) => {
    const refuseAll = counting(0);
    const sf = storefront({ bindings: { [name]: refuseAll } });
    const res = await sf.fetch(path, {
      method,
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': '203.0.113.50' },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });
    const body = await res.text();
    expect(res.status, body.slice(0, 200)).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(body).toContain('요청이 너무 많아요');
    expect(refuseAll.keys.length).toBeGreaterThan(0);
  });
});

/** Write routes the walk below does not expect a 429 from on an empty body, and why. */
const UNLIMITED_WRITES: Record<string, string> = {
  // Limited inside their handlers once the form names an id (login per id and per client,
  // sign-up in the id check's bucket): an empty form is refused first. Tested above.
  'POST /user/login': 'limited per id in performLogin',
  'POST /login': 'limited per id in performLogin',
  'POST /join': 'counted in the id check bucket by its handler',
  // Logging out ends the asker's own session; it writes nothing another member could be hurt by.
  'POST /logout': "ends only the caller's session",
  'POST /user/logout': "ends only the caller's session",
};

/** A request path the route pattern matches: parameters and wildcards filled in. */
const concrete = (pattern: string): string => pattern.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1').replace(/\*/g, 'x');

describe('every write route of the app', () => {
  // Read from the app's own route table, so a write route added without a family is caught here.
  const writes = [
    ...new Set(
      createEdgeApp()
        .routes.filter((r) => r.method !== 'ALL' && !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ];

  it('the table has the write routes (the walk below is not empty)', () => {
    expect(writes).toContain('POST /api/v4/hearts');
    expect(writes.length).toBeGreaterThan(30);
  });

  it.each(writes.filter((w) => !(w in UNLIMITED_WRITES)))('%s answers 429 when the limiters refuse', async (route) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const limiters = Object.fromEntries(LIMITERS.map((name) => [name, counting(0)]));
    const sf = storefront({ bindings: limiters });
    const res = await sf.fetch(concrete(pattern), {
      method,
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': '203.0.113.51' },
      body: '{}',
      redirect: 'manual',
    });
    const body = await res.text();
    expect(res.status, body.slice(0, 200)).toBe(429);
  });

  it.each(WRITE_FAMILIES.flatMap(([name, paths]) => paths.map((p) => [name, p] as const)))('%s limits %s for every write method, PATCH included', async (name, pattern) => {
    expect([...WRITE_METHODS].sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
    const refuseAll = counting(0);
    const sf = storefront({ bindings: { [name]: refuseAll } });
    for (const method of WRITE_METHODS) {
      const res = await sf.fetch(concrete(pattern), {
        method,
        headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': '203.0.113.52' },
        body: '{}',
        redirect: 'manual',
      });
      await res.text();
      expect(res.status, `${method} ${pattern}`).toBe(429);
    }
  });
});

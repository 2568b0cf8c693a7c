import { describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../edge/app';
import { isSameSiteGuard } from '../../edge/pages/same-site-form';
import { ko } from '../../src/copy/ko';
import { storefront } from './harness';
import { leaf as optionNo } from './item-options';
import { createMember } from './origin-auth-helpers';
import { browse, Jar, login, PASSWORD } from './session-helpers';

/**
 * Issue 30 §3: one cross-site check (edge/gateway/forward.ts `refuseCrossSite`, mounted once in
 * edge/app.ts) refuses every JSON write another site sends, member or not, before the route reads
 * its body or its session: the same 403 CROSS_SITE_REQUEST everywhere.
 */
const WRITES: readonly (readonly [string, string])[] = [
  ['POST', '/user/login'],
  ['POST', '/user/logout'],
  ['POST', '/user/validator/id'],
  ['POST', '/api/v4/cart-item'],
  ['PUT', '/api/v4/cart-item/1'],
  ['POST', '/api/v4/cart-item/remove'],
  ['POST', '/api/v4/orders/from-cart'],
  ['POST', '/api/v4/orders/buy-now'],
  ['POST', '/api/v4/orders/20260101000000001/cancel'],
  ['POST', '/api/v4/orders/20260101000000001/claims'],
  ['POST', '/api/v4/hearts'],
  ['DELETE', '/api/v4/hearts/1001'],
  ['POST', '/api/v4/hearts/form'],
  ['POST', '/api/v4/brand-hearts'],
  ['DELETE', '/api/v4/brand-hearts/1'],
  ['POST', '/api/v4/restock'],
  ['POST', '/api/v5/product-detail/1001/qna'],
  ['POST', '/api/v4/reviews'],
  ['POST', '/api/v4/reviews/photos'],
  ['POST', '/api/v4/agreements'],
  ['POST', '/api/v4/notifications/agreements'],
  ['POST', '/api/tags/consent'],
  ['POST', '/api/v4/attribution-link'],
  ['POST', '/api/v6/users/personal-info'],
  ['POST', '/api/v5/users/adult-verification'],
  ['POST', '/collect'],
];

describe('cross-site JSON writes', () => {
  it('are refused with 403 CROSS_SITE_REQUEST on every gateway write route, for a visitor and a member', async () => {
    const sf = storefront();
    const member = await login(sf, 'adult@demo.test', new Jar());
    for (const cookie of ['', member.header()]) {
      for (const [method, path] of WRITES) {
        const res = await sf.fetch(path, {
          method,
          headers: { 'content-type': 'application/json', origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', ...(cookie ? { cookie } : {}) },
          body: '{}',
        });
        const body = (await res.json()) as { errorCode?: string };
        expect([method, path, res.status, body.errorCode]).toEqual([method, path, 403, 'CROSS_SITE_REQUEST']);
      }
    }
  });

  it('lets the same writes through from this site (refused for their own reasons, never as cross-site)', async () => {
    const sf = storefront();
    for (const [method, path] of WRITES) {
      const res = await sf.fetch(path, { method, headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: '{}' });
      const body = await res.text();
      expect([method, path, body.includes('CROSS_SITE_REQUEST')]).toEqual([method, path, false]);
    }
  });
});

/** A request path the route pattern matches: parameters and wildcards filled in. */
const concrete = (pattern: string): string => pattern.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1').replace(/\*/g, 'x');
/** Write routes that are not page forms: the JSON gateway (refuseCrossSite above) and the development tools. */
const NOT_FORMS = ['/api/', '/user/', '/collect', '/sandbox/', '/_ops/'];

/**
 * Issue 30 §3: the page forms' one cross-site check (edge/pages/same-site-form.ts
 * `sameSiteForm`), registered on every form route, answers with the page's own refusal.
 */
describe('cross-site page form posts', () => {
  // Read from the app's own route table, so a form route added without the guard is caught here.
  // POST only: an HTML form sends GET or POST, and another site's PUT, PATCH or DELETE needs a
  // CORS preflight the edge never grants. Patterns with `*` are middleware (limits), not forms.
  const routes = createEdgeApp().routes.filter((r) => r.method === 'POST' && !r.path.includes('*'));
  const forms = [...new Set(routes.filter((r) => !NOT_FORMS.some((p) => r.path.startsWith(p))).map((r) => `${r.method} ${r.path}`))];

  it('every page form route is registered with the sameSiteForm guard', () => {
    expect(forms).toContain('POST /login');
    expect(forms).toContain('POST /account/edit/address/:addressNo/delete');
    expect(forms.length).toBeGreaterThan(15);
    const unguarded = forms.filter((route) => !routes.some((r) => `${r.method} ${r.path}` === route && isSameSiteGuard(r.handler)));
    expect(unguarded).toEqual([]);
  });

  it.each(forms)('%s answers a member the page its own way: 403 with the Korean error, or back on this site, and sets no cookie', async (route) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const sf = storefront();
    // A member of its own with an unpaid order (a gift order for the gift form), so the 주문서's forms have a page to answer with.
    const gift = pattern === '/checkout/gift';
    const m = await createMember({ password: PASSWORD, name: '김교차' });
    const jar = await login(sf, m.userId, new Jar());
    const bought = await browse(sf, jar, '/api/v4/orders/buy-now', {
      method: 'POST',
      body: JSON.stringify(gift ? { itemNo: 1001, lines: [{ optionNo: await optionNo(1001), qty: 1 }], gift } : { itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift }),
    });
    const orderNo = ((await bought.json()) as { data: { orderNo: string } }).data.orderNo;
    // A page first, so the jar holds every cookie a browser would (the grade's too).
    await browse(sf, jar, '/mypage');
    const res = await sf.fetch(concrete(pattern).replace('/address/1', '/address/12'), {
      method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', cookie: jar.header() },
      body: new URLSearchParams({ order: orderNo, returnTo: '/mypage', password: 'x', confirm: 'on', provider: 'kakao' }).toString(),
      redirect: 'manual',
    });
    const body = await res.text();
    expect(res.headers.get('content-type') ?? '', route).not.toContain('application/json');
    expect(res.headers.getSetCookie(), route).toEqual([]);
    if (res.status === 303) expect(new URL(res.headers.get('location') ?? '', 'http://localhost').pathname, route).not.toMatch(/^\/\//);
    else {
      expect(res.status, route).toBe(403);
      expect(body, route).toContain(ko.errors.genericTemporary);
    }
  });
});

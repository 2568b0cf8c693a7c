import { describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../edge/app';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * Issue 10 item 2: nothing personal in a shared cache. Every route the edge serves is walked as a
 * member, as a visitor holding a stale session cookie, and as a visitor: whatever a member (or
 * anyone with a session cookie) is answered is `private, no-store`; what a visitor is answered
 * publicly holds nothing of anyone's. The table is checked against the app's own routes, so a
 * new route is walked or the test says which one is missing.
 */
const GETS: Record<string, string[]> = {
  '/healthz': ['/healthz'],
  '/healthz/live': ['/healthz/live'],
  '/_ops/events': ['/_ops/events?limit=1'],
  '/_ops/errors': ['/_ops/errors?limit=1'],
  '/api/flags': ['/api/flags'],
  '/': ['/'],
  '/policy/terms': ['/policy/terms'],
  '/policy/privacy': ['/policy/privacy'],
  '/policy/dispute-resolution': ['/policy/dispute-resolution'],
  '/policy/payment-agency': ['/policy/payment-agency'],
  '/home/about': ['/home/about'],
  '/contact-us': ['/contact-us'],
  '/mypage/cscenter/faq': ['/mypage/cscenter/faq', '/mypage/cscenter/faq?group=SHIPPING&q=배송'],
  '/mypage/cscenter/notice-list': ['/mypage/cscenter/notice-list', '/mypage/cscenter/notice-list?notice_no=7&notice_type=NOTICE'],
  '/mypage/recruit': ['/mypage/recruit'],
  '/app-link': ['/app-link?from=%2Fbest-items'],
  '/search': ['/search?keyword=셔츠'],
  '/start': ['/start'],
  '/brand/:frontBrandNo': ['/brand/16404', '/brand/999999'],
  '/category/main': ['/category/main'],
  '/category/list': ['/category/list?category1_code=001'],
  '/best-items': ['/best-items'],
  '/weeks': ['/weeks'],
  '/list/shop': ['/list/shop'],
  '/products/:itemNo': ['/products/1001', '/products/1005', '/products/999999', '/products/abc'],
  '/products/:itemNo/reviews': ['/products/1001/reviews?sort=high&page=2', '/products/1005/reviews'],
  '/products/:itemNo/photo-reviews': ['/products/1001/photo-reviews', '/products/1005/photo-reviews'],
  '/products/:itemNo/photo-reviews/view': ['/products/1001/photo-reviews/view?at=1'],
  '/products/:itemNo/options': ['/products/1001/options', '/products/1005/options'],
  '/products/:itemNo/shortform': ['/products/1001/shortform', '/products/1003/shortform'],
  '/catalog/:itemNo{.*}': ['/catalog/1001'],
  '/login': ['/login'],
  '/join': ['/join'],
  '/_preview': ['/_preview?returnTo=/best-items'],
  '/_app': ['/_app?path=/products/1001'],
  '/login/social/:provider': ['/login/social/naver'],
  '/login/social/:provider/callback': ['/login/social/naver/callback?code=x&state=y'],
  '/checkout': ['/checkout', '/checkout?order=1&payCode=REJECT_CARD_PAYMENT&payMessage=x'],
  '/checkout/success': ['/checkout/success?paymentKey=x&orderId=1&amount=1', '/checkout/success'],
  '/checkout/fail': ['/checkout/fail?code=PAY_PROCESS_CANCELED&message=x&orderId=1', '/checkout/fail'],
  '/checkout/complete/:orderNo': ['/checkout/complete/1', '/checkout/complete/abc'],
  '/my-order/list': ['/my-order/list'],
  '/my-order/gifts': ['/my-order/gifts'],
  '/my-order/detail/:orderNo': ['/my-order/detail/20990101000000000', '/my-order/detail/bad!no'],
  '/mypage/coupon': ['/mypage/coupon'],
  '/mypage/mileage': ['/mypage/mileage', '/mypage/mileage?page=2'],
  '/mypage/grade': ['/mypage/grade'],
  '/my-order/review': ['/my-order/review'],
  '/my-order/review/write': ['/my-order/review/write?order=x&seq=0'],
  '/review': ['/review'],
  '/api/v4/reviews/mine': ['/api/v4/reviews/mine'],
  '/mypage': ['/mypage'],
  '/heart/product': ['/heart/product'],
  '/heart/brand': ['/heart/brand'],
  '/api/v4/brand-hearts': ['/api/v4/brand-hearts'],
  '/api/v4/brand-hearts/:brandNo': ['/api/v4/brand-hearts/16404'],
  '/api/v4/hearts': ['/api/v4/hearts'],
  '/api/v4/hearts/states': ['/api/v4/hearts/states?items=1001,1002'],
  '/account/agreements': ['/account/agreements'],
  '/account/leave': ['/account/leave'],
  '/account/edit': ['/account/edit', '/account/edit?done=password'],
  '/account/edit/sns/:provider': ['/account/edit/sns/kakao'],
  '/account/edit/sns/:provider/callback': ['/account/edit/sns/kakao/callback?code=x&state=y'],
  '/password-reconfirm': ['/password-reconfirm'],
  '/password-reconfirm/social': ['/password-reconfirm/social'],
  '/password-reconfirm/social/callback': ['/password-reconfirm/social/callback?code=x&state=y'],
  '/api/v4/agreements': ['/api/v4/agreements'],
  '/api/v4/notifications/agreements': ['/api/v4/notifications/agreements'],
  '/api/tags/consent': ['/api/tags/consent'],
  '/api/v5/users/personal-info/ci:check': ['/api/v5/users/personal-info/ci:check'],
  '/api/v5/users/adult-verification': ['/api/v5/users/adult-verification'],
  '/user/info/': ['/user/info/'],
  '/api/v4/cart-item/item-count': ['/api/v4/cart-item/item-count'],
  '/api/v4/cart-item': ['/api/v4/cart-item'],
  '/cart': ['/cart'],
  '/api/v5/product-detail/:itemNo/recommendations': ['/api/v5/product-detail/1001/recommendations?type=SIMILAR'],
  '/api/v4/keyword/popular': ['/api/v4/keyword/popular'],
  '/api/v4/auto-complete': ['/api/v4/auto-complete?keyword=셔'],
  '/api/v4/search/items': ['/api/v4/search/items?keyword=셔츠'],
  '/api/v4/brands/:frontBrandNo/items': ['/api/v4/brands/16404/items'],
  '/api/v4/categories/items': ['/api/v4/categories/items?category1_code=001'],
  '/api/v4/best-items': ['/api/v4/best-items'],
  // Files and images are nobody's; web-cache deception lives in the not-found page.
  '/assets/*': [],
  // The shop's icons and manifest, the same for everyone, at fixed names (tests/integration/app-view.test.ts).
  '/icons/:file': [],
  '/favicon.ico': [],
  '/apple-touch-icon.png': [],
  '/manifest.webmanifest': [],
  '/images/*': [],
  '*': ['/wcd-1234.css', '/products/1001/x.css', '/nothing/here.js'],
};
const UNWALKED_METHODS = new Set(['POST', 'DELETE', 'PUT', 'PATCH', 'ALL']);

// no-store alone keeps every cache out (healthz answers before the session is read).
const personal = (cc: string | null) => /\bno-store\b/.test(cc ?? '') && !/\bpublic\b/.test(cc ?? '');

describe('cache headers on every route', () => {
  it('the walk covers every GET route of the edge', () => {
    const app = createEdgeApp();
    const routes = new Set(app.routes.filter((r) => !UNWALKED_METHODS.has(r.method)).map((r) => r.path));
    expect([...routes].filter((p) => !(p in GETS))).toEqual([]);
  });

  it('a member is answered private, no-store everywhere, 404 and JSON included', async () => {
    const sf = storefront();
    const jar = await login(sf, 'minor@demo.test', new Jar());
    const shared: string[] = [];
    for (const path of Object.values(GETS).flat()) {
      const res = await browse(sf, jar, path);
      if (!personal(res.headers.get('cache-control'))) shared.push(`${path} ${res.status} ${res.headers.get('cache-control')}`);
      await res.text();
    }
    expect(shared).toEqual([]);
  });

  it('a stale or forged session cookie makes the answer private too', async () => {
    const sf = storefront();
    for (const path of ['/wcd-1234.css', '/products/1001', '/']) {
      // Each time anew: the answer clears the forged cookie, as it should.
      const jar = new Jar();
      jar.values.set('sf_at', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln');
      const res = await browse(sf, jar, path);
      expect(personal(res.headers.get('cache-control')), path).toBe(true);
      await res.text();
    }
  });

  it("the web-cache-deception probe: a member's /wcd-1234.css is private and a visitor's holds no one", async () => {
    const sf = storefront();
    const jar = await login(sf, 'minor@demo.test', new Jar());
    // A member who has browsed before: the first page after login writes the member's other
    // cookies (an answer that sets cookies is no-store anyway); this one must be private for
    // being a member's alone.
    await (await browse(sf, jar, '/')).text();
    const member = await browse(sf, jar, '/wcd-1234.css');
    expect(member.status).toBe(404);
    expect(member.headers.getSetCookie()).toEqual([]);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(await member.text()).toContain('미성년');
    const visitor = await sf.fetch('/wcd-1234.css');
    expect(visitor.status).toBe(404);
    // Its shell still differs by device and cookies (the install banner): no shared cache keeps it.
    expect(visitor.headers.get('cache-control')).toBe('private, no-cache');
    expect(visitor.headers.get('vary')).toContain('User-Agent');
    expect(await visitor.text()).not.toContain('미성년');
  });
});

describe('security headers on every answer', () => {
  it('nosniff on JSON, redirects, pages and 404s; HSTS only on https in production; COOP on pages', async () => {
    const sf = storefront();
    for (const path of ['/healthz', '/api/v4/keyword/popular', '/catalog/1001', '/products/1001', '/wcd-1234.css', '/login/social/nope']) {
      const res = await sf.fetch(path, { redirect: 'manual' });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      await res.text();
    }
    expect((await sf.fetch('/products/1001')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const prod = storefront({ vars: { ENVIRONMENT: 'production' } });
    const https = await prod.fetch('/healthz');
    // The harness serves http://127.0.0.1: no HSTS there even in production.
    expect(https.headers.get('strict-transport-security')).toBeNull();
  });
});

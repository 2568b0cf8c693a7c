import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { Jar, login } from './session-helpers';

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

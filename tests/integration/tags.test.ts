import { describe, expect, it } from 'vitest';
import { createMember } from './origin-auth-helpers';
import { storefront, type Storefront } from './harness';
import { browse, Jar, login } from './session-helpers';
import { payInSandbox } from './pay-helpers';

/**
 * Third-party tags (issue 12 item 3): pages name the configured tags (the origin's sandbox tags
 * in development, only configured ids in production, never a value that is not an id) and print
 * the consent banner's template; the consent endpoint answers from the member's advertising
 * consent or the visitor's one answer; the sandbox tags record what they hear; an order paid
 * after a search-ad entry is marked for the search-ad conversion tag.
 */
const metaTags = (html: string): Array<{ kind: string; id: string; src: string }> => {
  const m = /<meta name="sf-tags" content="([^"]*)"\/>/.exec(html);
  return m ? (JSON.parse(m[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Array<{ kind: string; id: string; src: string }>) : [];
};

const choose = (choice: unknown) => ({ method: 'POST', body: JSON.stringify({ choice }) });

async function consentOf(sf: Storefront, jar: Jar): Promise<{ consent: string; member: boolean }> {
  const res = await browse(sf, jar, '/api/tags/consent');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return (await res.json()) as { consent: string; member: boolean };
}

describe('tags on pages', () => {
  it('names one sandbox tag of each kind in development, with the banner template and the sandbox note', async () => {
    const html = await (await storefront().fetch('/products/1001')).text();
    expect(metaTags(html).map((t) => `${t.kind}:${t.id}`)).toEqual([
      'analytics:sandbox-analytics',
      'abTest:sandbox-abTest',
      'advertising:sandbox-advertising',
      'retargeting:sandbox-retargeting',
      'searchAd:sandbox-searchAd',
      'crm:sandbox-crm',
    ]);
    expect(metaTags(html)[0]!.src).toBe('/sandbox/tags/analytics.js?id=sandbox-analytics');
    expect(html).toContain('<template id="sf-tag-consent">');
    expect(html).toContain('data-tag-choice="granted"');
    expect(html).toContain('샌드박스 태그');
    // The page itself loads no tag: only the entry does, after consent.
    expect(html).not.toContain('/sandbox/tags/analytics.js"');
  });

  it('production names only configured ids, ignores what is not an id (with a warning), and allows the tag origin in the CSP', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const sf = storefront({
        vars: {
          ENVIRONMENT: 'production',
          TAG_SCRIPT_BASE: 'https://tags.example/v1/',
          TAG_ANALYTICS_ID: 'G-AB12CD',
          TAG_ADVERTISING_IDS: 'AW-1, "><script>, px_2',
          TAG_CRM_ID: 'https://evil.test/x.js',
        },
        pageCache: false,
      });
      const res = await sf.fetch('/best-items');
      const html = await res.text();
      expect(metaTags(html)).toEqual([
        { kind: 'analytics', id: 'G-AB12CD', src: 'https://tags.example/v1/analytics.js?id=G-AB12CD' },
        { kind: 'advertising', id: 'AW-1', src: 'https://tags.example/v1/advertising.js?id=AW-1' },
        { kind: 'advertising', id: 'px_2', src: 'https://tags.example/v1/advertising.js?id=px_2' },
      ]);
      expect(html).not.toContain('샌드박스 태그');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/tags\.example;/);
      expect(csp).toContain("connect-src 'self' https://tags.example;");
      expect(warnings.some((w) => w.includes('TAG_ADVERTISING_IDS is not a tag id'))).toBe(true);
      expect(warnings.some((w) => w.includes('TAG_CRM_ID is not a tag id'))).toBe(true);
    } finally {
      console.warn = warn;
    }
  });

  it('inside the app web view names no tag, prints no banner and allows no tag origin: the app asks and tracks itself', async () => {
    const sf = storefront({ vars: { ENVIRONMENT: 'production', TAG_SCRIPT_BASE: 'https://tags.example/v1/', TAG_ANALYTICS_ID: 'G-AB12CD' }, pageCache: false });
    const app = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';
    for (const path of ['/products/1001', '/best-items']) {
      const res = await sf.fetch(path, { headers: { 'user-agent': app } });
      const html = await res.text();
      expect(html, path).not.toContain('sf-tags');
      expect(html, path).not.toContain('sf-tag-consent');
      expect(res.headers.get('content-security-policy') ?? '', path).not.toContain('tags.example');
    }
    // The same page on the mobile web names the tag.
    const web = await (
      await sf.fetch('/best-items', {
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' },
      })
    ).text();
    expect(metaTags(web).map((t) => t.id)).toEqual(['G-AB12CD']);
  });

  it('production without tag settings names none and prints no banner; a base that is not https is refused', async () => {
    const plain = await (await storefront({ vars: { ENVIRONMENT: 'production' }, pageCache: false }).fetch('/best-items')).text();
    expect(plain).not.toContain('sf-tags');
    expect(plain).not.toContain('sf-tag-consent');
    const http = await (await storefront({ vars: { ENVIRONMENT: 'production', TAG_SCRIPT_BASE: 'http://tags.example', TAG_ANALYTICS_ID: 'G-1' }, pageCache: false }).fetch('/best-items')).text();
    expect(http).not.toContain('sf-tags');
    const sf = storefront({ vars: { ENVIRONMENT: 'production' }, pageCache: false });
    expect(await consentOf(sf, new Jar())).toEqual({ consent: 'denied', member: false });
    expect((await sf.fetch('/sandbox/tags/analytics.js?id=sandbox-analytics')).status).toBe(404);
  });
});

describe('/api/tags/consent', () => {
  it('asks a visitor once: the answer is kept a year and decides from then on', async () => {
    const sf = storefront();
    const jar = new Jar();
    expect(await consentOf(sf, jar)).toEqual({ consent: 'ask', member: false });
    const yes = await browse(sf, jar, '/api/tags/consent', choose('granted'));
    expect(yes.status).toBe(200);
    expect(yes.headers.get('cache-control')).toBe('private, no-store');
    expect(yes.headers.get('set-cookie')).toMatch(/^sf_tag_consent=granted;.*Max-Age=31536000/);
    expect(yes.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(await consentOf(sf, jar)).toEqual({ consent: 'granted', member: false });
    await browse(sf, jar, '/api/tags/consent', choose('denied'));
    expect(await consentOf(sf, jar)).toEqual({ consent: 'denied', member: false });
  });

  it('refuses a bad answer, a cross-site post and an oversized body, keeping what was stored', async () => {
    const sf = storefront();
    const jar = new Jar();
    await browse(sf, jar, '/api/tags/consent', choose('granted'));
    for (const body of ['{"choice":"maybe"}', '{"choice":"granted","extra":1}', 'not json', '[]']) {
      const res = await browse(sf, jar, '/api/tags/consent', { method: 'POST', body });
      expect([body, res.status]).toEqual([body, 400]);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const crossSite = await sf.fetch('/api/tags/consent', {
      method: 'POST',
      body: '{"choice":"denied"}',
      headers: { 'content-type': 'application/json', origin: 'https://evil.test', cookie: jar.header() },
    });
    expect(crossSite.status).toBe(403);
    const big = await browse(sf, jar, '/api/tags/consent', { method: 'POST', body: JSON.stringify({ choice: 'denied', pad: 'x'.repeat(4096) }) });
    expect(big.status).toBe(413);
    expect(await consentOf(sf, jar)).toEqual({ consent: 'granted', member: false });
  });

  it("follows a member's advertising consent, never the visitor cookie, and is never asked of a member", async () => {
    const sf = storefront();
    const m = await createMember({ password: 'demo1234!' });
    const jar = await login(sf, m.userId, new Jar());
    await browse(sf, jar, '/api/tags/consent', choose('granted'));
    expect(await consentOf(sf, jar)).toEqual({ consent: 'denied', member: true });
    const on = await browse(sf, jar, '/api/v4/notifications/agreements', { method: 'POST', body: JSON.stringify({ advertisingAgreement: true }) });
    expect(on.status).toBe(200);
    expect(await consentOf(sf, jar)).toEqual({ consent: 'granted', member: true });
    await browse(sf, jar, '/api/v4/notifications/agreements', { method: 'POST', body: JSON.stringify({ advertisingAgreement: false }) });
    expect(await consentOf(sf, jar)).toEqual({ consent: 'denied', member: true });
  });

  it('is "denied" when the upstream cannot say what the member agreed to', async () => {
    const m = await createMember({ password: 'demo1234!' });
    const healthy = storefront();
    const jar = await login(healthy, m.userId, new Jar());
    await browse(healthy, jar, '/api/v4/notifications/agreements', { method: 'POST', body: JSON.stringify({ advertisingAgreement: true }) });
    const { originUpstream } = await import('./harness');
    const origin = originUpstream();
    const broken = storefront({ upstream: (path, init) => (path.startsWith('/api/v4/notifications/agreements') ? Promise.resolve(new Response('{"oops"', { status: 200 })) : origin(path, init)) });
    expect(await consentOf(broken, jar)).toEqual({ consent: 'denied', member: true });
  });
});

describe('sandbox tags', () => {
  it('serve a script per kind that registers with the loader, and record what they hear', async () => {
    const sf = storefront();
    const script = await sf.fetch('/sandbox/tags/search-ad.js?id=sandbox-searchAd');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const body = await script.text();
    expect(body).toContain('window.StorefrontTags.register({ kind, id, send: report })');
    expect(body).toContain('const kind = "searchAd";');
    for (const bad of ['/sandbox/tags/pixel.js?id=a', '/sandbox/tags/searchAd.js?id=a', '/sandbox/tags/analytics.js?id=%22%3E%3Cscript%3E', '/sandbox/tags/analytics.js'])
      expect((await sf.fetch(bad)).status, bad).toBe(404);

    const marker = `https://127.0.0.1:8787/products/1001?hit=${crypto.randomUUID()}`;
    const hit = { kind: 'retargeting', id: 'sandbox-retargeting', event: { name: 'view_item', itemNo: 1001, pageType: 'item_detail', url: marker, at: Date.now() } };
    const posted = await sf.fetch('/sandbox/tags/hits', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(hit) });
    expect(posted.status).toBe(200);
    const bad = await sf.fetch('/sandbox/tags/hits', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...hit, event: { ...hit.event, name: 'steal_cookies' } }),
    });
    expect(bad.status).toBe(400);
    const read = (await (await sf.fetch('/sandbox/tags/hits?kind=retargeting&limit=20')).json()) as { data: { hits: Array<{ kind: string; id: string; event: { url: string; itemNo?: number } }> } };
    expect(read.data.hits.find((h) => h.event.url === marker)).toMatchObject({ kind: 'retargeting', id: 'sandbox-retargeting', event: { itemNo: 1001 } });
  });
});

describe('purchase after payment', () => {
  const purchaseOf = (html: string) => {
    const m = /<meta name="sf-purchase" content="([^"]*)"\/>/.exec(html);
    return m ? (JSON.parse(m[1]!.replaceAll('&quot;', '"')) as { orderNo: string; value: number; searchAd: boolean }) : null;
  };

  async function paidOrder(sf: Storefront, jar: Jar): Promise<{ orderNo: string; back: string }> {
    const res = await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: false }) });
    const orderNo = ((await res.json()) as { data: { orderNo: string } }).data.orderNo;
    const paid = await payInSandbox(sf, jar, orderNo);
    return { orderNo, back: paid.back.headers.get('location') ?? '' };
  }

  it('names the order just paid on the order-complete page only, marked as a search-ad conversion after a search-ad entry', async () => {
    const sf = storefront();
    const m = await createMember({ password: 'demo1234!' });
    const jar = await login(sf, m.userId, new Jar());
    const plain = await paidOrder(sf, jar);
    expect(plain.back).toBe(`/checkout/complete/${plain.orderNo}`);
    const page = await browse(sf, jar, plain.back);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const purchase = purchaseOf(await page.text());
    expect(purchase).toMatchObject({ orderNo: plain.orderNo, searchAd: false });
    expect(purchase!.value).toBeGreaterThan(0);
    // The same order's 주문서 is no purchase.
    expect(purchaseOf(await (await browse(sf, jar, `/checkout?order=${plain.orderNo}`)).text())).toBeNull();

    // A search-ad entry sets the campaign cookie; an order paid while it lasts is the search ad's.
    await browse(sf, jar, '/products/1003?NaPm=ct%3Dabc%7Cci%3Dxyz&n_campaign_type=1');
    expect([...jar.values.keys()].some((k) => /campaign/i.test(k))).toBe(true);
    const fromAd = await paidOrder(sf, jar);
    expect(purchaseOf(await (await browse(sf, jar, fromAd.back)).text())).toMatchObject({ orderNo: fromAd.orderNo, searchAd: true });
  });
});

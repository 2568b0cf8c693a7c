import { afterEach, describe, expect, it, vi } from 'vitest';
import { originUpstream, storefront, type Storefront } from './harness';
import { forgetPromotionWarnings } from '../../edge/context/promotion';

/**
 * Issue 12 item 6 in workerd against the reference origin: the promotion phase of the
 * request's clock drives the banners on the home, listing and item pages, the black `/weeks`
 * landing and the recommendation sheet's weeks flag; the calendar takes more promotions from
 * PROMOTION_CALENDAR; a kept page never shows another phase; production moves no clock.
 */
const TEASING = '2025-08-16T12:00:00+09:00';
const MAIN = '2025-08-20T12:00:00+09:00';
const FINAL = '2025-08-28T12:00:00+09:00';
const AFTER = '2025-08-29T00:00:00+09:00';
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';

const BANNER_PAGES = ['/', '/best-items', '/category/main', '/category/list?category1_code=101', '/search?keyword=%EC%85%94%EC%B8%A0', '/brand/16404', '/products/1001'];

const bannerOf = (html: string) => /data-testid="promotion-banner" data-phase="(\w+)"/.exec(html)?.[1] ?? null;
const heroOf = (html: string) => /data-testid="weeks-hero" data-phase="(\w+)"/.exec(html)?.[1] ?? null;
const themeOf = (html: string) => /<html[^>]*data-theme="(\w+)"/.exec(html)?.[1] ?? null;
const pageCacheOf = (res: Response) => /page-cache;desc="(\w+)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? null;

async function html(sf: Storefront, path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await sf.fetch(path, { headers });
  expect(res.status, path).toBe(200);
  return res.text();
}

async function sheetPayload(sf: Storefront): Promise<{ isWeeksPromotion: boolean }> {
  const page = await html(sf, '/products/1001', { 'user-agent': APP_UA });
  const m = /data-island-props="purchase-1001">([^<]*)<\/script>/.exec(page);
  return (JSON.parse(m![1]!) as { productSheet: { payload: { isWeeksPromotion: boolean } } }).productSheet.payload;
}

afterEach(() => vi.restoreAllMocks());

describe.each([
  ['teasing', TEASING, '위크스 오픈 예정 · 8월 18일 (월) 19:00 시작', '8월 18일 (월) 19:00 오픈', false],
  ['main', MAIN, '위크스 진행 중 · 8월 28일 (목) 23:59까지', '8월 28일 (목) 23:59까지', true],
  ['finalDay', FINAL, '위크스 마지막 날 · 8월 28일 (목) 23:59 종료', '8월 28일 (목) 23:59 종료', true],
])('with STOREFRONT_NOW in the %s phase', (phase, now, bannerText, heroText, weeksFlag) => {
  const sf = storefront({ vars: { STOREFRONT_NOW: now } });

  it('the home, listing and item pages show its banner, linking to /weeks', async () => {
    for (const path of BANNER_PAGES) {
      const page = await html(sf, path);
      expect(bannerOf(page), path).toBe(phase);
      expect(page, path).toContain(bannerText);
      expect(page).toMatch(/<a href="\/weeks"/);
    }
  });

  it('/weeks is the black landing with the phase, its date and the items', async () => {
    const res = await sf.fetch('/weeks');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const page = await res.text();
    expect(themeOf(page)).toBe('black');
    expect(page).toContain('data-page-type="/weeks"');
    expect(heroOf(page)).toBe(phase);
    expect(page).toContain(heroText);
    expect(page).toContain('data-testid="product-grid"');
    expect(bannerOf(page)).toBeNull();
  });

  it(`the recommendation sheet's weeks flag is ${weeksFlag}`, async () => {
    expect((await sheetPayload(sf)).isWeeksPromotion).toBe(weeksFlag);
  });

  it('pages other than home, listing and item show no banner', async () => {
    expect(bannerOf(await html(sf, '/login'))).toBeNull();
    expect(bannerOf(await html(sf, '/list/shop'))).toBeNull();
  });
});

describe('outside every period', () => {
  const sf = storefront({ vars: { STOREFRONT_NOW: AFTER } });

  it('no banner, no weeks flag, and /weeks says so without items, still black', async () => {
    for (const path of ['/', '/best-items', '/products/1001']) expect(bannerOf(await html(sf, path)), path).toBeNull();
    expect((await sheetPayload(sf)).isWeeksPromotion).toBe(false);
    const page = await html(sf, '/weeks');
    expect(themeOf(page)).toBe('black');
    expect(heroOf(page)).toBe('off');
    expect(page).toContain('지금은 위크스 기간이 아니에요.');
    expect(page).not.toContain('data-testid="product-grid"');
  });
});

describe('the period edges through the page cache (sf_now cookie, test environment)', () => {
  it('a kept item page is never served in the next phase: 18:59:59 teasing, 19:00:00 main', async () => {
    const sf = storefront();
    const at = (wall: string) => sf.fetch('/products/1001', { headers: { cookie: `sf_now=${wall}` } });
    const first = await at('2025-08-18T18:59:00+09:00');
    expect(bannerOf(await first.text())).toBe('teasing');
    // The page is kept by work the response hands over; wait for it, as the other cache tests do.
    await sf.settled();
    const kept = await at('2025-08-18T18:59:59.999+09:00');
    expect(pageCacheOf(kept)).toBe('hit');
    expect(bannerOf(await kept.text())).toBe('teasing');
    const next = await at('2025-08-18T19:00:00+09:00');
    expect(pageCacheOf(next)).toBe('miss');
    expect(bannerOf(await next.text())).toBe('main');
    const finalDay = await at('2025-08-27T19:00:00+09:00');
    expect(bannerOf(await finalDay.text())).toBe('finalDay');
    const over = await at('2025-08-29T00:00:00+09:00');
    expect(bannerOf(await over.text())).toBeNull();
  });
});

/** A Seoul minute `yyyy-MM-dd HH:mm`, `days` from now. */
const seoulMinute = (days: number) => new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('PROMOTION_CALENDAR', () => {
  const FEB = {
    id: 'weeks-2026-02',
    teasing: { start: '2026-02-10 10:00', end: '2026-02-12 18:59' },
    main: { start: '2026-02-12 19:00', end: '2026-02-20 18:59' },
    finalDay: { start: '2026-02-20 19:00', end: '2026-02-21 23:59' },
  };

  it('adds a promotion beside the default one', async () => {
    const vars = { PROMOTION_CALENDAR: JSON.stringify([FEB]) };
    const feb = storefront({ vars: { ...vars, STOREFRONT_NOW: '2026-02-20T19:00' } });
    const page = await html(feb, '/');
    expect(bannerOf(page)).toBe('finalDay');
    expect(page).toContain('위크스 마지막 날 · 2월 21일 (토) 23:59 종료');
    expect(bannerOf(await html(storefront({ vars: { ...vars, STOREFRONT_NOW: '2026-02-22T00:00' } }), '/'))).toBeNull();
    expect(bannerOf(await html(storefront({ vars: { ...vars, STOREFRONT_NOW: MAIN } }), '/'))).toBe('main');
  });

  it('an invalid value is ignored with a warning; the default calendar still drives the shop', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sf = storefront({ vars: { PROMOTION_CALENDAR: '[{"id":"broken"}]', STOREFRONT_NOW: MAIN } });
    expect(bannerOf(await html(sf, '/'))).toBe('main');
    expect(heroOf(await html(sf, '/weeks'))).toBe('main');
    expect(warn.mock.calls.some(([m]) => String(m).includes('PROMOTION_CALENDAR ignored'))).toBe(true);
  });

  it('production runs on the real clock: sf_now and STOREFRONT_NOW are ignored', async () => {
    const now = {
      id: 'weeks-now',
      teasing: { start: seoulMinute(-3), end: seoulMinute(-2) },
      main: { start: seoulMinute(-1), end: seoulMinute(1) },
      finalDay: { start: seoulMinute(2), end: seoulMinute(3) },
    };
    const sf = storefront({ vars: { ENVIRONMENT: 'production', PROMOTION_CALENDAR: JSON.stringify([now]), STOREFRONT_NOW: TEASING } });
    const cookie = { cookie: `sf_now=${FINAL}` };
    expect(bannerOf(await html(sf, '/', cookie))).toBe('main');
    expect(heroOf(await html(sf, '/weeks', cookie))).toBe('main');
    const dev = storefront({ vars: { PROMOTION_CALENDAR: JSON.stringify([now]), STOREFRONT_NOW: TEASING } });
    expect(bannerOf(await html(dev, '/', cookie))).toBe('finalDay');
  });
});

describe('promotion periods from the upstream (DECISIONS 12, migration 0038)', () => {
  // The origin seeds weeks-2027-02: main phase 2027-02-10 19:00 – 02-18 18:59 Seoul.
  const IN_SEEDED_MAIN = '2027-02-15T12:00:00+09:00';
  const periodsCalls = (calls: string[]) => calls.filter((p) => p.startsWith('/api/v4/promotion-periods')).length;

  it("the origin serves its seeded periods and the edge's pages show them", async () => {
    const res = await originUpstream()('/api/v4/promotion-periods');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data?: { periods: { id: string }[] }; periods?: { id: string }[] };
    expect((body.data ?? body).periods?.map((p) => p.id)).toContain('weeks-2027-02');
    const sf = storefront({ vars: { STOREFRONT_NOW: IN_SEEDED_MAIN } });
    expect(bannerOf(await html(sf, '/'))).toBe('main');
    expect(heroOf(await html(sf, '/weeks'))).toBe('main');
  });

  it("falls back to the edge's calendar when the call fails: no banner then, the configured period still shown, no page fails", async () => {
    forgetPromotionWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: string[] = [];
    const origin = originUpstream();
    const failing = async (path: string, init?: RequestInit) => {
      calls.push(path);
      return path.startsWith('/api/v4/promotion-periods') ? new Response('{"message":"down"}', { status: 503 }) : origin(path, init);
    };
    const sf = storefront({ upstream: failing, vars: { STOREFRONT_NOW: IN_SEEDED_MAIN } });
    expect(bannerOf(await html(sf, '/'))).toBeNull();
    expect(periodsCalls(calls)).toBeGreaterThan(0);
    expect(warn.mock.calls.some(([m]) => String(m).includes('upstream periods unavailable'))).toBe(true);
    // The edge's own calendar (PROMOTION_CALENDAR) still drives the shop when the upstream is down.
    const edgeOnly = {
      id: 'weeks-2027-02',
      teasing: { start: '2027-02-01 10:00', end: '2027-02-14 18:59' },
      main: { start: '2027-02-14 19:00', end: '2027-02-20 18:59' },
      finalDay: { start: '2027-02-20 19:00', end: '2027-02-21 23:59' },
    };
    const configured = storefront({ upstream: failing, vars: { STOREFRONT_NOW: IN_SEEDED_MAIN, PROMOTION_CALENDAR: JSON.stringify([edgeOnly]) } });
    expect(bannerOf(await html(configured, '/products/1001'))).toBe('main');
  });

  it('falls back when the upstream answers no period or a list that is not a calendar', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const origin = originUpstream();
    const answering = (body: unknown) => async (path: string, init?: RequestInit) => (path.startsWith('/api/v4/promotion-periods') ? Response.json(body) : origin(path, init));
    expect(bannerOf(await html(storefront({ upstream: answering({ periods: [] }), vars: { STOREFRONT_NOW: MAIN } }), '/'))).toBe('main');
    expect(bannerOf(await html(storefront({ upstream: answering({ periods: [{ id: 'x', teasing: 'soon' }] }), vars: { STOREFRONT_NOW: MAIN } }), '/'))).toBe('main');
    expect(bannerOf(await html(storefront({ upstream: answering('not a list'), vars: { STOREFRONT_NOW: MAIN } }), '/'))).toBe('main');
    expect(warn.mock.calls.some(([m]) => String(m).includes('upstream periods ignored'))).toBe(true);
  });

  it("an upstream period replaces the edge's promotion of the same id", async () => {
    const origin = originUpstream();
    const moved = {
      id: 'weeks-2025-08',
      teasing: { start: '2025-08-01 10:00', end: '2025-08-19 18:59' },
      main: { start: '2025-08-19 19:00', end: '2025-08-27 18:59' },
      finalDay: { start: '2025-08-27 19:00', end: '2025-08-28 23:59' },
    };
    const upstream = async (path: string, init?: RequestInit) => (path.startsWith('/api/v4/promotion-periods') ? Response.json({ periods: [moved] }) : origin(path, init));
    // 08-19 12:00 is the default's main phase, the upstream's teasing.
    expect(bannerOf(await html(storefront({ upstream, vars: { STOREFRONT_NOW: '2025-08-19T12:00:00+09:00' } }), '/'))).toBe('teasing');
  });
});

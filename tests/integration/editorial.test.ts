import { afterEach, describe, expect, it, vi } from 'vitest';
import { originUpstream, storefront, type Storefront } from './harness';

/**
 * Issue 31 §4: the upstream's editorial references (origin/routes/editorial.ts, migration 0039)
 * printed where a shopper expects them, the home page's editorial section and under an opened
 * notice, each through its family's link builder (src/content/editorial.ts), so it goes where the
 * link table says; a bad entry is left out, never the page.
 */
const SPLIT = { SITE_ORIGIN: 'https://www.example.com', SHOP_ORIGIN: 'https://store.example.com' };

async function html(sf: Storefront, path: string): Promise<string> {
  const res = await sf.fetch(path);
  expect([path, res.status]).toEqual([path, 200]);
  return res.text();
}

/** The [family, href] pairs printed inside the element with this test id. */
function printed(page: string, testId: string): Array<[string, string]> {
  const start = page.indexOf(`data-testid="${testId}"`);
  if (start < 0) return [];
  const end = page.indexOf(testId === 'home-editorial' ? '</section>' : '</nav>', start);
  return [...page.slice(start, end).matchAll(/<a href="([^"]*)" data-family="([^"]*)"/g)].map((m) => [m[2]!, m[1]!.replaceAll('&amp;', '&')]);
}

async function originAnswer(path: string): Promise<{ status: number; body: { data?: { entries: unknown[] }; entries?: unknown[]; errorCode?: string } }> {
  const res = await originUpstream()(path);
  return { status: res.status, body: (await res.json()) as { data?: { entries: unknown[] }; errorCode?: string } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/v4/editorial (origin)', () => {
  it('answers the home section and the links under a notice, in order, from the seeded rows', async () => {
    const home = await originAnswer('/api/v4/editorial?placement=home');
    expect(home.status).toBe(200);
    const entries = (home.body.data ?? home.body).entries as Array<{ family: string; no: number; title: string }>;
    expect(entries.slice(0, 3)).toEqual([
      { family: 'lookbook', no: 12, title: '가을 룩북', caption: '니트와 코트로 완성하는 계절의 레이어드' },
      { family: 'post', no: 31, title: '오래 입는 니트 고르는 법', caption: '소재와 짜임으로 보는 좋은 니트' },
      { family: 'product', no: 1001, title: '이번 주의 아이템', caption: 'MD가 고른 오늘의 추천' },
    ]);
    expect(entries).toHaveLength(10);
    const notice = await originAnswer('/api/v4/editorial?notice_no=7');
    expect(((notice.body.data ?? notice.body).entries as Array<{ family: string }>).map((e) => e.family)).toEqual(['post', 'showcase', 'brand-news', 'ticket-catalog', 'curator', 'collection']);
    expect((await originAnswer('/api/v4/editorial?notice_no=999')).body.data?.entries).toEqual([]);
  });

  it('refuses a query that names no place, or a malformed one, as 400 INVALID_QUERY', async () => {
    for (const q of ['', '?placement=shop', '?notice_no=abc', '?notice_no=-1', '?placement=home&notice_no=7', `?notice_no=${'9'.repeat(20)}`]) {
      const res = await originAnswer(`/api/v4/editorial${q}`);
      expect([q, res.status, res.body.errorCode]).toEqual([q, 400, 'INVALID_QUERY']);
    }
  });
});

describe('the home page prints the editorial section', () => {
  it('on one origin, only the entries served here (item, brand): no dead end', async () => {
    const page = await html(storefront(), '/');
    expect(printed(page, 'home-editorial')).toEqual([
      ['product', '/products/1001'],
      ['brand', '/brand/16404'],
    ]);
    expect(page).toContain('>에디토리얼</h2>');
  });

  it('with the main site and shop hosts configured, every family on its host', async () => {
    const page = await html(storefront({ vars: SPLIT, pageCache: false }), '/');
    expect(printed(page, 'home-editorial')).toEqual([
      ['lookbook', 'https://www.example.com/lookbook/12'],
      ['post', 'https://www.example.com/post/31'],
      ['product', 'https://store.example.com/products/1001'],
      ['series', 'https://www.example.com/series/4'],
      ['event', 'https://www.example.com/event/8'],
      ['brand', 'https://store.example.com/brand/16404'],
      ['magazine', 'https://www.example.com/magazine/2'],
      ['curator-bridge', 'https://www.example.com/curator/bridge/3'],
      ['special-order', 'https://store.example.com/special-order/5'],
      ['media-feed', 'https://www.example.com/media-feed/7'],
    ]);
  });

  it('leaves out an unknown family or a malformed entry with a log, and the rest still print', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const origin = originUpstream();
    const rigged = async (path: string, init?: RequestInit) => {
      if (!path.startsWith('/api/v4/editorial?placement=home')) return origin(path, init);
      const entries = [
        { family: 'webtoon', no: 3, title: '모르는 종류' },
        { family: 'lookbook', no: 'twelve', title: '번호가 이상한 룩북' },
        { family: 'post', no: 31, title: '<script>alert(1)</script>' },
        { family: 'brand', no: 16404, title: '스페셜 브랜드관' },
      ];
      return Response.json({ result: 'SUCCESS', data: { entries } });
    };
    const page = await html(storefront({ upstream: rigged, vars: SPLIT, pageCache: false }), '/');
    expect(printed(page, 'home-editorial')).toEqual([
      ['post', 'https://www.example.com/post/31'],
      ['brand', 'https://store.example.com/brand/16404'],
    ]);
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const logged = warn.mock.calls.map(([m]) => String(m)).filter((m) => m.startsWith('[editorial] home entry ignored'));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('family');
  });

  it('draws no section, and still the page, when the call fails or answers something else', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const origin = originUpstream();
    for (const answer of [new Response('{"message":"down"}', { status: 503 }), Response.json({ result: 'SUCCESS', data: { entries: 'many' } }), new Response('<html>')]) {
      const rigged = async (path: string, init?: RequestInit) => (path.startsWith('/api/v4/editorial') ? answer.clone() : origin(path, init));
      const page = await html(storefront({ upstream: rigged, pageCache: false }), '/');
      expect(printed(page, 'home-editorial')).toEqual([]);
      expect(page).toContain('data-testid="home-best"');
    }
  });
});

describe('an opened notice prints its related links', () => {
  it('notice 7 with the hosts configured: each family on its host', async () => {
    const page = await html(storefront({ vars: SPLIT, pageCache: false }), '/mypage/cscenter/notice-list?notice_no=7&notice_type=NOTICE');
    expect(printed(page, 'notice-related')).toEqual([
      ['post', 'https://www.example.com/post/40'],
      ['showcase', 'https://www.example.com/showcase/9'],
      ['brand-news', 'https://www.example.com/brand-news/15'],
      ['ticket-catalog', 'https://store.example.com/ticket-catalog/1110'],
      ['curator', 'https://www.example.com/curator/3'],
      ['collection', 'https://www.example.com/collection/6'],
    ]);
  });

  it('on one origin: notice 6 links its item, notice 7 (all elsewhere) prints no list; the list alone asks nothing', async () => {
    const calls: string[] = [];
    const origin = originUpstream();
    const sf = storefront({
      upstream: async (path, init) => {
        calls.push(path);
        return origin(path, init);
      },
      pageCache: false,
    });
    expect(printed(await html(sf, '/mypage/cscenter/notice-list?notice_no=6&notice_type=EVENT'), 'notice-related')).toEqual([['product', '/products/1001']]);
    const seven = await html(sf, '/mypage/cscenter/notice-list?notice_no=7&notice_type=NOTICE');
    expect(seven).not.toContain('data-testid="notice-related"');
    calls.length = 0;
    await html(sf, '/mypage/cscenter/notice-list');
    expect(calls.filter((p) => p.startsWith('/api/v4/editorial'))).toEqual([]);
  });
});

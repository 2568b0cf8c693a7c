import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';
import { createMember } from './origin-auth-helpers';

/**
 * The listing card's heart (issue 29 §3): its no-JS form post (edge/gateway/card-hearts.ts),
 * the member-only like-state call, and the listing HTML that never depends on who asks.
 */
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function member(sf = storefront()) {
  const m = await createMember({ password: 'demo1234!' });
  return { sf, jar: await login(sf, m.userId, new Jar()) };
}

const heart = async (sf: ReturnType<typeof storefront>, jar: Jar, itemNo: number) => {
  const res = await browse(sf, jar, `/api/v4/hearts/states?items=${itemNo}`);
  const body = (await res.json()) as { data: { states: { itemNo: number; liked: boolean; heartCount: number }[] } };
  return body.data.states.find((s) => s.itemNo === itemNo);
};

/** The shared grid: the cards with their hearts, and the island's props. */
function gridOf(html: string): string {
  const grid = /<ul[^>]*data-testid="product-grid"[\s\S]*?<\/ul>/.exec(html)?.[0];
  const props = /<script type="application\/json" data-island-props="[^"]*">[^<]*"hrefTemplate"[^<]*<\/script>/.exec(html)?.[0];
  expect(grid).toBeTruthy();
  expect(props).toBeTruthy();
  return `${grid}${props}`;
}

describe('the card heart form (no JavaScript)', () => {
  it('sends a visitor to log in and back to the card', async () => {
    const sf = storefront();
    const res = await browse(sf, new Jar(), '/api/v4/hearts/form', form({ itemNo: '1001', like: '1', return: '/best-items?sort=new' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/best-items?sort=new#card-heart-1001')}`);
  });

  it("applies a member's like and unlike, agrees with the item page's state, and returns to the card", async () => {
    const { sf, jar } = await member();
    const liked = await browse(sf, jar, '/api/v4/hearts/form', form({ itemNo: '1001', like: '1', return: '/best-items?page=1' }));
    expect(liked.status).toBe(303);
    expect(liked.headers.get('location')).toBe('/best-items?page=1#card-heart-1001');
    expect((await heart(sf, jar, 1001))?.liked).toBe(true);
    // The item page reads the same state.
    expect(await (await browse(sf, jar, '/products/1001')).text()).toMatch(/aria-pressed="true"[^>]*aria-label="[^"]*좋아요"/);
    const unliked = await browse(sf, jar, '/api/v4/hearts/form', form({ itemNo: '1001', like: '0', return: '/best-items' }));
    expect(unliked.status).toBe(303);
    expect((await heart(sf, jar, 1001))?.liked).toBe(false);
  });

  it('returns only to our own origin', async () => {
    const { sf, jar } = await member();
    for (const back of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
      const res = await browse(sf, jar, '/api/v4/hearts/form', form({ itemNo: '1002', like: '1', return: back }));
      expect(res.headers.get('location'), back).toBe('/#card-heart-1002');
    }
  });

  it('refuses a cross-site post and a malformed one', async () => {
    const { sf, jar } = await member();
    // browse() would name our origin: the other site's form, sent with the member's cookie.
    const cross = await sf.fetch('/api/v4/hearts/form', {
      ...form({ itemNo: '1001', like: '1', return: '/' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test', cookie: jar.header() },
      redirect: 'manual',
    });
    expect(cross.status).toBe(403);
    expect((await heart(sf, jar, 1001))?.liked).toBe(false);
    for (const fields of [{ itemNo: 'abc', like: '1' }, { itemNo: '1001', like: 'maybe' }, {}] as Record<string, string>[]) {
      expect((await browse(sf, jar, '/api/v4/hearts/form', form(fields))).status).toBe(400);
    }
  });

  it('twenty posts at once leave one like', async () => {
    const { sf, jar } = await member();
    const before = (await heart(sf, jar, 1003))?.heartCount ?? 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => browse(sf, jar, '/api/v4/hearts/form', form({ itemNo: '1003', like: '1', return: '/' }))));
    expect(answers.every((r) => r.status === 303 || r.status === 429)).toBe(true);
    expect(await heart(sf, jar, 1003)).toMatchObject({ liked: true, heartCount: before + 1 });
  });
});

describe('the like-state call', () => {
  it('refuses visitors and bad lists; answers a member privately', async () => {
    const sf = storefront();
    expect((await sf.fetch('/api/v4/hearts/states?items=1001')).status).toBe(401);
    const { jar } = await member(sf);
    for (const q of ['', '?items=', '?items=abc', `?items=${Array.from({ length: 61 }, (_, i) => i + 1).join(',')}`]) {
      expect((await browse(sf, jar, `/api/v4/hearts/states${q}`)).status, q).toBe(400);
    }
    const res = await browse(sf, jar, '/api/v4/hearts/states?items=1001,1002');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const body = (await res.json()) as { data: { states: { itemNo: number; liked: boolean }[] } };
    expect(body.data.states.map((s) => [s.itemNo, s.liked])).toEqual([
      [1001, false],
      [1002, false],
    ]);
  });
});

describe('the listing HTML holds no one', () => {
  it("is the same grid for two members and a visitor, a member's like included", async () => {
    const sf = storefront();
    const a = await member(sf);
    const b = await member(sf);
    expect((await browse(sf, a.jar, '/api/v4/hearts/form', form({ itemNo: '1021', like: '1', return: '/best-items' }))).status).toBe(303);
    expect((await heart(sf, a.jar, 1021))?.liked).toBe(true);
    const visitor = await (await sf.fetch('/best-items')).text();
    const grids = [gridOf(visitor), gridOf(await (await browse(sf, a.jar, '/best-items')).text()), gridOf(await (await browse(sf, b.jar, '/best-items')).text())];
    expect(grids[0]?.includes('data-card-heart="1021"')).toBe(true);
    // Compared as booleans: a failure must not print three listing pages.
    expect(grids[1] === grids[0]).toBe(true);
    expect(grids[2] === grids[0]).toBe(true);
    // A visitor after the member (the page cache's copy, if any) shows no heart pressed.
    const again = await (await sf.fetch('/best-items')).text();
    expect(again.includes('aria-pressed="true"')).toBe(false);
    expect(gridOf(again) === grids[0]).toBe(true);
  });
});

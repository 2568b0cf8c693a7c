import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../edge/app';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { AdTrackingPostSchema } from '../../schemas/ad-tracking';
import { createMember, DB } from './origin-auth-helpers';
import { FLAGS_KEY, originUpstream } from './harness';
import { browse, Jar, login, PASSWORD, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * The ad-tracking post (issue 12 item 4, spec 7): a member's item events from a phone reach the
 * provider (the origin's sandbox here) once each, priced by the upstream, only with advertising
 * consent, an id and an OS version; never for visitors, desktops or page views. Each fetch waits
 * for the work done after its answer, so "nothing was sent" is known, not hoped.
 */
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const APP_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 StorefrontApp/Android/5.4.0(540)';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function settledStorefront(vars: Record<string, string> = {}, upstream: UpstreamFetch = originUpstream()) {
  const edge = createEdgeApp({ upstream });
  return {
    async fetch(path: string, init?: RequestInit) {
      const ctx = createExecutionContext();
      const res = await edge.fetch(new Request(`http://127.0.0.1:8787${path}`, init), { FLAGS_KEY, ENVIRONMENT: 'test', ...vars }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    },
  };
}

const batch = (events: unknown[], ua: string): RequestInit => ({
  method: 'POST',
  body: JSON.stringify({ events }),
  headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, 'user-agent': ua },
});
const at = Date.now();
const itemEvents = [
  { name: 'page_view', path: '/products/1001', at },
  { name: 'view_item', path: '/products/1001', at, itemNo: 1001 },
  { name: 'add_to_cart', path: '/products/1001', at: at + 1, itemNo: 1001, params: { qty: 2 } },
  { name: 'search', path: '/search?keyword=x', at, params: { keyword: 'x' } },
];

const postsFor = async (userNo: number) =>
  (await DB.prepare('SELECT payload FROM sandbox_ad_posts WHERE user_id = ? ORDER BY post_no').bind(String(userNo)).all<{ payload: string }>()).results.map((r) =>
    AdTrackingPostSchema.parse(JSON.parse(r.payload)),
  );

async function member(sf: ReturnType<typeof settledStorefront>, consent: boolean) {
  const m = await createMember({ password: PASSWORD });
  const jar = await login(sf, m.userId, new Jar());
  const set = await browse(sf, jar, '/api/v4/notifications/agreements', {
    method: 'POST',
    body: JSON.stringify({ advertisingAgreement: consent }),
    headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
  });
  expect(set.status).toBe(200);
  return { ...m, jar };
}

describe('ad-tracking post', () => {
  it("sends a consenting member's item events from a phone, once each, priced by the upstream", async () => {
    const sf = settledStorefront();
    const m = await member(sf, true);
    expect((await browse(sf, m.jar, '/collect', batch(itemEvents, IPHONE))).status).toBe(202);
    const detail = (await (await originUpstream()('/api/v5/product-detail/1001')).json()) as { data?: { sellPrice: number }; sellPrice?: number };
    const price = detail.data?.sellPrice ?? detail.sellPrice;
    const posts = await postsFor(m.userNo);
    expect(posts).toEqual([
      {
        eventType: 'VIEW_ITEM',
        channelType: 'SITE',
        userId: String(m.userNo),
        device: { os: 'ios', osv: '17.4' },
        timestamp: String(at),
        items: [{ id: '1001', quantity: 1, price: { amount: price, currency: 'KRW' } }],
        pageId: 'item_detail',
      },
      {
        eventType: 'ADD_TO_CART',
        channelType: 'SITE',
        userId: String(m.userNo),
        device: { os: 'ios', osv: '17.4' },
        timestamp: String(at + 1),
        items: [{ id: '1001', quantity: 2, price: { amount: price, currency: 'KRW' } }],
        pageId: 'item_detail',
      },
    ]);
    // The e-mail that is the member's login id never reaches the ad network.
    expect(JSON.stringify(posts)).not.toContain(m.userId);

    const app = await member(sf, true);
    await browse(sf, app.jar, '/collect', batch([itemEvents[1]], APP_ANDROID));
    expect(await postsFor(app.userNo)).toMatchObject([{ eventType: 'VIEW_ITEM', channelType: 'APP', device: { os: 'android', osv: '14' } }]);
  });

  it('sends nothing without consent, from a desktop, for a visitor, or in production without a provider', async () => {
    const sf = settledStorefront();
    const refused = await member(sf, false);
    expect((await browse(sf, refused.jar, '/collect', batch(itemEvents, IPHONE))).status).toBe(202);
    expect(await postsFor(refused.userNo)).toEqual([]);

    const desk = await member(sf, true);
    await browse(sf, desk.jar, '/collect', batch(itemEvents, DESKTOP));
    expect(await postsFor(desk.userNo)).toEqual([]);

    const before = (await DB.prepare('SELECT COUNT(*) AS n FROM sandbox_ad_posts').first<{ n: number }>())!.n;
    expect((await sf.fetch('/collect', batch(itemEvents, IPHONE))).status).toBe(202);
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM sandbox_ad_posts').first<{ n: number }>())!.n).toBe(before);

    const prod = settledStorefront({ ENVIRONMENT: 'production' });
    const quiet = await member(sf, true);
    await browse(prod, quiet.jar, '/collect', batch(itemEvents, IPHONE));
    expect(await postsFor(quiet.userNo)).toEqual([]);
  });

  it('costs the browser nothing when the provider fails', async () => {
    const origin = originUpstream();
    const sf = settledStorefront({}, (path, init) => (path.startsWith('/sandbox/ad-tracking') ? Promise.resolve(new Response('down', { status: 503 })) : origin(path, init)));
    const m = await member(sf, true);
    const res = await browse(sf, m.jar, '/collect', batch(itemEvents, IPHONE));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 4, rejected: 0 });
    expect(await postsFor(m.userNo)).toEqual([]);
  });
});

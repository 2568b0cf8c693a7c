import { describe, expect, it } from 'vitest';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { DB } from './origin-auth-helpers';
import { originUpstream, storefront } from './harness';
import { browse, Jar, login, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * `POST /collect` (issue 12 item 2): each event of a batch is checked on its own, named by the
 * device of the request, enriched with page type, tracking id, grade and campaign, and stored
 * upstream after the answer; bad input is a 400 or 413, never a 5xx, and an upstream that fails
 * costs the browser nothing. `/_ops/events` shows the latest in development only.
 */
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const post = (events: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: typeof events === 'string' ? events : JSON.stringify({ events }),
  headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, 'user-agent': DESKTOP_UA, ...headers },
});
const event = (over: Record<string, unknown> = {}) => ({ name: 'page_view', path: '/products/1001', at: Date.now(), ...over });

type Row = { name: string; event_name: string; item_no: number | null; page_type: string; device: string; tracking_id: string; payload: string };

/** The stored rows whose payload carries `marker`, once the background forward has stored `n` of them. */
async function stored(marker: string, n: number): Promise<Row[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { results } = await DB.prepare('SELECT name, event_name, item_no, page_type, device, tracking_id, payload FROM tracked_events WHERE payload LIKE ? ORDER BY event_no')
      .bind(`%${marker}%`)
      .all<Row>();
    if (results.length >= n) return results;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${n} events stored for ${marker}`);
}

describe('/collect', () => {
  it('keeps the good events of a batch, drops and counts the bad ones, names them by device and gives a visitor a first-party id', async () => {
    const sf = storefront();
    const marker = `m${Date.now().toString(36)}`;
    const res = await sf.fetch(
      '/collect',
      post(
        [
          event({ params: { marker } }),
          event({ name: 'like_item', itemNo: 1001, path: `/products/1001?utm_campaign=fall&utm_source=naver`, params: { marker } }),
          event({ name: 'no_such_event', params: { marker } }),
          event({ name: 'like_item', itemNo: 'abc', params: { marker } }),
          event({ path: 'https://evil.example/x', params: { marker } }),
          'not an event',
        ],
        { 'user-agent': MOBILE_UA },
      ),
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 2, rejected: 4 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sf_vid='));
    expect(cookie).toMatch(/^sf_vid=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; SameSite=Lax; Secure; HttpOnly$/);
    const visitor = /^sf_vid=([^;]+)/.exec(cookie!)![1];

    const rows = await stored(marker, 2);
    expect(rows.map((r) => [r.name, r.event_name, r.item_no, r.page_type, r.device, r.tracking_id])).toEqual([
      ['page_view', 'mw_page_view', null, 'item_detail', 'mobileWeb', visitor],
      ['like_item', 'mw_like_item', 1001, 'item_detail', 'mobileWeb', visitor],
    ]);
    expect(JSON.parse(rows[1]!.payload)).toMatchObject({ trackingKind: 'visitor', campaign: { utmCampaign: 'fall', utmSource: 'naver', utmMedium: null } });

    // The same visitor keeps the id; a desktop browser's events are pc_ ones.
    const again = await sf.fetch('/collect', post([event({ params: { marker: `${marker}b` } })], { cookie: `sf_vid=${visitor}` }));
    expect(again.headers.getSetCookie().some((c) => c.startsWith('sf_vid='))).toBe(false);
    expect((await stored(`${marker}b`, 1))[0]).toMatchObject({ event_name: 'pc_page_view', tracking_id: visitor });
  });

  it('tracks a member by their id, with their grade', async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const marker = `u${Date.now().toString(36)}`;
    const res = await browse(sf, jar, '/collect', post([event({ params: { marker } })]));
    expect(res.status).toBe(202);
    const [row] = await stored(marker, 1);
    expect(row).toMatchObject({ tracking_id: 'adult@demo.test' });
    expect(JSON.parse(row!.payload)).toMatchObject({ trackingKind: 'user', grade: expect.any(Number) });
  });

  it('refuses malformed, empty, too long, oversized and cross-site batches without a 5xx', async () => {
    const sf = storefront();
    expect((await sf.fetch('/collect', post('{not json'))).status).toBe(400);
    expect((await sf.fetch('/collect', post([]))).status).toBe(400);
    expect((await sf.fetch('/collect', post({ events: 'x' }))).status).toBe(400);
    expect((await sf.fetch('/collect', post(Array.from({ length: 51 }, () => event())))).status).toBe(400);
    expect((await sf.fetch('/collect', post([event({ params: { big: 'x'.repeat(70_000) } })]))).status).toBe(413);
    expect((await sf.fetch('/collect', post([event()], { origin: 'https://evil.example' }))).status).toBe(403);
  });

  it('answers the browser at once even when the upstream fails', async () => {
    const failing: UpstreamFetch = async (path, init) => (path.startsWith('/api/v4/events') ? new Response('down', { status: 503 }) : originUpstream()(path, init));
    const res = await storefront({ upstream: failing }).fetch('/collect', post([event()]));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 1, rejected: 0 });
  });

  it('shows the latest events to operators in development only', async () => {
    const sf = storefront();
    const marker = `o${Date.now().toString(36)}`;
    await sf.fetch('/collect', post([event({ name: 'view_item', itemNo: 1001, params: { marker } })]));
    await stored(marker, 1);
    const res = await sf.fetch('/_ops/events?limit=5');
    expect(res.status).toBe(200);
    const latest = (await res.json()) as Array<Record<string, unknown>>;
    expect(latest.length).toBeLessThanOrEqual(5);
    expect(latest[0]).toMatchObject({ name: 'view_item', eventName: 'pc_view_item', itemNo: 1001, pageType: 'item_detail', device: 'desktop', trackingId: expect.any(String), at: expect.any(Number) });
    expect((await sf.fetch('/_ops/events?limit=abc')).status).toBe(200);
    expect((await storefront({ vars: { ENVIRONMENT: 'production' } }).fetch('/_ops/events')).status).toBe(404);
  });
});

/**
 * The ad-tracking post (spec 7; issue 12 item 4), sent by `/collect` after it has answered: for a
 * member's item events on iOS or Android (browser or app web view) whose advertising consent is
 * on, one post per event to the configured provider (edge/context/providers.ts). The price is the
 * upstream's, never the browser's. A failure is logged once per batch and costs the shopper
 * nothing; nothing is sent for visitors, desktops, unknown OS versions or without consent.
 */
import type { Context } from 'hono';
import type { StoredEvent } from '../../schemas/tracking';
import { adTrackingPost, isAdEvent } from '../../src/tracking/ad-tracking';
import type { AppEnv } from '../app-env';
import { adTrackingEndpoint } from '../context/providers';
import { contextOf } from '../context/request-context';
import { postAdTracking } from '../upstream/ad-tracking';
import { getNotificationAgreements } from '../upstream/agreements';
import { getItemDetail } from '../upstream/catalog';
import type { UpstreamDeps } from '../upstream/request';
import { upstreamDeps } from '../upstream-deps';

/** Transport to the provider: its own URL, or the upstream (where the sandbox lives). */
function providerDeps(upstream: UpstreamDeps, endpoint: NonNullable<ReturnType<typeof adTrackingEndpoint>>): { deps: UpstreamDeps; path: string } {
  // No request signal: this runs after the answer went out, when the request is over.
  if (endpoint.kind === 'sandbox') return { deps: { fetch: upstream.fetch, timeouts: upstream.timeouts }, path: endpoint.path };
  const url = new URL(endpoint.url);
  return { deps: { fetch: (path, init) => fetch(new URL(path, url.origin), init), timeouts: upstream.timeouts }, path: url.pathname + url.search };
}

export async function sendAdTracking(c: Context<AppEnv>, events: readonly StoredEvent[]): Promise<number> {
  const { member, device } = contextOf(c);
  const ads = events.filter((e) => isAdEvent(e.name));
  if (!member || ads.length === 0 || !device.osVersion || (device.platform !== 'ios' && device.platform !== 'android')) return 0;
  const endpoint = adTrackingEndpoint(c.env);
  if (!endpoint) return 0;
  const upstream = { ...upstreamDeps(c), signal: undefined };
  const consent = await getNotificationAgreements(upstream, { token: member.accessToken }).then(
    (a) => a.advertisingAgreement,
    () => false,
  );
  if (!consent) return 0;
  const itemNos = [...new Set(ads.flatMap((e) => (e.itemNo === undefined ? [] : [e.itemNo])))];
  const prices = new Map(
    await Promise.all(
      itemNos.map(
        async (itemNo) =>
          [
            itemNo,
            await getItemDetail(upstream, { itemNo }).then(
              (d) => d.sellPrice,
              () => null,
            ),
          ] as const,
      ),
    ),
  );
  // A pseudonymous id: the member number, never the e-mail that is the member's login id.
  const userId = String(member.userNo);
  const posts = ads.flatMap((event) => {
    const post = adTrackingPost({ event, userId, device, advertisingConsent: consent, unitPrice: event.itemNo === undefined ? null : (prices.get(event.itemNo) ?? null) });
    return post ? [post] : [];
  });
  const { deps, path } = providerDeps(upstream, endpoint);
  const sent = await Promise.allSettled(posts.map((post) => postAdTracking(deps, { path, post })));
  const failed = sent.filter((r) => r.status === 'rejected').length;
  if (failed > 0) console.warn('[ad-tracking] provider did not take', failed, 'of', posts.length, 'posts');
  return posts.length - failed;
}

/**
 * `POST /collect` (issue 12 item 2): the browser's tracking batches (src/tracking/beacon.ts).
 * Each event is checked on its own (a bad one is dropped and counted, the rest kept), named by
 * the device this request comes from, and given what only the edge knows: the page type of its
 * path, the tracking id (spec 6: the member's id, else a first-party visitor id), the grade and
 * the campaign. The answer (202) never waits for the upstream, which gets the batch afterwards;
 * an upstream failure is logged, never answered as a 5xx. Same-site only; rate limited per
 * visitor (edge/app.ts); its body bounded (rules/body-limits.ts). A member's item events on a
 * phone also go to the ad-tracking provider (./ad-tracking.ts).
 *
 * `GET /_ops/events?limit=N` (development only): the latest stored events, newest first.
 */
import { Hono, type Context } from 'hono';
import { isDevelopment } from '../../rules/environment';
import { CollectBatchSchema, BrowserEventSchema, type BrowserEvent, type StoredEvent } from '../../schemas/tracking';
import { pageTypeFor } from '../../src/navigation/page-type';
import { cookieDescriptor, serializeCookie } from '../../src/storage/cookie';
import { eventName } from '../../src/tracking/events';
import { trackingId } from '../../src/tracking/ids';
import type { AppEnv } from '../app-env';
import { cookiesOf } from '../context/cookies';
import { contextOf, type RequestContext } from '../context/request-context';
import { gradeFromCookie } from '../context/session';
import { getLatestEvents, postEvents } from '../upstream/events';
import { upstreamDeps } from '../upstream-deps';
import { waitUntilOf } from '../waituntil';
import { jsonBody } from './json-body';
import { sendAdTracking } from './ad-tracking';
import { relay } from './respond';
import { notFoundResponse } from '../pages/errors';

export const gatewayCollect = new Hono<AppEnv>();

export const VISITOR_COOKIE = 'sf_vid';
const VISITOR_MAX_AGE = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[0-9a-f-]{36}$/;

const text = (params: URLSearchParams, name: string): string | null => params.get(name)?.trim().slice(0, 100) || null;

/** The event as stored: named by device, with the page type, who, grade and campaign. */
export function enrich(event: BrowserEvent, context: RequestContext, visitorId: string, grade: number | null): StoredEvent {
  const device = context.device.kind;
  const url = new URL(event.path, 'http://page.invalid');
  // Spec 6's rule; the app-instance id reaches only the app's own analytics, so the web view too
  // falls back to the first-party visitor id here.
  const who = trackingId({ userId: context.member?.userId ?? null, device }) ?? { kind: 'visitor' as const, id: visitorId };
  return {
    ...event,
    eventName: eventName(event.name, device),
    device,
    pageType: pageTypeFor(url.pathname, url.searchParams),
    trackingId: who.id,
    trackingKind: who.kind,
    grade: context.member?.grade ?? grade,
    campaign: {
      utmSource: text(url.searchParams, 'utm_source'),
      utmMedium: text(url.searchParams, 'utm_medium'),
      utmCampaign: text(url.searchParams, 'utm_campaign'),
      searchAd: context.campaign.active?.naPm ?? null,
    },
  };
}

/**
 * An event the server itself sees happen, stored like a browser's (issue 12 item 1): a login is
 * a form post the server answers, so no page is left to send it. The member it names is the
 * tracking id (spec 6). Best effort, after the answer: a failure is logged, never the login's.
 */
export function recordServerEvent(c: Context<AppEnv>, event: BrowserEvent, userId: string): void {
  const context = contextOf(c);
  const stored: StoredEvent = { ...enrich(event, context, '', null), trackingId: userId, trackingKind: 'user' };
  const sent = postEvents(upstreamDeps(c), { events: [stored] }).catch((error: unknown) => {
    console.warn('[collect] upstream did not take a server event', error instanceof Error ? error.message : String(error));
  });
  const waitUntil = waitUntilOf(c);
  if (waitUntil) waitUntil(sent);
}

gatewayCollect.post('/collect', jsonBody(CollectBatchSchema), async (c) => {
  const context = contextOf(c);
  const cookies = cookiesOf(c);
  const known = cookies[VISITOR_COOKIE];
  const visitorId = known && VISITOR_ID.test(known) ? known : crypto.randomUUID();
  const grade = gradeFromCookie(cookies.sf_grade ?? null) ?? null;
  const events: StoredEvent[] = [];
  let rejected = 0;
  for (const raw of c.req.valid('json').events) {
    const event = BrowserEventSchema.safeParse(raw);
    if (event.success) events.push(enrich(event.data, context, visitorId, grade));
    else rejected += 1;
  }
  if (events.length > 0) {
    const stored = postEvents(upstreamDeps(c), { events }).catch((error: unknown) => {
      console.warn('[collect] upstream did not take the batch', error instanceof Error ? error.message : String(error));
    });
    const advertised = sendAdTracking(c, events).catch((error: unknown) => {
      console.warn('[collect] ad tracking failed', error instanceof Error ? error.message : String(error));
    });
    const sent = Promise.all([stored, advertised]);
    const waitUntil = waitUntilOf(c);
    if (waitUntil) waitUntil(sent);
    else await sent;
  }
  const res = c.json({ accepted: events.length, rejected }, 202, { 'Cache-Control': 'no-store' });
  if (known !== visitorId) res.headers.append('Set-Cookie', serializeCookie(cookieDescriptor(VISITOR_COOKIE, visitorId, { maxAge: VISITOR_MAX_AGE, httpOnly: true })));
  return res;
});

gatewayCollect.get('/_ops/events', async (c: Context<AppEnv>) => {
  if (!isDevelopment(c.env?.ENVIRONMENT)) return notFoundResponse(c);
  const raw = Number(c.req.query('limit') ?? '50');
  const limit = Number.isInteger(raw) && raw > 0 ? Math.min(raw, 500) : 50;
  try {
    return c.json((await getLatestEvents(upstreamDeps(c), { limit })).events, 200, { 'Cache-Control': 'no-store' });
  } catch (error) {
    return relay(c, Promise.reject(error));
  }
});

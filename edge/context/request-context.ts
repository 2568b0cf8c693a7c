/**
 * The request context, decided once (ARCHITECTURE rule 3). The middleware in edge/context
 * resolve device, clock, member, flags and campaign in order; `requestContext()` runs last and
 * puts them, with the URL, the cookie jar, the hosts and the link builder's `at`, into one
 * typed object. Pages, loaders, the page cache and render read `contextOf(c)` and nothing else.
 *
 *     app.use('*', device(), clock(), session(), flags(), campaign(), preview(), requestContext());
 *     app.get('/x', (c) => c.text(contextOf(c).member?.name ?? 'visitor'));
 *
 * A middleware that did not run is a developer error, never a silent default: there is no
 * second clock, no rebuilt campaign. `requestContext()` and `contextOf(c)` throw
 * `ContextNotFoundError` (code CONTEXT_NOT_FOUND, spec 8's style) naming what is missing.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAppBannerDismissed } from '../../src/storage/app-banner';
import { promotionAt } from '../../src/promotion/periods';
import { pageUrl, type PageQuery } from '../../src/navigation/url';
import type { AppEnv } from '../app-env';
import type { RenderInputs } from '../render/render-inputs';
import { cookiesOf } from './cookies';
import { shopIdentityOf } from './shop';
import { hostsOf } from './hosts';
import { surveyScript, tagSetup } from './providers';
import { calendarFrom, calendarWithUpstream } from './promotion';
import { getPromotionPeriods } from '../upstream/promotion-periods';
import { upstreamDeps } from '../upstream-deps';
import type { RequestContext } from './vars';

export type { RequestContext } from './vars';

export const CONTEXT_NOT_FOUND = 'CONTEXT_NOT_FOUND';

/** A context middleware did not run before its reader: a wiring mistake in edge/app.ts. */
export class ContextNotFoundError extends Error {
  readonly code = CONTEXT_NOT_FOUND;
  constructor(readonly missing: string) {
    super(`${CONTEXT_NOT_FOUND}: ${missing} did not run before this request was read; mount it in edge/app.ts`);
    this.name = 'ContextNotFoundError';
  }
}

// `c.get`, not `c.var`: Hono copies every variable into a new object on each `c.var` read.
function required<K extends 'device' | 'now' | 'flags' | 'member' | 'campaign' | 'preview' | 'siteOrigin'>(c: Context<AppEnv>, key: K, middleware: string): AppEnv['Variables'][K] {
  const value = c.get(key);
  if (value === undefined) throw new ContextNotFoundError(middleware);
  return value;
}

/** Assembles the context from what the middleware before it resolved. */
export function requestContext() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const hosts = hostsOf(c);
    const device = required(c, 'device', 'device()');
    const now = required(c, 'now', 'clock()');
    const edgeCalendar = calendarFrom(c.env?.PROMOTION_CALENDAR);
    // Only a read draws the promotion (banner, landing, flags); a write has no use for the call.
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
    const calendar = reads ? await calendarWithUpstream(edgeCalendar, () => getPromotionPeriods(upstreamDeps(c))) : edgeCalendar;
    const context: RequestContext = Object.freeze({
      url,
      cookies: cookiesOf(c),
      hosts,
      at: Object.freeze({ hosts, currentOrigin: url.origin }),
      siteOrigin: required(c, 'siteOrigin', 'the app middleware setting siteOrigin'),
      environment: c.env?.ENVIRONMENT,
      device,
      inAppWebView: device.kind === 'appWebView',
      now,
      promotion: promotionAt(now, calendar),
      surveyScript: surveyScript(c.env),
      // Inside the app's web view the app asks for tracking consent and its own SDK hears the
      // events through the bridge: web tags there would count every visit twice and ask a second
      // time, in a web banner, what the app already asked.
      tags: device.kind === 'appWebView' ? null : tagSetup(c.env),
      flags: required(c, 'flags', 'flags()'),
      member: required(c, 'member', 'session()'),
      campaign: required(c, 'campaign', 'campaign()'),
      preview: required(c, 'preview', 'preview()'),
      shop: shopIdentityOf(c.env).identity,
    });
    c.set('request', context);
    await next();
  });
}

/** This request's context; throws ContextNotFoundError when `requestContext()` did not run. */
export function contextOf(c: Context<AppEnv>): RequestContext {
  const context = c.get('request');
  if (!context) throw new ContextNotFoundError('requestContext()');
  return context;
}

/**
 * Every request input a visitor's page HTML depends on (edge/render/render-inputs.ts says why one
 * object). `query` names the parameters the page reads; its URL keeps only those (`pageUrl`).
 */
export function renderInputsOf(context: RequestContext, query: PageQuery = 'all'): RenderInputs {
  return {
    url: pageUrl(context.url, query),
    device: context.device,
    flags: context.flags,
    siteOrigin: context.siteOrigin,
    hosts: context.hosts,
    environment: context.environment,
    appBannerDismissed: isAppBannerDismissed(context.cookies),
    nudgeHidden: context.campaign.nudgeHidden,
    now: context.now,
    promotion: context.promotion,
    surveyScript: context.surveyScript,
    tags: context.tags,
    preview: context.preview,
    shop: context.shop,
  };
}

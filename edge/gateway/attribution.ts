/**
 * Attribution links on the storefront's origin (spec 3.8, 7, 8; issue 12 item 5).
 *
 * `POST /api/v4/attribution-link`: the share button asks for a short link. The parameters are checked
 * (schemas/attribution.ts); the web landing page must be one of ours (`af_web_dp` on this origin or
 * a configured host), so nobody mints a link in the shop's name that lands elsewhere. Visitors may
 * ask (sharing needs no login); a member's token goes along (spec 7: credentials included).
 * Same-site, body-limited, rate limited (edge/app.ts).
 *
 * `GET /app-link?from=<path>`: the app-install banner's 앱으로 보기, a plain link so it works on
 * the first tap and without JavaScript. It answers a redirect to the page's attribution link;
 * when the call fails (spec 8), to the static link on the configured OneLink base, or, with none,
 * to the app store. Its only targets are the upstream's link, that base and the store: `from` is
 * a path on this origin and never a target. Never cached, never indexed, rate limited.
 */
import { Hono } from 'hono';
import { ATTRIBUTION_NO_LINK_MESSAGE } from '../../rules/attribution';
import { safeReturnTo } from '../../rules/return-to';
import { AttributionLinkParamsSchema } from '../../schemas/attribution';
import { appStoreLink } from '../../src/device/app-version';
import { appStoreLinks } from '../../src/shop/identity';
import { attributionParams, staticAttributionLink } from '../../src/navigation/attribution-link';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import { onelinkBase } from '../context/providers';
import { contextOf } from '../context/request-context';
import { createAttributionLink } from '../upstream/attribution';
import { refusalOf } from '../upstream/errors';
import { upstreamDeps } from '../upstream-deps';
import { jsonBody } from './json-body';
import { fail, relay } from './respond';

export const gatewayAttribution = new Hono<AppEnv>();

gatewayAttribution.post('/api/v4/attribution-link', jsonBody(AttributionLinkParamsSchema), async (c) => {
  const params = c.req.valid('json');
  const { url, hosts, member } = contextOf(c);
  const ours = new Set([url.origin, hosts.siteOrigin, hosts.shopOrigin, hosts.mypageOrigin]);
  if (params.af_web_dp && !ours.has(new URL(params.af_web_dp).origin)) {
    return fail(c, 400, 'INVALID_REQUEST', ko.body.invalid, 'af_web_dp must be a page of this shop', 'af_web_dp');
  }
  return relay(c, createAttributionLink(upstreamDeps(c), { params, ...(member ? { token: member.accessToken } : {}) }));
});

gatewayAttribution.get('/app-link', async (c) => {
  const { url, device, member, shop } = contextOf(c);
  const page = new URL(safeReturnTo(c.req.query('from')), url.origin);
  const params = AttributionLinkParamsSchema.parse(attributionParams('appBanner', page));
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  try {
    const { link } = await createAttributionLink(upstreamDeps(c), { params, ...(member ? { token: member.accessToken } : {}) });
    return c.redirect(link, 302);
  } catch (error) {
    console.warn('[attribution] banner link failed:', refusalOf(error).serverMessage ?? ATTRIBUTION_NO_LINK_MESSAGE);
    const base = onelinkBase(c.env, url.origin);
    return c.redirect(base ? staticAttributionLink(base, params) : (appStoreLink(device.platform, appStoreLinks(shop)) ?? page.pathname + page.search), 302);
  }
});

/**
 * Spec 1, 2.3 and 9 (DECISIONS 3): the campaign parameters are read on every request and put on
 * `c.var.campaign` for tracking; a search-ad entry (NaPm or n_campaign_type) on an HTML page
 * sets the 10-minute campaign cookie and hides the app-install nudge for 1800 s (value 1).
 *
 *     app.use('*', campaign());
 *     app.get('/x', (c) => c.text(String(c.var.campaign.nudgeHidden)));
 */
import { createMiddleware } from 'hono/factory';
import { APP_NUDGE_HIDDEN_COOKIE, APP_NUDGE_HIDDEN_VALUE, CAMPAIGN_COOKIE, campaignEntry, parseCampaignCookie } from '../../src/navigation/campaign';
import type { AppEnv } from '../app-env';
import { cookiesOf } from './cookies';
import { sharedDomain } from './hosts';
import { appendSetCookies, isHtmlPageView } from './page-cookies';
import type { CampaignContext, CookieJar } from './vars';

export type { CampaignContext } from './vars';

export function campaignContextFor(url: URL, cookies: CookieJar): CampaignContext {
  const entry = campaignEntry(url);
  return {
    params: entry.params,
    isSearchAdEntry: entry.isSearchAdEntry,
    active: entry.isSearchAdEntry ? entry.params : parseCampaignCookie(cookies[CAMPAIGN_COOKIE]),
    nudgeHidden: entry.isSearchAdEntry || cookies[APP_NUDGE_HIDDEN_COOKIE] === APP_NUDGE_HIDDEN_VALUE,
  };
}

export function campaign() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const context = campaignContextFor(url, cookiesOf(c));
    c.set('campaign', context);
    await next();
    if (!context.isSearchAdEntry || !isHtmlPageView(c)) return;
    const domain = sharedDomain(c);
    appendSetCookies(c, campaignEntry(url, domain ? { domain } : {}).cookies);
  });
}

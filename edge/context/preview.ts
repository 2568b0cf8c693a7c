/**
 * The operator's preview (issue 12 item 10; src/preview/preview.ts), development only: the
 * `sf_preview` cookie poses this browser as the app web view, overrides flags and enters as
 * from a search ad, after `device()`, `flags()` and `campaign()` resolved the real values and
 * before `requestContext()` freezes them. Sets `c.var.preview` (null when nothing is
 * overridden); production never reads the cookie, so a shopper's browser cannot pose.
 *
 *     app.use('*', device(), clock(), session(), flags(), campaign(), preview(), requestContext());
 */
import { createMiddleware } from 'hono/factory';
import { isDevelopment } from '../../rules/environment';
import { parseUserAgent } from '../../src/device/user-agent';
import { isPreviewing, parsePreview, PREVIEW_COOKIE, previewUserAgent, type PreviewState } from '../../src/preview/preview';
import type { AppEnv } from '../app-env';
import { overrideFor, PREVIEW_CLOCK_COOKIE } from './clock';
import { cookiesOf } from './cookies';

/** What a preview search-ad entry looks like to tracking: a search-ad campaign named for it. */
const PREVIEW_CAMPAIGN = { naPm: 'preview', campaignType: 1, utmCampaign: null } as const;

export function preview() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const environment = c.env?.ENVIRONMENT;
    if (!isDevelopment(environment)) {
      c.set('preview', null);
      return next();
    }
    const cookies = cookiesOf(c);
    const chosen = parsePreview(cookies[PREVIEW_COOKIE]);
    const clock = overrideFor(environment, cookies[PREVIEW_CLOCK_COOKIE], false);
    // To the minute, as the bar shows it: the page cache keys on the state, and the clock's
    // own minute is in the key already.
    const state: PreviewState = { ...chosen, clock: clock ? new Date(Math.floor(clock.getTime() / 60_000) * 60_000).toISOString() : null };
    if (chosen.device) c.set('device', parseUserAgent(previewUserAgent(chosen.device, chosen.build)));
    if (Object.keys(chosen.flags).length > 0) c.set('flags', { ...c.get('flags'), ...chosen.flags });
    if (chosen.searchAd) {
      const real = c.get('campaign');
      c.set('campaign', { ...real, active: real.active ?? PREVIEW_CAMPAIGN, nudgeHidden: true });
    }
    c.set('preview', isPreviewing(state) ? state : null);
    await next();
  });
}

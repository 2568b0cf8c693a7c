/**
 * Whether third-party tags may load for this shopper (issue 12 item 3; rules/tags.ts):
 *
 * - `GET /api/tags/consent` → `{ consent: 'granted' | 'denied' | 'ask', member }`. A member's
 *   advertising consent (the notification agreement, spec 3.8) decides; one the upstream does
 *   not give is "denied". A visitor's stored answer decides, or "ask": the page shows the banner.
 * - `POST /api/tags/consent` `{ choice }` → `{ choice, member }`: a visitor's answer, kept a year
 *   in a first-party cookie, so they are asked once. Same-site only, body-limited and rate limited (edge/app.ts).
 *
 * Personal (it depends on the member and a cookie): never cached anywhere. Only asked by pages
 * that name tags; with none configured both answer "denied" and set nothing.
 */
import { Hono } from 'hono';
import { TagChoiceRequestSchema } from '../../schemas/requests/tag-consent';
import { TAG_CONSENT_COOKIE, TAG_CONSENT_MAX_AGE, tagConsent, type TagConsent } from '../../rules/tags';
import { cookieDescriptor, serializeCookie } from '../../src/storage/cookie';
import type { AppEnv } from '../app-env';
import { cookiesOf } from '../context/cookies';
import { contextOf } from '../context/request-context';
import { getNotificationAgreements } from '../upstream/agreements';
import { isUpstreamError } from '../upstream/errors';
import { upstreamDeps } from '../upstream-deps';
import { jsonBody } from './json-body';

export const gatewayTags = new Hono<AppEnv>();

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

gatewayTags.get('/api/tags/consent', async (c) => {
  const context = contextOf(c);
  const member = context.member;
  let consent: TagConsent = 'denied';
  if (context.tags) {
    let advertising: boolean | null = null;
    if (member) {
      try {
        advertising = (await getNotificationAgreements(upstreamDeps(c), { token: member.accessToken })).advertisingAgreement;
      } catch (error) {
        // Unknown is "no" (rules/tags.ts); said for operators, never to the shopper.
        if (!isUpstreamError(error) || !error.abortedByCaller) console.warn('[tags] advertising consent unknown', error instanceof Error ? error.message : String(error));
      }
    }
    consent = tagConsent({ member: member ? { advertising } : null, visitorChoice: cookiesOf(c)[TAG_CONSENT_COOKIE] });
  }
  return c.json({ consent, member: member !== null }, 200, PRIVATE);
});

gatewayTags.post('/api/tags/consent', jsonBody(TagChoiceRequestSchema), async (c) => {
  const context = contextOf(c);
  if (!context.tags) return c.json({ choice: null, member: context.member !== null }, 200, PRIVATE);
  const { choice } = c.req.valid('json');
  // A member's tags follow their advertising consent; the cookie counts once they log out.
  const res = c.json({ choice, member: context.member !== null }, 200, PRIVATE);
  res.headers.append('Set-Cookie', serializeCookie(cookieDescriptor(TAG_CONSENT_COOKIE, choice, { maxAge: TAG_CONSENT_MAX_AGE, httpOnly: true })));
  return res;
});

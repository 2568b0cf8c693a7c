import { Hono } from 'hono';
import { FullAgreementUpdateSchema, NotificationAgreementUpdateSchema } from '../../schemas/agreement';
import type { AppEnv } from '../app-env';
import { memberOf } from '../context/session';
import * as upstream from '../upstream/agreements';
import { upstreamDeps } from '../upstream-deps';
import { jsonBody, membersOnly, signedInMember } from './json-body';
import { loginRequired, relay } from './respond';
import { refusalOf } from '../upstream/errors';
import { ko } from '../../src/copy/ko';

/**
 * The consent calls on the storefront's origin (spec 7; issue 11 item 6), for the consent page's
 * toggles and the app's notification settings. Members only; a change is checked here (at least
 * one consent, booleans only) and the upstream answers what it stored, or, for a change based on
 * a stale `agreementsRevision`, 409 AGREEMENTS_CHANGED with the current consents as `data`.
 */
export const gatewayAgreements = new Hono<AppEnv>();

gatewayAgreements.get('/api/v4/agreements', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  return relay(c, upstream.getAgreements(upstreamDeps(c), { token: member.accessToken }));
});

gatewayAgreements.post('/api/v4/agreements', membersOnly, jsonBody(FullAgreementUpdateSchema), async (c) => {
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  const deps = upstreamDeps(c);
  const token = r.member.accessToken;
  const write = upstream.updateAgreements(deps, { token, change: r.input });
  const stale = await write.then(
    () => false,
    (error: unknown) => refusalOf(error).errorCode === 'AGREEMENTS_CHANGED',
  );
  if (!stale) return relay(c, write);
  // A change based on a revision another tab has moved past (schemas/agreement.ts): the page is
  // told so with the consents as they are now, read again, which it shows instead.
  const current = await upstream.getAgreements(deps, { token }).catch(() => null);
  return c.json({ result: 'FAIL', errorCode: 'AGREEMENTS_CHANGED', message: ko.agreements.changedElsewhere, data: current }, 409, { 'Cache-Control': 'no-store' });
});

gatewayAgreements.get('/api/v4/notifications/agreements', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  return relay(c, upstream.getNotificationAgreements(upstreamDeps(c), { token: member.accessToken }));
});

gatewayAgreements.post('/api/v4/notifications/agreements', membersOnly, jsonBody(NotificationAgreementUpdateSchema), async (c) => {
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  return relay(c, upstream.updateNotificationAgreements(upstreamDeps(c), { token: r.member.accessToken, change: r.input }));
});

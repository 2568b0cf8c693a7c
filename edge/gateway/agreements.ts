import { Hono } from 'hono';
import { FullAgreementUpdateSchema, NotificationAgreementUpdateSchema } from '../../schemas/agreement';
import type { AppEnv } from '../app-env';
import { memberOf } from '../context/session';
import * as upstream from '../upstream/agreements';
import { upstreamDeps } from '../upstream-deps';
import { memberAction } from './actions';
import { loginRequired, relay } from './respond';

/**
 * The consent calls on the storefront's origin (spec 7; issue 11 item 6), for the consent page's
 * toggles and the app's notification settings. Members only; a change is checked here (at least
 * one consent, booleans only) and the upstream answers what it stored.
 */
export const gatewayAgreements = new Hono<AppEnv>();

gatewayAgreements.get('/api/v4/agreements', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  return relay(c, upstream.getAgreements(upstreamDeps(c), { token: member.accessToken }));
});

gatewayAgreements.post('/api/v4/agreements', async (c) => {
  const r = await memberAction(c, FullAgreementUpdateSchema);
  if (r instanceof Response) return r;
  return relay(c, upstream.updateAgreements(upstreamDeps(c), { token: r.member.accessToken, change: r.input }));
});

gatewayAgreements.get('/api/v4/notifications/agreements', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  return relay(c, upstream.getNotificationAgreements(upstreamDeps(c), { token: member.accessToken }));
});

gatewayAgreements.post('/api/v4/notifications/agreements', async (c) => {
  const r = await memberAction(c, NotificationAgreementUpdateSchema);
  if (r instanceof Response) return r;
  return relay(c, upstream.updateNotificationAgreements(upstreamDeps(c), { token: r.member.accessToken, change: r.input }));
});

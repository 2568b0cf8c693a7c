import {
  FullAgreementAnswerSchema,
  NotificationAgreementAnswerSchema,
  type FullAgreement,
  type FullAgreementUpdate,
  type NotificationAgreement,
  type NotificationAgreementUpdate,
} from '../../schemas/agreement';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * The consent calls of spec 7 (issue 11 item 6): personal, never cached, `(deps, input)` and an
 * `UpstreamError` like every call here. An answer without data reads as both agreements false
 * (spec 5), never as a guessed yes.
 *
 * @example const consents = await getAgreements(upstreamDeps(c), { token: member.accessToken });
 */

/** `GET /api/v4/agreements`: privacy, SMS, push and e-mail advertising, with their versions. */
export const getAgreements = (deps: UpstreamDeps, input: Member): Promise<FullAgreement> => memberCall(deps, { path: '/api/v4/agreements', token: input.token, schema: FullAgreementAnswerSchema });

/** `POST /api/v4/agreements`: the consents the member changed; answers what was stored. */
export const updateAgreements = (deps: UpstreamDeps, input: Member & { change: FullAgreementUpdate }): Promise<FullAgreement> =>
  memberCall(deps, { path: '/api/v4/agreements', method: 'POST', token: input.token, body: input.change, schema: FullAgreementAnswerSchema });

/** `GET /api/v4/notifications/agreements`: privacy and one advertising answer (the app's settings). */
export const getNotificationAgreements = (deps: UpstreamDeps, input: Member): Promise<NotificationAgreement> =>
  memberCall(deps, { path: '/api/v4/notifications/agreements', token: input.token, schema: NotificationAgreementAnswerSchema });

/** `POST /api/v4/notifications/agreements`: `type` names one channel (SMS, PUSH, EMAIL); none means all. */
export const updateNotificationAgreements = (deps: UpstreamDeps, input: Member & { change: NotificationAgreementUpdate }): Promise<NotificationAgreement> =>
  memberCall(deps, { path: '/api/v4/notifications/agreements', method: 'POST', token: input.token, body: input.change, schema: NotificationAgreementAnswerSchema });

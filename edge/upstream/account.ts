import {
  EmailChangeRequestAnswerSchema,
  EmailChangeVerifyAnswerSchema,
  PasswordChangeAnswerSchema,
  ReconfirmAnswerSchema,
  SnsAnswerSchema,
  type EmailChangeRequestAnswer,
  type PasswordChangeAnswer,
  type ReconfirmAnswer,
} from '../../schemas/account';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * Editing the account (spec 7; issue 11 item 7): personal calls like every member call. Each
 * throws an `UpstreamError` whose refusal keeps the upstream's status and error code.
 *
 * @example const { reconfirmToken } = await confirmPassword(upstreamDeps(c), { token, password });
 */

/** `POST user/info/confirm-password`: the password typed again, answered with a proof of it. */
export const confirmPassword = (deps: UpstreamDeps, input: Member & { password: string }): Promise<ReconfirmAnswer> =>
  memberCall(deps, { path: '/user/info/confirm-password', method: 'POST', token: input.token, body: { user_password: input.password }, schema: ReconfirmAnswerSchema });

/** The same call for an account without a password (ours): a linked provider's fresh token stands for it. */
export const confirmWithProvider = (deps: UpstreamDeps, input: Member & { provider: string; accessToken: string }): Promise<ReconfirmAnswer> =>
  memberCall(deps, {
    path: '/user/info/confirm-password',
    method: 'POST',
    token: input.token,
    body: { social_type: input.provider, access_token: input.accessToken },
    schema: ReconfirmAnswerSchema,
  });

/** `POST user/info/change-password` (spec 3.7 fields): answers the new token pair of this session. */
export const changePassword = (deps: UpstreamDeps, input: Member & { current: string; next: string; confirm: string }): Promise<PasswordChangeAnswer> =>
  memberCall(deps, {
    path: '/user/info/change-password',
    method: 'POST',
    token: input.token,
    body: { user_password: input.current, new_password: input.next, confirm_password: input.confirm },
    schema: PasswordChangeAnswerSchema,
  });

/** `POST api/v4/user/email/change-request`: a code is mailed to the new address. */
export const requestEmailChange = (deps: UpstreamDeps, input: Member & { email: string }): Promise<EmailChangeRequestAnswer> =>
  memberCall(deps, { path: '/api/v4/user/email/change-request', method: 'POST', token: input.token, body: { email: input.email }, schema: EmailChangeRequestAnswerSchema });

/** `POST api/v4/user/email/verify-token`: the mailed code proves the address; it becomes the account's. */
export const verifyEmailChange = (deps: UpstreamDeps, input: Member & { email: string; code: string }): Promise<{ email: string }> =>
  memberCall(deps, { path: '/api/v4/user/email/verify-token', method: 'POST', token: input.token, body: { token: input.code, email: input.email }, schema: EmailChangeVerifyAnswerSchema });

/** `POST /user/sns/`: links the provider account behind `accessToken` (from the provider's code). */
export const linkSns = (deps: UpstreamDeps, input: Member & { provider: string; accessToken: string }): Promise<unknown> =>
  memberCall(deps, { path: '/user/sns/', method: 'POST', token: input.token, body: { social_type: input.provider, access_token: input.accessToken }, schema: SnsAnswerSchema });

/** `PATCH /user/sns/`: unlinks the member's account of `provider`. */
export const unlinkSns = (deps: UpstreamDeps, input: Member & { provider: string }): Promise<unknown> =>
  memberCall(deps, { path: '/user/sns/', method: 'PATCH', token: input.token, body: { social_type: input.provider }, schema: SnsAnswerSchema });

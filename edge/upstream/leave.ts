import { LeaveAccountResponseSchema, SocialTypeAnswerSchema, type LeaveAccountResponse, type SocialTypeAnswer } from '../../schemas/account';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * Leaving (spec 3.7, 7; issue 11 item 9): personal calls like every member call here.
 *
 * @example const record = await leaveAccount(upstreamDeps(c), { token, password, message });
 */

/** `GET /user/info/social-type/`: whether the account was made through a social login (no password). */
export const getSocialType = (deps: UpstreamDeps, input: Member): Promise<SocialTypeAnswer> =>
  memberCall(deps, { path: '/user/info/social-type/', token: input.token, schema: SocialTypeAnswerSchema });

/** `DELETE /user/info/`: leave with the password; answers the record as it stood. */
export const leaveAccount = (deps: UpstreamDeps, input: Member & { password: string; message: string }): Promise<LeaveAccountResponse> =>
  memberCall(deps, {
    path: '/user/info/',
    method: 'DELETE',
    token: input.token,
    body: { user_password: input.password, leave_message: input.message },
    schema: LeaveAccountResponseSchema,
  });

/** `DELETE /api/v4/users/me/leave`: leave a social account, which has no password. */
export const leaveSocialAccount = (deps: UpstreamDeps, input: Member & { message: string }): Promise<LeaveAccountResponse> =>
  memberCall(deps, { path: '/api/v4/users/me/leave', method: 'DELETE', token: input.token, body: { leave_message: input.message }, schema: LeaveAccountResponseSchema });

import { AdultVerificationResponseSchema, type AdultVerificationResponse } from '../../schemas/adult-verification';
import { CI_VERIFICATION_TYPE, IdentityCheckAnswerSchema, PersonalInfoResponseSchema, type IdentityCheckResult, type PersonalInfoResponse } from '../../schemas/identity';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * The identity (CI) and adult-verification calls (spec 4.3–4.5, 7; paths of the auth
 * contract). All personal: Bearer, never cached. The answers that carry a `result` are read
 * with the plain envelope so that `result`, `message` and `errorCode` reach the caller intact.
 *
 * @example
 *   const status = await getAdultVerification(upstreamDeps(c), { token: member.accessToken });
 */

/** `GET /api/v5/users/personal-info/ci:check`: the verified identity, or null when never verified. */
export function getIdentityCheck(deps: UpstreamDeps, input: Member): Promise<IdentityCheckResult | null> {
  return memberCall(deps, { path: '/api/v5/users/personal-info/ci:check', token: input.token, schema: IdentityCheckAnswerSchema, envelope: 'plain' });
}

/** `POST /api/v6/users/personal-info` with the verification token (spec 4.3/4.4). */
export function postPersonalInfo(deps: UpstreamDeps, input: Member & { identityVerificationToken: string }): Promise<PersonalInfoResponse> {
  return memberCall(deps, {
    path: '/api/v6/users/personal-info',
    method: 'POST',
    token: input.token,
    body: { identityVerificationToken: input.identityVerificationToken, type: CI_VERIFICATION_TYPE },
    schema: PersonalInfoResponseSchema,
    envelope: 'plain',
  });
}

/** `GET /api/v5/users/adult-verification`: whether the gate asks for verification (4.5). */
export function getAdultVerification(deps: UpstreamDeps, input: Member): Promise<AdultVerificationResponse> {
  return memberCall(deps, { path: '/api/v5/users/adult-verification', token: input.token, schema: AdultVerificationResponseSchema, envelope: 'plain', timeout: 'adultVerification' });
}

/** `POST /api/v5/users/adult-verification` with the key from the provider. */
export function postAdultVerification(deps: UpstreamDeps, input: Member & { adultVerificationKey: string }): Promise<AdultVerificationResponse> {
  return memberCall(deps, {
    path: '/api/v5/users/adult-verification',
    method: 'POST',
    token: input.token,
    body: { adultVerificationKey: input.adultVerificationKey },
    schema: AdultVerificationResponseSchema,
    envelope: 'plain',
  });
}

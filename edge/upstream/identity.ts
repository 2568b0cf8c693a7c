import { AdultVerificationResponseSchema, type AdultVerificationResponse } from '../../schemas/adult-verification';
import { CI_VERIFICATION_TYPE, IdentityCheckAnswerSchema, PersonalInfoResponseSchema, type IdentityCheckResult, type PersonalInfoResponse } from '../../schemas/identity';
import { memberCall, type MemberResult } from './member';
import type { UpstreamFetch } from './transport';

/**
 * The identity (CI) and adult-verification calls (spec 4.3–4.5, 7; paths of the auth
 * contract). All personal: Bearer, never cached. The answers that carry a `result` are read
 * with the plain envelope so that `result`, `message` and `errorCode` reach the caller intact.
 */

/** `GET /api/v5/users/personal-info/ci:check`: the verified identity, or null when never verified. */
export function getIdentityCheck(fetch: UpstreamFetch, token: string, signal?: AbortSignal): Promise<MemberResult<IdentityCheckResult | null>> {
  return memberCall({ fetch, signal }, { path: '/api/v5/users/personal-info/ci:check', token, schema: IdentityCheckAnswerSchema, envelope: 'plain' });
}

/** `POST /api/v6/users/personal-info` with the verification token (spec 4.3/4.4). */
export function postPersonalInfo(fetch: UpstreamFetch, token: string, identityVerificationToken: string, signal?: AbortSignal): Promise<MemberResult<PersonalInfoResponse>> {
  return memberCall(
    { fetch, signal },
    {
      path: '/api/v6/users/personal-info',
      method: 'POST',
      token,
      body: { identityVerificationToken, type: CI_VERIFICATION_TYPE },
      schema: PersonalInfoResponseSchema,
      envelope: 'plain',
    },
  );
}

/** `GET /api/v5/users/adult-verification`: whether the gate asks for verification (4.5). */
export function getAdultVerification(fetch: UpstreamFetch, token: string, signal?: AbortSignal): Promise<MemberResult<AdultVerificationResponse>> {
  return memberCall({ fetch, signal }, { path: '/api/v5/users/adult-verification', token, schema: AdultVerificationResponseSchema, envelope: 'plain', timeoutMs: 3000 });
}

/** `POST /api/v5/users/adult-verification` with the key from the provider. */
export function postAdultVerification(fetch: UpstreamFetch, token: string, adultVerificationKey: string, signal?: AbortSignal): Promise<MemberResult<AdultVerificationResponse>> {
  return memberCall(
    { fetch, signal },
    { path: '/api/v5/users/adult-verification', method: 'POST', token, body: { adultVerificationKey }, schema: AdultVerificationResponseSchema, envelope: 'plain' },
  );
}

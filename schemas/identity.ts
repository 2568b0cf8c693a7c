import * as z from 'zod';
import { calendarDate, gender, resultAnswer } from './fields';
import { enveloped } from './envelope';
import { IDENTITY_CONSENT_FIELDS, IDENTITY_CONSENT_VERSION } from '../rules/identity-consent';

/**
 * Spec 3.7 identity check and spec 4.3/4.4 personal-info calls.
 * `GET /api/v5/users/personal-info/ci:check` answers `{ data: IdentityCheckResult | null }`;
 * `POST /api/v6/users/personal-info` takes PersonalInfoUpdate and answers PersonalInfoResponse.
 */

/** Gender and birth date known from a verified identity; both empty when not verified. */
export const IdentityCheckResultSchema = z.object({ gender, birthDate: calendarDate });
export type IdentityCheckResult = z.output<typeof IdentityCheckResultSchema>;
export type IdentityCheckResultInput = z.input<typeof IdentityCheckResultSchema>;

/** The ci:check answer in either envelope; no data means no verified identity (null). */
export const IdentityCheckAnswerSchema = enveloped(IdentityCheckResultSchema.nullable(), null);
export type IdentityCheckAnswer = z.output<typeof IdentityCheckAnswerSchema>;

/** A member counts as identity-verified once a birth date is known from the check. */
export function isIdentityVerified(check: IdentityCheckResult | null | undefined): boolean {
  return !!check && check.birthDate !== null;
}

/** Spec 4.4: the CI flow posts its token with this type. */
export const CI_VERIFICATION_TYPE = 'UNKNOWN_CI_VERIFICATION';

export const PersonalInfoUpdateSchema = z.object({
  identityVerificationToken: z.string().trim().min(1),
  type: z.string().trim().min(1).default(CI_VERIFICATION_TYPE),
});
export type PersonalInfoUpdate = z.output<typeof PersonalInfoUpdateSchema>;
export type PersonalInfoUpdateInput = z.input<typeof PersonalInfoUpdateSchema>;

export const PersonalInfoResponseSchema = resultAnswer(IdentityCheckResultSchema);
export type PersonalInfoResponse = z.output<typeof PersonalInfoResponseSchema>;
export type PersonalInfoResponseInput = z.input<typeof PersonalInfoResponseSchema>;

/** Spec 3.7/9: what identity verification collects, and the consent text version. */
export { IDENTITY_CONSENT_FIELDS, IDENTITY_CONSENT_VERSION };

/**
 * A recorded consent: it must be ticked (spec 5), name the current version and cover every
 * collected field. Anything else is not consent.
 */
export const IdentityConsentSchema = z.object({
  agreed: z.literal(true),
  version: z.literal(IDENTITY_CONSENT_VERSION),
  fields: z.array(z.enum(IDENTITY_CONSENT_FIELDS)).refine((f) => IDENTITY_CONSENT_FIELDS.every((x) => f.includes(x)), { message: 'consent must cover every field' }),
});
export type IdentityConsent = z.output<typeof IdentityConsentSchema>;

export function identityConsent(): IdentityConsent {
  return { agreed: true, version: IDENTITY_CONSENT_VERSION, fields: [...IDENTITY_CONSENT_FIELDS] };
}

import * as z from 'zod';
import { bool } from './fields';
import { enveloped } from './envelope';

/**
 * Spec 3.8 agreements: notification agreement (`/api/v4/notifications/agreements`) and full
 * agreement (`/api/v4/agreements`). Spec 5: an answer without data means both agreements are
 * false — never a guessed "yes".
 */

export const NotificationAgreementSchema = z.object({
  privacyAgreement: bool,
  advertisingAgreement: bool,
});
export type NotificationAgreement = z.output<typeof NotificationAgreementSchema>;
export type NotificationAgreementInput = z.input<typeof NotificationAgreementSchema>;
export const NotificationAgreementAnswerSchema = enveloped(NotificationAgreementSchema, {});

/** `POST /api/v4/notifications/agreements`; the spec does not say which types exist. */
export const NotificationAgreementUpdateSchema = z.object({
  privacyAgreement: z.boolean().optional(),
  advertisingAgreement: z.boolean().optional(),
  type: z.string().trim().min(1).max(64).optional(),
});
export type NotificationAgreementUpdate = z.output<typeof NotificationAgreementUpdateSchema>;

export const AGREEMENT_VERSIONS = ['V1', 'V2'] as const;
export type AgreementVersion = (typeof AGREEMENT_VERSIONS)[number];
/** V1 or V2; anything else (or nothing) is null: no version agreed. */
const agreementVersion = z
  .string()
  .nullish()
  .transform((v): AgreementVersion | null => {
    const up = v?.trim().toUpperCase();
    return up === 'V1' || up === 'V2' ? up : null;
  });

export const FullAgreementSchema = z.object({
  privacyAgreement: bool,
  smsAdvertisingAgreement: bool,
  pushAdvertisingAgreement: bool,
  emailAdvertisingAgreement: bool,
  privacyAgreementVersion: agreementVersion,
  advertisingAgreementVersion: agreementVersion,
  /**
   * Ours, beside the spec's fields: how many times these consents were changed. A change that
   * sends it back is applied only while it is still current (a stale tab gets 409 and the
   * consents as they are). Null when the upstream does not keep one.
   */
  agreementsRevision: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((v) => v ?? null),
});
export type FullAgreement = z.output<typeof FullAgreementSchema>;
export type FullAgreementInput = z.input<typeof FullAgreementSchema>;
export const FullAgreementAnswerSchema = enveloped(FullAgreementSchema, {});

/**
 * `POST /api/v4/agreements`. The spec lists the four choices; ours takes any of them and keeps
 * the rest as stored (rules/agreements.ts), so two tabs changing different consents at the same
 * moment both keep their change. At least one is required; unknown keys are refused. With
 * `agreementsRevision` the change is a compare-and-set: a tab that read an older state than
 * the stored one (another tab changed something since) is answered 409 with the current state.
 */
export const FullAgreementUpdateSchema = z
  .strictObject({
    privacyAgreement: z.boolean().optional(),
    smsAdvertisingAgreement: z.boolean().optional(),
    pushAdvertisingAgreement: z.boolean().optional(),
    emailAdvertisingAgreement: z.boolean().optional(),
    /** Optional (ours): the revision the change was based on; a stale one is refused with 409. */
    agreementsRevision: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine(({ agreementsRevision: _revision, ...consents }) => Object.values(consents).some((x) => x !== undefined), { message: 'name at least one agreement' });
export type FullAgreementUpdate = z.output<typeof FullAgreementUpdateSchema>;

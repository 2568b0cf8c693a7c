/**
 * Spec 3.8/7 adult verification: the status, identity-verification status and submission
 * calls all answer `{ result: SUCCESS|FAIL, data: { isAdult, isRequiredAdultVerification,
 * isIdentityVerificationRequired }, message }`. Data stays null when absent: spec 8 shows
 * "성인 인증 데이터를 받아오는데 실패했습니다" for that case, so it must not default.
 */

import * as z from 'zod';
import { bool, resultAnswer } from './fields';

export const AdultVerificationDataSchema = z.object({
  isAdult: bool,
  isRequiredAdultVerification: bool,
  isIdentityVerificationRequired: bool,
});
export type AdultVerificationData = z.output<typeof AdultVerificationDataSchema>;

export const AdultVerificationResponseSchema = resultAnswer(AdultVerificationDataSchema);
export type AdultVerificationResponse = z.output<typeof AdultVerificationResponseSchema>;
export type AdultVerificationResponseInput = z.input<typeof AdultVerificationResponseSchema>;

/** The submission: the key that arrived from the verification window or app callback. */
export const AdultVerificationRequestSchema = z.object({
  adultVerificationKey: z.string().trim().min(1).max(2048),
});
export type AdultVerificationRequest = z.output<typeof AdultVerificationRequestSchema>;

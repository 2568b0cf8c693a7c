/**
 * The adult-verification status of a member (auth contract; spec 4.5, 5), decided from what
 * the database proves and nothing the browser says:
 * - identity is verified when a CI is on file;
 * - an adult verification counts for one year from when it was made;
 * - the birth date is the one identity verification proved, else the one the adult
 *   verification proved; a self-declared sign-up birth date never makes anyone an adult.
 * The gate for adult-only items passes only for a verification within the year whose proven
 * birth date is 19 or more years ago today in Seoul.
 */

import { addYears } from 'date-fns';
import { isAdult } from '../../rules/age';

export interface IdentityFacts {
  ci: string | null;
  /** The members row's birth date: proven only when `ci` is set. */
  birthDate: string | null;
}

export interface AdultVerificationFacts {
  birthDate: string;
  /** Epoch milliseconds. */
  verifiedAt: number;
}

export interface AdultStatus {
  isAdult: boolean;
  isRequiredAdultVerification: boolean;
  isIdentityVerificationRequired: boolean;
}

/** Until the same instant a calendar year later (a verification made on 29 February ends on 28 February). */
export function isAdultVerificationCurrent(adult: AdultVerificationFacts | null, now: Date): boolean {
  if (!adult || !Number.isFinite(adult.verifiedAt)) return false;
  return now.getTime() < addYears(new Date(adult.verifiedAt), 1).getTime();
}

export function adultStatus(identity: IdentityFacts, adult: AdultVerificationFacts | null, now: Date): AdultStatus {
  const proven = identity.ci ? identity.birthDate : (adult?.birthDate ?? null);
  return {
    isAdult: isAdult(proven, now),
    isRequiredAdultVerification: !isAdultVerificationCurrent(adult, now),
    isIdentityVerificationRequired: !identity.ci,
  };
}

/** Cart, buy-now and gift of an adult-only item: a current verification of an adult. */
export function passesAdultGate(adult: AdultVerificationFacts | null, now: Date): boolean {
  return adult !== null && isAdultVerificationCurrent(adult, now) && isAdult(adult.birthDate, now);
}

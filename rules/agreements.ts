/**
 * Marketing and privacy consent (spec 3.8 agreements; issue 11 item 6): one rule for what a
 * change means, shared by the origin (which stores it) and the storefront (which shows it at
 * once and settles to what was stored).
 *
 * A change names only the consents the member touched; the rest keep their stored value. That
 * is what lets two tabs that change different consents at the same moment both keep their
 * change: neither writes the other's field. Agreeing records the terms version agreed to
 * (the current one); withdrawing keeps the version last agreed to, for the record.
 */

export const AGREEMENT_CHANNELS = ['sms', 'push', 'email'] as const;
export type AgreementChannel = (typeof AGREEMENT_CHANNELS)[number];

/** The terms the member agrees to today. */
export const CURRENT_AGREEMENT_VERSION = 'V2';

export interface StoredAgreements {
  privacy: boolean;
  sms: boolean;
  push: boolean;
  email: boolean;
  privacyVersion: 'V1' | 'V2' | null;
  advertisingVersion: 'V1' | 'V2' | null;
}

export type AgreementChange = Partial<Pick<StoredAgreements, 'privacy' | AgreementChannel>>;

export function isEmptyChange(change: AgreementChange): boolean {
  return change.privacy === undefined && AGREEMENT_CHANNELS.every((k) => change[k] === undefined);
}

/** The stored consents after `change`. */
export function applyAgreementChange(stored: StoredAgreements, change: AgreementChange): StoredAgreements {
  const agreedAdvertising = AGREEMENT_CHANNELS.some((k) => change[k] === true);
  return {
    privacy: change.privacy ?? stored.privacy,
    sms: change.sms ?? stored.sms,
    push: change.push ?? stored.push,
    email: change.email ?? stored.email,
    privacyVersion: change.privacy === true ? CURRENT_AGREEMENT_VERSION : stored.privacyVersion,
    advertisingVersion: agreedAdvertising ? CURRENT_AGREEMENT_VERSION : stored.advertisingVersion,
  };
}

/**
 * The terms version a member is recorded as having agreed to. Consents given before versions
 * were recorded (migration 0008; the demo members' seed before issue 29) are on with no version:
 * they were given to the terms of that time, V1. So a consent that is on always has a version,
 * and the consent page never shows one on beside "동의한 약관 없음" (issue 29).
 */
export function recordedVersions(s: StoredAgreements): StoredAgreements {
  const advertising = s.sms || s.push || s.email;
  return {
    ...s,
    privacyVersion: s.privacyVersion ?? (s.privacy ? 'V1' : null),
    advertisingVersion: s.advertisingVersion ?? (advertising ? 'V1' : null),
  };
}

/**
 * The notification agreement's single advertising answer (spec 3.8): agreed when any channel is.
 * A notification change with a `type` touches that channel; without one, every channel.
 */
export function advertisingOf(stored: StoredAgreements): boolean {
  return stored.sms || stored.push || stored.email;
}

export function channelOfType(type: string | undefined): AgreementChannel | 'all' | null {
  if (type === undefined) return 'all';
  const t = type.trim().toLowerCase();
  return (AGREEMENT_CHANNELS as readonly string[]).includes(t) ? (t as AgreementChannel) : null;
}

import type { FullAgreement, FullAgreementUpdate } from '../../schemas/agreement';

/**
 * The consent page's state (issue 11 item 6) and how a toggle becomes a change. The page sends
 * only the consent that was toggled (rules/agreements.ts says why), shows it at once, and
 * settles to what the server stored; a failed write puts that one toggle back.
 */
export const CONSENT_KEYS = ['privacy', 'sms', 'push', 'email'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];

export interface ConsentState {
  privacy: boolean;
  sms: boolean;
  push: boolean;
  email: boolean;
  privacyVersion: string | null;
  advertisingVersion: string | null;
}

const FIELD: Record<ConsentKey, keyof FullAgreementUpdate> = {
  privacy: 'privacyAgreement',
  sms: 'smsAdvertisingAgreement',
  push: 'pushAdvertisingAgreement',
  email: 'emailAdvertisingAgreement',
};

export function consentStateOf(a: FullAgreement): ConsentState {
  return {
    privacy: a.privacyAgreement,
    sms: a.smsAdvertisingAgreement,
    push: a.pushAdvertisingAgreement,
    email: a.emailAdvertisingAgreement,
    privacyVersion: a.privacyAgreementVersion,
    advertisingVersion: a.advertisingAgreementVersion,
  };
}

/** The request body for one toggle. */
export function changeFor(key: ConsentKey, on: boolean): FullAgreementUpdate {
  return { [FIELD[key]]: on };
}

/**
 * What the page shows once the server answered: the stored state, except the toggles whose own
 * write is still on its way (they keep what the shopper chose until their answer comes).
 */
export function settle(shown: ConsentState, stored: ConsentState, pending: ReadonlySet<ConsentKey>): ConsentState {
  const next = { ...stored };
  for (const key of pending) next[key] = shown[key];
  return next;
}

/** The server's answer as the page's state; null for anything that is not one. */
export function readConsentAnswer(body: unknown): ConsentState | null {
  const data = body !== null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  if (data === null || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const flags = [d.privacyAgreement, d.smsAdvertisingAgreement, d.pushAdvertisingAgreement, d.emailAdvertisingAgreement];
  if (!flags.every((f) => typeof f === 'boolean')) return null;
  const version = (v: unknown) => (v === 'V1' || v === 'V2' ? v : null);
  return {
    privacy: d.privacyAgreement === true,
    sms: d.smsAdvertisingAgreement === true,
    push: d.pushAdvertisingAgreement === true,
    email: d.emailAdvertisingAgreement === true,
    privacyVersion: version(d.privacyAgreementVersion),
    advertisingVersion: version(d.advertisingAgreementVersion),
  };
}

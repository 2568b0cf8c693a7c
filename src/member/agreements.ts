import { applyAgreementChange, recordedVersions } from '../../rules/agreements';
import type { AgreementVersion, FullAgreement, FullAgreementUpdate } from '../../schemas/agreement';

/**
 * The consent page's state (issue 11 item 6) and how a toggle becomes a change. The page sends
 * only the consent that was toggled (rules/agreements.ts says why), shows it at once, and
 * settles to what the server stored; a failed write puts that one toggle back. The change names
 * the revision the page last saw (issue 27): when another tab or device changed the consents
 * since, the server refuses it (409 AGREEMENTS_CHANGED) with the current consents, which the page
 * then shows (`changedElsewhere`).
 */
export const CONSENT_KEYS = ['privacy', 'sms', 'push', 'email'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];

export interface ConsentState {
  privacy: boolean;
  sms: boolean;
  push: boolean;
  email: boolean;
  privacyVersion: AgreementVersion | null;
  advertisingVersion: AgreementVersion | null;
  /** The server's count of changes (`agreementsRevision`); null when it keeps none. */
  revision: number | null;
}

const FIELD: Record<ConsentKey, keyof FullAgreementUpdate> = {
  privacy: 'privacyAgreement',
  sms: 'smsAdvertisingAgreement',
  push: 'pushAdvertisingAgreement',
  email: 'emailAdvertisingAgreement',
};

export function consentStateOf(a: FullAgreement): ConsentState {
  return withVersions({
    privacy: a.privacyAgreement,
    sms: a.smsAdvertisingAgreement,
    push: a.pushAdvertisingAgreement,
    email: a.emailAdvertisingAgreement,
    privacyVersion: a.privacyAgreementVersion,
    advertisingVersion: a.advertisingAgreementVersion,
    revision: a.agreementsRevision,
  });
}

/** A consent that is on always shows the version it was given to (rules/agreements.ts). */
const withVersions = (s: ConsentState): ConsentState => ({ ...s, ...recordedVersions(s) });

/** The request body for one toggle, based on the revision the page shows (when there is one). */
export function changeFor(key: ConsentKey, on: boolean, revision: number | null = null): FullAgreementUpdate {
  return revision === null ? { [FIELD[key]]: on } : { [FIELD[key]]: on, agreementsRevision: revision };
}

/**
 * What the page shows at once when the shopper turns `key` to `on`: the change as the server
 * will store it, the terms version included (agreeing records the current one), so a switch
 * turned on never sits beside "동의한 약관 없음" while its write is on its way.
 */
export function toggled(shown: ConsentState, key: ConsentKey, on: boolean): ConsentState {
  return { ...shown, ...applyAgreementChange(shown, { [key]: on }) };
}

/**
 * What the page shows once the server answered: the stored state, except the toggles whose own
 * write is still on its way (they keep what the shopper chose until their answer comes, with
 * the version agreeing to them records).
 */
export function settle(shown: ConsentState, stored: ConsentState, pending: ReadonlySet<ConsentKey>): ConsentState {
  let next = { ...stored };
  for (const key of pending) next = toggled(next, key, shown[key]);
  return { ...next, ...recordedVersions(next) };
}

/** The server's answer as the page's state; null for anything that is not one. */
export function readConsentAnswer(body: unknown): ConsentState | null {
  const data = body !== null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  if (data === null || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const flags = [d.privacyAgreement, d.smsAdvertisingAgreement, d.pushAdvertisingAgreement, d.emailAdvertisingAgreement];
  if (!flags.every((f) => typeof f === 'boolean')) return null;
  const version = (v: unknown) => (v === 'V1' || v === 'V2' ? v : null);
  const revision = d.agreementsRevision;
  return withVersions({
    privacy: d.privacyAgreement === true,
    sms: d.smsAdvertisingAgreement === true,
    push: d.pushAdvertisingAgreement === true,
    email: d.emailAdvertisingAgreement === true,
    privacyVersion: version(d.privacyAgreementVersion),
    advertisingVersion: version(d.advertisingAgreementVersion),
    revision: typeof revision === 'number' && Number.isSafeInteger(revision) && revision >= 0 ? revision : null,
  });
}

/**
 * A refusal because the consents changed elsewhere: `current` is what is stored now (null when
 * the answer could not say). Null for any other answer.
 */
export function changedElsewhere(status: number, body: unknown): { current: ConsentState | null } | null {
  if (status !== 409 || body === null || typeof body !== 'object') return null;
  if ((body as { errorCode?: unknown }).errorCode !== 'AGREEMENTS_CHANGED') return null;
  const data = (body as { data?: unknown }).data;
  return { current: data === null || data === undefined ? null : readConsentAnswer(data) };
}

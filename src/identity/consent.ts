import { IDENTITY_CONSENT_FIELDS, IDENTITY_CONSENT_VERSION } from '../../rules/identity-consent';
import { identityCopy } from '../copy/ko';
import { consentRequired, type DialogMessage } from './messages';

/**
 * Spec 4.4, 5, 3.7: the consent sheet before identity verification. The mandatory tick must be
 * set before the verification window may open; the record names consent version 240503 and
 * every field collected (name, gender, birth date, phone number, CI, DI).
 */
export interface ConsentState {
  ticked: boolean;
}

export const initialConsent = (): ConsentState => ({ ticked: false });

export const toggleConsent = (s: ConsentState, ticked: boolean): ConsentState => ({ ...s, ticked });

export type ConsentCheck = { ok: true; record: ConsentRecord } | { ok: false; message: DialogMessage };

export interface ConsentRecord {
  agreed: true;
  version: typeof IDENTITY_CONSENT_VERSION;
  fields: (typeof IDENTITY_CONSENT_FIELDS)[number][];
}

/** Whether verification may start; otherwise the 약관 동의가 필요해요 message. */
export function checkConsent(s: ConsentState): ConsentCheck {
  if (!s.ticked) return { ok: false, message: consentRequired() };
  return { ok: true, record: { agreed: true, version: IDENTITY_CONSENT_VERSION, fields: [...IDENTITY_CONSENT_FIELDS] } };
}

/** The collected fields as the sheet lists them, in the spec's order. */
export const consentFieldLabels = (): string[] => IDENTITY_CONSENT_FIELDS.map((f) => identityCopy.consentFields[f]);

export { IDENTITY_CONSENT_VERSION };

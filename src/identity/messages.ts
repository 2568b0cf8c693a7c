import { identityCopy } from '../copy/ko';

/**
 * Spec 5 and 8: what the identity (CI) and adult-verification dialogs say for each outcome.
 * Pure, so the same words are chosen on the server, in the browser and in tests.
 */
export interface DialogMessage {
  title: string;
  body: string;
}

const t = identityCopy;

/** Consent not ticked (spec 5). */
export const consentRequired = (): DialogMessage => ({ title: t.consentRequiredTitle, body: t.consentRequiredBody });

/** The verification window closed without a key (spec 5). */
export const identityKeyMissing = (): DialogMessage => ({ title: t.identityFailTitle, body: t.identityKeyMissing });

/** How a call ended, as the dialogs need it. */
export type CallOutcome =
  | { kind: 'answer'; status: number; result: 'SUCCESS' | 'FAIL' | null; errorCode: string | null; message: string | null; hasData: boolean }
  | { kind: 'network' }
  | { kind: 'unknown' };

const usable = (m: string | null | undefined): string | null => (typeof m === 'string' && m.trim() !== '' && !m.trim().startsWith('<') ? m.trim() : null);

/**
 * Spec 8, identity from a token (4.3): AGE_RESTRICTION → 이용 제한 안내 and the under-14 text;
 * INVALID_USER_PERSONAL_AUTH_INFO → the same-name text with the shop's customer-service contacts
 * (`contact`, src/shop/identity.ts `helpContact`; none configured: the text without them); anything
 * else → the server's message, or the unknown-error text. All with the one button 확인.
 */
export function identityFailure(outcome: CallOutcome, contact: string | null): DialogMessage {
  if (outcome.kind === 'answer' && outcome.errorCode === 'AGE_RESTRICTION') return { title: t.ageRestrictionTitle, body: t.ageRestrictionBody };
  if (outcome.kind === 'answer' && outcome.errorCode === 'INVALID_USER_PERSONAL_AUTH_INFO') return { title: t.identityFailTitle, body: t.nameMismatchBody(contact) };
  const server = outcome.kind === 'answer' && outcome.status < 500 ? usable(outcome.message) : null;
  return { title: t.identityFailTitle, body: server ?? t.identityUnknown };
}

/** Spec 8, adult verification: every failure under the title 성인 인증 실패. */
export function adultFailure(outcome: CallOutcome | { kind: 'key-missing' }): DialogMessage {
  const body = (() => {
    switch (outcome.kind) {
      case 'key-missing':
        return t.adultKeyMissing;
      case 'network':
        return t.adultNetwork;
      case 'unknown':
        return t.adultUnknown;
      case 'answer':
        if (outcome.status >= 500) return t.adultUnknown;
        if (outcome.result === 'FAIL' || outcome.status >= 400) return usable(outcome.message) ?? t.adultServerFail;
        return outcome.hasData ? t.adultUnknown : t.adultEmpty;
    }
  })();
  return { title: t.adultFailTitle, body };
}

/** The outcome of a fetch answer body (already JSON-parsed, or null when it was not JSON). */
export function outcomeOf(status: number, body: unknown): CallOutcome {
  const b = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const result = b?.result === 'SUCCESS' || b?.result === 'FAIL' ? b.result : null;
  const errorCode = typeof b?.errorCode === 'string' ? b.errorCode : null;
  const message = typeof b?.message === 'string' ? b.message : null;
  const hasData = b !== null && b.data !== null && b.data !== undefined;
  return { kind: 'answer', status, result, errorCode, message, hasData };
}

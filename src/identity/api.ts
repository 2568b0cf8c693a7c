import { exchange } from '../browser/data-client';
import { outcomeOf, type CallOutcome } from './messages';

/**
 * The browser's identity and adult-verification calls to the storefront gateway, through the one
 * data client (src/browser/data-client.ts). Never throws: every ending is a CallOutcome with the
 * parsed body.
 */
export interface Answer {
  outcome: CallOutcome;
  body: Record<string, unknown> | null;
}

const bagOf = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const answer = await exchange({ method, path, body }, { timeout: 'identity' });
  if (answer.kind !== 'answer') return { outcome: { kind: 'network' }, body: null };
  const bag = bagOf(answer.body);
  return { outcome: outcomeOf(answer.status, bag), body: bag };
}

export const postIdentityToken = (identityVerificationToken: string) => call('POST', '/api/v6/users/personal-info', { identityVerificationToken, type: 'UNKNOWN_CI_VERIFICATION' });

export const postAdultKey = (adultVerificationKey: string) => call('POST', '/api/v5/users/adult-verification', { adultVerificationKey });

export const getAdultStatus = () => call('GET', '/api/v5/users/adult-verification');

export const getIdentityCheck = () => call('GET', '/api/v5/users/personal-info/ci:check');

/** The adult-verification data of an answer, or null when the answer carries none. */
export function adultData(a: Answer): { isAdult: boolean; isRequiredAdultVerification: boolean; isIdentityVerificationRequired: boolean } | null {
  const d = a.body?.data;
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return null;
  const m = d as Record<string, unknown>;
  const flag = (v: unknown) => v === true || v === 'T' || v === 'Y' || v === 1;
  return { isAdult: flag(m.isAdult), isRequiredAdultVerification: flag(m.isRequiredAdultVerification), isIdentityVerificationRequired: flag(m.isIdentityVerificationRequired) };
}

export const succeeded = (a: Answer): boolean => a.outcome.kind === 'answer' && a.outcome.status >= 200 && a.outcome.status < 300 && a.outcome.result === 'SUCCESS';

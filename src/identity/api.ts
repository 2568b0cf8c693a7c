import { outcomeOf, type CallOutcome } from './messages';

/**
 * The browser's identity and adult-verification calls to the storefront gateway (same origin,
 * cookies sent). Never throws: every ending is a CallOutcome with the parsed body.
 */
export interface Answer {
  outcome: CallOutcome;
  body: Record<string, unknown> | null;
}

const TIMEOUT_MS = 15_000;

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    let parsed: unknown = null;
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
    const bag = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    return { outcome: outcomeOf(res.status, bag), body: bag };
  } catch (error) {
    const network = error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
    return { outcome: network ? { kind: 'network' } : { kind: 'unknown' }, body: null };
  } finally {
    clearTimeout(timer);
  }
}

export const postIdentityToken = (identityVerificationToken: string) =>
  call('POST', '/api/v6/users/personal-info', { identityVerificationToken, type: 'UNKNOWN_CI_VERIFICATION' });

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

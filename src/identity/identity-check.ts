import { getIdentityCheck, succeeded } from './api';

/**
 * The identity-check query of spec 6 (`GET /api/v5/users/personal-info/ci:check`): asked once per
 * page for a member, at load (src/member/member-session.ts), and kept for the page; spec 4.3
 * refreshes it after a successful verification (`refreshIdentityCheck`). The adult gate reads it
 * before it asks for a verification the member may have done meanwhile in another tab.
 *
 * `verified`: the check's gender and birth date, or null for a member never verified.
 * `unknown`: the call failed (network, refusal); nothing is concluded from it.
 */
export type IdentityCheck = { kind: 'verified'; gender: string | null; birthDate: string | null } | { kind: 'unverified' } | { kind: 'unknown' };

let current: Promise<IdentityCheck> | null = null;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

async function load(): Promise<IdentityCheck> {
  const answer = await getIdentityCheck();
  if (!succeeded(answer)) return { kind: 'unknown' };
  const data = answer.body?.data;
  if (data === null || data === undefined) return { kind: 'unverified' };
  if (typeof data !== 'object' || Array.isArray(data)) return { kind: 'unknown' };
  const d = data as Record<string, unknown>;
  return { kind: 'verified', gender: text(d.gender), birthDate: text(d.birthDate) };
}

/** The page's identity check, asked on first use. */
export function identityCheck(): Promise<IdentityCheck> {
  current ??= load();
  return current;
}

/** Asks again (spec 4.3: after a successful verification); later readers get the new answer. */
export function refreshIdentityCheck(): Promise<IdentityCheck> {
  current = load();
  return current;
}

/** Tests: forget the page's answer. */
export function resetIdentityCheck(): void {
  current = null;
}

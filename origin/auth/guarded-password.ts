/**
 * A password check behind the progressive delay (lockout.ts): counts the attempt, refuses
 * while the id waits, clears the run on success. Login, password confirmation and password change all go
 * through it, so a stolen session cannot be used to guess the password either.
 */

import type { Context } from 'hono';
import { ko } from '../copy/ko';
import { fail } from '../http';
import { beginAttempt, clearFailures, minutesLeft } from './lockout';
import { verifyPassword } from './password';

export type GuardedCheck = { ok: true } | { ok: false; locked: boolean; retryAfterMs: number };

export async function checkPasswordGuarded(db: D1Database, idKey: string, password: string, storedHash: string | null | undefined): Promise<GuardedCheck> {
  const gate = await beginAttempt(db, idKey);
  if (!gate.allowed) return { ok: false, locked: true, retryAfterMs: gate.retryAfterMs };
  if (await verifyPassword(password, storedHash)) {
    await clearFailures(db, idKey);
    return { ok: true };
  }
  // The failure that starts a wait says so at once, so the shopper is not left to find out.
  return gate.delayIfWrongMs > 0 ? { ok: false, locked: true, retryAfterMs: gate.delayIfWrongMs } : { ok: false, locked: false, retryAfterMs: 0 };
}

/** 429 LOGIN_LOCKED with the minutes left, and `Retry-After` in seconds. */
export function lockedResponse(c: Context, retryAfterMs: number): Response {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return fail(c, 429, 'LOGIN_LOCKED', ko.auth.loginLocked(minutesLeft(retryAfterMs)));
}

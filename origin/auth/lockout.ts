/**
 * Repeated failed logins (docs/auth-contract.md, Login): 5 failures for one id within 15
 * minutes lock that id for 15 minutes. Ids are tracked whether or not a member has them, so
 * the lock does not tell an attacker which ids exist.
 *
 * Every attempt is counted *before* the password is checked, and the count comes back from
 * the same statement: a burst of parallel guesses cannot all slip in before the first failure
 * is recorded. A correct password clears the count (`clearFailures`).
 */

import { authNowMs } from './clock';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export type AttemptGate =
  /** Go ahead and check the password; `lastChance` is the attempt that locks the id if it fails. */
  | { allowed: true; lastChance: boolean }
  /** Locked: refuse without checking anything. */
  | { allowed: false; retryAfterMs: number };

/** Whole minutes left (at least 1), for the message. */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

export async function beginAttempt(db: D1Database, idKey: string): Promise<AttemptGate> {
  const now = authNowMs();
  const current = await db
    .prepare('SELECT locked_until FROM login_attempts WHERE id_key = ?')
    .bind(idKey)
    .first<{ locked_until: number }>();
  if (current && current.locked_until > now) return { allowed: false, retryAfterMs: current.locked_until - now };

  // A window that has run out (or a lock that has lifted) starts again at 1; otherwise +1. The
  // attempt that reaches the limit sets the lock, which a correct password then clears.
  const row = await db
    .prepare(
      `INSERT INTO login_attempts (id_key, failures, window_started_at, locked_until) VALUES (?1, 1, ?2, 0)
       ON CONFLICT (id_key) DO UPDATE SET
         failures = CASE WHEN window_started_at + ?3 <= ?2 OR (locked_until > 0 AND locked_until <= ?2) THEN 1 ELSE failures + 1 END,
         window_started_at = CASE WHEN window_started_at + ?3 <= ?2 OR (locked_until > 0 AND locked_until <= ?2) THEN ?2 ELSE window_started_at END,
         locked_until = CASE
           WHEN window_started_at + ?3 <= ?2 OR (locked_until > 0 AND locked_until <= ?2) THEN 0
           WHEN failures + 1 >= ?4 AND locked_until <= ?2 THEN ?2 + ?5
           ELSE locked_until END
       RETURNING failures, locked_until`,
    )
    .bind(idKey, now, FAILURE_WINDOW_MS, MAX_FAILURES, LOCK_MS)
    .first<{ failures: number; locked_until: number }>();
  const failures = row?.failures ?? 1;
  if (failures > MAX_FAILURES) return { allowed: false, retryAfterMs: Math.max(0, (row?.locked_until ?? now + LOCK_MS) - now) };
  return { allowed: true, lastChance: failures === MAX_FAILURES };
}

/** The password was right: forget the failures (and the lock the attempt may have set). */
export async function clearFailures(db: D1Database, idKey: string): Promise<void> {
  await db.prepare('DELETE FROM login_attempts WHERE id_key = ?').bind(idKey).run();
}

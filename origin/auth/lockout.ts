/**
 * Repeated failed logins (docs/auth-contract.md, Login) slow an id down instead of locking it:
 * the first four failures of a run cost nothing; from the fifth on the id waits before its next
 * password check, 30 seconds doubling per failure up to 15 minutes (`delayAfter`). A try while
 * the id waits is refused without being counted, so it neither checks the password nor makes
 * the wait longer: an attacker gets a handful of guesses an hour, and the owner, whose one
 * right password clears the run, waits at most the current delay instead of a fixed lock that
 * anyone could renew every 15 minutes. A run is forgotten an hour after its latest attempt.
 * Ids are tracked whether or not a member has them, so the delay does not tell which exist.
 *
 * Every attempt is counted *before* the password is checked, in one statement that also sets
 * the wait the attempt would earn by failing: a burst of parallel guesses cannot slip past the
 * first one that reaches the delay. A correct password clears the run (`clearFailures`).
 */

import { authNowMs } from './clock';

/** Failures of a run that cost no wait. */
export const FREE_FAILURES = 4;
/** A run of failures is forgotten this long after its latest counted attempt. */
export const FORGET_MS = 60 * 60 * 1000;
const FIRST_DELAY_MS = 30 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;

export type AttemptGate =
  /** Go ahead and check the password; a failure makes the id wait `delayIfWrongMs` (0: none). */
  | { allowed: true; delayIfWrongMs: number }
  /** Waiting: refuse without checking anything. */
  | { allowed: false; retryAfterMs: number };

/** The wait the `failures`-th failure of a run earns. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_FAILURES - 1, 16));
}

/** Whole minutes left (at least 1), for the message. */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** The same schedule in SQL, for the one statement that counts and sets the wait (n: failures). */
const DELAY_SQL = (n: string) => `CASE WHEN ${n} <= ${FREE_FAILURES} THEN 0 ELSE MIN(${MAX_DELAY_MS}, ${FIRST_DELAY_MS} * (1 << MIN(${n} - ${FREE_FAILURES + 1}, 16))) END`;

export async function beginAttempt(db: D1Database, idKey: string): Promise<AttemptGate> {
  const now = authNowMs();
  // `window_started_at` is the run's latest counted attempt: the hour that keeps a run starts
  // there (the column kept its name from the fixed window it held before). A forgotten run
  // starts again at 1. While the id waits (locked_until > now) the WHERE
  // refuses the update, so nothing comes back and nothing is counted.
  const row = await db
    .prepare(
      `INSERT INTO login_attempts (id_key, failures, window_started_at, locked_until) VALUES (?1, 1, ?2, 0)
       ON CONFLICT (id_key) DO UPDATE SET
         failures = CASE WHEN window_started_at + ?3 <= ?2 THEN 1 ELSE failures + 1 END,
         window_started_at = ?2,
         locked_until = ?2 + ${DELAY_SQL('CASE WHEN window_started_at + ?3 <= ?2 THEN 1 ELSE failures + 1 END')}
       WHERE locked_until <= ?2
       RETURNING failures`,
    )
    .bind(idKey, now, FORGET_MS)
    .first<{ failures: number }>();
  if (row) return { allowed: true, delayIfWrongMs: delayAfter(row.failures) };
  const waiting = await db.prepare('SELECT locked_until FROM login_attempts WHERE id_key = ?').bind(idKey).first<{ locked_until: number }>();
  return { allowed: false, retryAfterMs: Math.max(1000, (waiting?.locked_until ?? now) - now) };
}

/** The password was right: forget the run (and the wait the attempt set). */
export async function clearFailures(db: D1Database, idKey: string): Promise<void> {
  await db.prepare('DELETE FROM login_attempts WHERE id_key = ?').bind(idKey).run();
}

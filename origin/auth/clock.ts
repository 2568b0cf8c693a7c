/**
 * The clock of the auth code. Lockout windows, token expiry and the demo seed all read it, so a
 * test can move time forward (a lock that lifts after 15 minutes) without waiting.
 *
 * @example setAuthClock(() => new Date('2025-01-01T00:00:00Z')); … setAuthClock(null);
 */
let override: (() => Date) | null = null;

export function authNow(): Date {
  return override ? override() : new Date();
}

export function authNowMs(): number {
  return authNow().getTime();
}

/** Replace the clock (tests only); `null` restores the real one. */
export function setAuthClock(clock: (() => Date) | null): void {
  override = clock;
}

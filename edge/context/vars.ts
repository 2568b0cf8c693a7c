import type { Device } from '../../src/device/user-agent';
import type { Flags } from '../../src/flags/flags';
import type { Env } from '../env';

/**
 * What the context middleware put on `c.var` before any page renders (ARCHITECTURE rule 3).
 * Merge into the app's Hono env: `Hono<{ Bindings: Env; Variables: AppVariables & ContextVars }>`.
 */
export interface ContextVars {
  /** From the User-Agent only (`device()`). */
  device: Device;
  /** The request's clock (`clock()`): real time, or STOREFRONT_NOW in development and test. */
  now: Date;
  /** Feature flags for this user (`flags()`); defaults when the flag service is down. */
  flags: Flags;
  /**
   * Set by the session middleware when there is one. Only `userId` is read here (by `flags()`),
   * and defensively: it may be absent, a number (user number) or junk.
   */
  session?: SessionLike;
}

export interface SessionLike {
  userId?: string | number | null;
}

export type ContextEnv = { Bindings: Env; Variables: ContextVars };

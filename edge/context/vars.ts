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
   * Set by `session()`: the verified member, or null for a visitor. `flags()` reads only
   * `userId`, and defensively: it may be absent, a number (user number) or junk.
   */
  session?: SessionLike | null;
}

export interface SessionLike {
  userId?: string | number | null;
}

/**
 * A member as `session()` resolves it (auth contract): the access token verified against the
 * origin's JWKS. A member is a request with a user number and that token (spec 6).
 */
export interface MemberSession extends SessionLike {
  userNo: number;
  /** The member's id (an e-mail); also the tracking id and the flag context. */
  userId: string;
  name: string;
  /** Member grade id (schemas/member-grade.ts), from the token or the grade cookie. */
  grade?: number;
  /** The verified access token, sent upstream as `Authorization: Bearer`. */
  accessToken: string;
}

export type ContextEnv = { Bindings: Env; Variables: ContextVars };

/**
 * What the context middleware put on `c.var` before any page renders (ARCHITECTURE rule 3).
 * Pages and render read them through `contextOf(c)` (request-context.ts), one typed object;
 * the single variables are for the middleware that resolve them in order.
 */
import type { Device } from '../../src/device/user-agent';
import type { MemberGradeName } from '../../schemas/member-grade';
import type { Flags } from '../../src/flags/flags';
import type { Hosts } from '../../src/navigation/hosts';
import type { PreviewState } from '../../src/preview/preview';
import type { CampaignContext } from './campaign';
import type { RequestContext } from './request-context';

/** The request's cookies, parsed once (`cookiesOf(c)`); read-only. */
export type CookieJar = Readonly<Record<string, string>>;

/**
 * A member as `session()` resolves it (auth contract): the access token verified against the
 * origin's JWKS. A member is a request with a user number and that token (spec 6).
 */
export interface Member {
  userNo: number;
  /** The member's id (an e-mail); also the tracking id and the flag context. */
  userId: string;
  name: string;
  /** Member grade id (schemas/member-grade.ts), from the token or the grade cookie. */
  grade?: number;
  /** The grade's name (spec 3.7: VIP … STAFF, NONE without a grade), once the grade is settled. */
  gradeName?: MemberGradeName;
  /** Spec 3.7's session user: the e-mail and gender ('M', 'F', or '' when unknown). */
  email?: string;
  gender?: 'M' | 'F' | '';
  /** Spec 3.7's session user: the creator number, kept when the token carries one. */
  creatorNo?: number;
  /** The verified access token, sent upstream as `Authorization: Bearer`. */
  accessToken: string;
  /**
   * True when the request carries a valid proof (`sf_reconfirm`) that this member typed their
   * password again within the last minutes: the account edit page and its forms ask for it.
   */
  reconfirmed?: boolean;
}

/** The former name of `Member`, kept for the gateway's call sites. */
export type MemberSession = Member;

export interface ContextVars {
  /** From the User-Agent only (`device()`). */
  device: Device;
  /** The request's clock (`clock()`): real time, or STOREFRONT_NOW in development and test. */
  now: Date;
  /** Feature flags for this user (`flags()`); defaults when the flag service is down. */
  flags: Flags;
  /** Set by `session()`: the verified member, or null for a visitor. */
  member: Member | null;
  /** Set by `campaign()`. */
  campaign: CampaignContext;
  /** Set by `preview()`: the operator's overrides in development, else null. */
  preview: PreviewState | null;
  /** The cookie header parsed once, on first read (`cookiesOf(c)`). */
  cookies: CookieJar;
  /** The configured hosts resolved once, on first read (`hostsOf(c)`). */
  hosts: Hosts;
  /** Everything above in one object, set by `requestContext()` last; read it with `contextOf(c)`. */
  request: RequestContext;
}

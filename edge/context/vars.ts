/**
 * What the context middleware put on `c.var` before any page renders (ARCHITECTURE rule 3).
 * Pages and render read them through `contextOf(c)` (request-context.ts), one typed object;
 * the single variables are for the middleware that resolve them in order.
 *
 * Types only, and nothing imported from the edge (issue 30 §3): every middleware and page can
 * name these without an import cycle through edge/app-env.ts (tests/architecture/context-vars.test.ts).
 */
import type { Device } from '../../src/device/user-agent';
import type { MemberGradeName } from '../../schemas/member-grade';
import type { Flags } from '../../src/flags/flags';
import type { ShopIdentity } from '../../src/shop/identity';
import type { Hosts } from '../../src/navigation/hosts';
import type { PreviewState } from '../../src/preview/preview';
import type { CampaignParams } from '../../src/navigation/campaign';
import type { LinkAt } from '../../src/navigation/links';
import type { PromotionState } from '../../src/promotion/periods';
import type { TagSetup } from '../../rules/tags';

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

export interface CampaignContext {
  /** This request's parameters (utm_campaign included, for tracking). */
  params: CampaignParams;
  /** This request is a search-ad entry. */
  isSearchAdEntry: boolean;
  /** The campaign in force: this entry, or the one remembered in the campaign cookie. */
  active: CampaignParams | null;
  /** The app-install nudge stays hidden: a search-ad entry now or within the last 1800 s. */
  nudgeHidden: boolean;
}

/** What a page knows of its request: `contextOf(c)` (request-context.ts). */
export interface RequestContext {
  readonly url: URL;
  readonly cookies: CookieJar;
  readonly hosts: Hosts;
  /** Where the link builders (src/navigation/links.ts) build from: `productLink(n, {}, { at })`. */
  readonly at: LinkAt;
  /** Canonical links' scheme and host (SITE_ORIGIN, else the request's origin). */
  readonly siteOrigin: string;
  /** ENVIRONMENT (QA label, STOREFRONT_NOW). */
  readonly environment: string | undefined;
  readonly device: Device;
  readonly inAppWebView: boolean;
  /** The one clock of the request. */
  readonly now: Date;
  /** The promotion phase at `now` in this deployment's calendar (edge/context/promotion.ts), or null. */
  readonly promotion: PromotionState | null;
  /** The survey tool's script (spec 4.7; edge/context/providers.ts); null: none. */
  readonly surveyScript: string | null;
  /** The third-party tags this deployment names (edge/context/providers.ts); null: none. */
  readonly tags: TagSetup | null;
  readonly flags: Flags;
  /** The verified member, or null for a visitor: nothing downstream re-checks it. */
  readonly member: Member | null;
  readonly campaign: CampaignContext;
  /** The operator's preview overrides (development only; edge/context/preview.ts), else null. */
  readonly preview: PreviewState | null;
  /** The shop's identity and store listings from this deployment's vars (edge/context/shop.ts). */
  readonly shop: ShopIdentity;
}

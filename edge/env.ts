/**
 * Bindings and vars of the edge worker, and the Hono env type. Those declared in wrangler.toml
 * come from `wrangler types` (edge/wrangler-env.d.ts, regenerated when wrangler.toml changes;
 * scripts/wrangler-types.test.ts checks it). Both workers' generated files extend one global
 * `Cloudflare.Env`, so each picks its own names. Optional: tests and the bench build the app
 * with only the bindings they use. `ORIGIN` is the service binding to the reference origin;
 * `UPSTREAM_URL`, when set, wins.
 */
import type { ShopIdentityVar } from '../src/shop/identity';

type Declared = Pick<
  EdgeBindings,
  | 'ORIGIN'
  | 'ASSETS'
  | 'ENVIRONMENT'
  | 'UPSTREAM_URL'
  | 'SITE_ORIGIN'
  | 'SHOP_ORIGIN'
  | 'MYPAGE_ORIGIN'
  | 'FLAGS_APP_NAME'
  | ShopIdentityVar
  | 'RATE_LIMIT_LOGIN'
  | 'RATE_LIMIT_SEARCH'
  | 'RATE_LIMIT_WRITE'
  | 'RATE_LIMIT_LIKES'
  | 'RATE_LIMIT_CART'
  | 'RATE_LIMIT_REVIEWS'
  | 'RATE_LIMIT_QNA'
  | 'RATE_LIMIT_ACCOUNT'
  | 'RATE_LIMIT_CHECKOUT'
>;

/** Set per deployment (`--var`, `.dev.vars`, `wrangler secret`), not in wrangler.toml. */
interface PerDeployment {
  FLAGS_URL?: string;
  FLAGS_KEY?: string;
  STOREFRONT_NOW?: string;
  /** More weeks promotions, JSON (edge/context/promotion.ts); invalid values are ignored with a warning. */
  PROMOTION_CALENDAR?: string;
  /**
   * Trusted origin of identity-verification messages. Development: default http://localhost:PORT
   * (the sandbox); production: https and required, or verification is unavailable.
   */
  IDENTITY_PROVIDER_ORIGIN?: string;
  /**
   * Where social logins start, `{provider}` replaced by naver, kakao, …; https in production.
   * Unset: the sandbox in development, unavailable in production.
   */
  SOCIAL_AUTHORIZE_URL?: string;
  /**
   * The ad-tracking provider's endpoint (spec 7), https in production. Unset: the origin's
   * sandbox in development, nothing sent in production.
   */
  AD_TRACKING_URL?: string;
  /**
   * The OneLink template address (e.g. `https://shop.onelink.me/AbCd`) static attribution links
   * are built on when the attribution-link call fails; https in production. Unset: the origin's
   * sandbox resolver in development; in production a failed call shares the page itself.
   */
  ONELINK_URL?: string;
  /**
   * The survey tool's script (spec 4.7), an https URL or a path on this origin; it must define
   * `window.StorefrontSurvey.evaluate(context)` (docs/tracking.md "Survey"). Unset: the origin's sandbox
   * survey in development, none in production.
   */
  SURVEY_SCRIPT_URL?: string;
  /**
   * Third-party tags (issue 12 item 3; docs/tracking.md "Third-party tags and consent"): where their scripts are served
   * (`{base}/{file}.js?id={id}`, file: ab-test, search-ad, …), an https URL or a path on this origin, and each kind's id.
   * Unset in development: the origin's sandbox tags; in production: no tags.
   */
  /**
   * Toss Payments' client key (issue 29; the origin holds the secret key, TOSS_SECRET_KEY). Unset:
   * the origin's sandbox payment window in development; in production payment is unavailable.
   */
  TOSS_CLIENT_KEY?: string;
  TAG_SCRIPT_BASE?: string;
  TAG_ANALYTICS_ID?: string;
  TAG_AB_TEST_ID?: string;
  /** Several advertising and conversion pixels, comma-separated (up to 8). */
  TAG_ADVERTISING_IDS?: string;
  TAG_RETARGETING_ID?: string;
  TAG_SEARCH_AD_ID?: string;
  TAG_CRM_ID?: string;
  /**
   * Speed layers to switch off: `all`, or some of `page,fragment,upstream` (rules/cache-switches.ts).
   * Unset: all on. For measuring and for ruling a cache out when something looks wrong.
   */
  CACHE_OFF?: string;
  /**
   * Sentry's DSN (issue 31 §5; edge/ops/error-report.ts), https: error pages are reported there.
   * Unset: logged only (Workers Logs); in development the sandbox collector (`/_ops/errors`).
   */
  SENTRY_DSN?: string;
  /** The release errors are reported under (e.g. the commit a deploy ships); unset: "unknown". */
  RELEASE?: string;
  /** Secret that signs adult-only items' image URLs (context/adult-images.ts); none: refused. */
  IMAGE_URL_KEY?: string;
}

export interface Env extends Partial<Declared>, PerDeployment {}

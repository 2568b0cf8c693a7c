/**
 * Bindings and vars of the edge worker (wrangler.toml), and the Hono env type.
 * `ORIGIN` is the service binding to the reference origin; `UPSTREAM_URL`, when set, wins.
 */
export interface Env {
  ORIGIN?: Fetcher;
  ASSETS?: Fetcher;
  ENVIRONMENT?: string;
  UPSTREAM_URL?: string;
  SITE_ORIGIN?: string;
  SHOP_ORIGIN?: string;
  MYPAGE_ORIGIN?: string;
  FLAGS_URL?: string;
  FLAGS_KEY?: string;
  FLAGS_APP_NAME?: string;
  STOREFRONT_NOW?: string;
  /** Trusted origin of identity-verification messages (default http://localhost:PORT). */
  IDENTITY_PROVIDER_ORIGIN?: string;
}

/**
 * Bindings and vars of the reference origin and its Hono env type. Those declared in
 * origin/wrangler.toml come from `wrangler types` (origin/wrangler-env.d.ts; see edge/env.ts).
 * FLAGS_KEY is the key the feature-flag endpoint expects in `authorization`; it is a secret
 * set per environment (`.dev.vars` locally, `wrangler secret` in a deployment), never committed.
 */
type Declared = Pick<OriginBindings, 'DB' | 'ASSETS' | 'ENVIRONMENT' | 'REVIEW_PHOTOS'>;

export interface OriginEnv extends Pick<Declared, 'DB'>, Partial<Omit<Declared, 'DB'>> {
  FLAGS_KEY?: string;
  /**
   * Toss Payments' secret key (a secret, like FLAGS_KEY): the origin confirms and cancels payments
   * with it (origin/payments/toss.ts). Unset: the sandbox provider in development, payment
   * unavailable in production. TOSS_CLIENT_KEY is its browser half, answered with a start.
   */
  TOSS_SECRET_KEY?: string;
  TOSS_CLIENT_KEY?: string;
  /**
   * The carrier the shop ships with and its tracking page, `{invoiceNo}` standing for the
   * invoice (issue 29 §2); unset: CJ대한통운's page (rules/tracking-link.ts). Development ships
   * with the sandbox carrier.
   */
  CARRIER_NAME?: string;
  CARRIER_TRACKING_URL?: string;
}

export type OriginAppEnv = { Bindings: OriginEnv };

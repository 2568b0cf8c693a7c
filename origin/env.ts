/**
 * Bindings and vars of the reference origin (origin/wrangler.toml) and its Hono env type.
 * FLAGS_KEY is the key the feature-flag endpoint expects in `authorization`; it is a secret
 * set per environment (`.dev.vars` locally, `wrangler secret` in a deployment), never committed.
 */
export interface OriginEnv {
  DB: D1Database;
  ASSETS?: Fetcher;
  ENVIRONMENT?: string;
  FLAGS_KEY?: string;
}

export type OriginAppEnv = { Bindings: OriginEnv };

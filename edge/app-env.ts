import type { Env } from './env';
import type { UpstreamFetch } from './upstream/transport';

/** Variables the edge's own middleware puts on the context before any page renders. */
export interface AppVariables {
  upstream: UpstreamFetch;
  nonce: string;
  /** Where the request came from, for canonical links: scheme + host. */
  siteOrigin: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };

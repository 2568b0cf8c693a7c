import type { Env } from './env';
import type { UpstreamFetch } from './upstream/transport';
import type { ContextVars } from './context/vars';
import type { NavigationVars } from './context/campaign';

/** Variables the edge's own middleware puts on the context before any page renders. */
export interface AppVariables {
  upstream: UpstreamFetch;
  nonce: string;
  /** Where the request came from, for canonical links: scheme + host. */
  siteOrigin: string;
  /** Replaces the shared upstream cache (tests: `null` turns caching off). */
  upstreamStore?: Cache | null;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables & ContextVars & NavigationVars };

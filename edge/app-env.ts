/**
 * The one Hono env type of the edge: every middleware, page and gateway route is typed with it
 * (no middleware declares its own slice of bindings or variables).
 */
import type { Env } from './env';
import type { UpstreamFetch } from './upstream/transport';
import type { ContextVars } from './context/vars';
import type { PageStore } from './render/page-store';
import type { PageCapture } from './render/page-capture';
import type { FreshnessRecorder } from './upstream/freshness-log';
import type { FragmentCache } from '../src/ui/fragment-cache';

/** Variables the edge's own middleware puts on the context before any page renders. */
export interface AppVariables {
  upstream: UpstreamFetch;
  nonce: string;
  /** Where the request came from, for canonical links: scheme + host. */
  siteOrigin: string;
  /** Replaces the shared upstream cache (tests: `null` turns caching off). */
  upstreamStore?: Cache | null;
  /** The rendered-page cache for visitors (edge/render/page-caching.ts); `null` when off. */
  pageCache?: PageStore | null;
  /** On a page-cache miss (edge/pages/cached-page.ts): the capture renderPage keeps the page with; `null` once withdrawn. */
  pageCapture?: PageCapture | null;
  /** The request's view of the fragment cache (edge/render/fragment-cache.tsx); absent: every part is drawn. */
  fragmentCache?: FragmentCache;
  /** Set while a page is rendered for the page cache: every upstream call reports its freshness. */
  pageFreshness?: FreshnessRecorder;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables & ContextVars };

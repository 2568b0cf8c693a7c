/**
 * Which of the speed layers between the upstream and the bytes are switched off, by configuration
 * (`CACHE_OFF`, a var of the edge worker): `all`, or a comma-separated list of layer names. Every
 * layer is an optimisation only: with all of them off every page and answer must be the same
 * (the `workers-cache-off` test project runs the integration suite's pages that way).
 *
 *   page      the visitor page cache (edge/render/page-caching.ts)
 *   fragment  the fragment cache (edge/render/fragment-cache.tsx)
 *   upstream  the upstream answer cache: the Cache API entry and the isolate's memory of parsed
 *             answers (edge/upstream/cache.ts); the page cache needs it, so it goes too
 *
 * Names it does not know are ignored (returned in `unknown` for a warning): a typo never turns a
 * layer off, and a layer added later is on until named.
 */
export const CACHE_LAYERS = ['page', 'fragment', 'upstream'] as const;
export type CacheLayer = (typeof CACHE_LAYERS)[number];

export interface CacheSwitches {
  off: ReadonlySet<CacheLayer>;
  unknown: readonly string[];
}

const isLayer = (name: string): name is CacheLayer => (CACHE_LAYERS as readonly string[]).includes(name);

export function cacheSwitches(value: string | null | undefined): CacheSwitches {
  const off = new Set<CacheLayer>();
  const unknown: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    if (name === 'all') for (const layer of CACHE_LAYERS) off.add(layer);
    else if (isLayer(name)) off.add(name);
    else unknown.push(name);
  }
  // Pages are kept only while every upstream answer they were drawn from is fresh in the cache.
  if (off.has('upstream')) off.add('page');
  return { off, unknown };
}

/**
 * The location's Cache API, shared by the upstream cache (upstream/cache.ts) and the page store
 * (render/page-store.ts): one place that knows workerd's `caches.default`. `null` where there is
 * no Cache API (Node, tests), never a throw.
 */
export function defaultCache(): Cache | null {
  try {
    // `default` is workerd's; the DOM lib's CacheStorage type (also in scope) lacks it.
    const storage = typeof caches === 'undefined' ? undefined : (caches as unknown as { default?: Cache });
    return storage?.default ?? null;
  } catch {
    return null;
  }
}

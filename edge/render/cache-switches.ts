import { cacheSwitches, type CacheLayer } from '../../rules/cache-switches';

/**
 * `CACHE_OFF` as the app reads it on every request: parsed once per value (a deployment has one),
 * with one warning per value that names a layer nobody knows.
 */
let last: { value: string | undefined; off: ReadonlySet<CacheLayer> } | null = null;

export function cacheSwitchesOf(value: string | undefined): ReadonlySet<CacheLayer> {
  if (last && last.value === value) return last.off;
  const switches = cacheSwitches(value);
  if (switches.unknown.length > 0) console.warn(`[config] CACHE_OFF names no cache layer: ${switches.unknown.join(', ')} (known: all, page, fragment, upstream)`);
  last = { value, off: switches.off };
  return switches.off;
}

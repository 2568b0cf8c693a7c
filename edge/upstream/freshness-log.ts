/**
 * What a rendered page's upstream data says about keeping the page (the page cache,
 * edge/render/page-cache.ts). Every upstream call a render makes reports one of:
 *   fresh until T  — the answer is fresh by its cache strategy until T (storedAt + freshSeconds);
 *   uncacheable    — served stale, an uncached strategy, caching turned off, or a failure.
 * A page may be kept only if every call was fresh, and then only until the earliest T: it never
 * outlives the data it was rendered from, and once that data turns stale the normal path runs
 * again, serves stale and refreshes in the background (stale-while-revalidate keeps working).
 *
 *     const log = new FreshnessLog();
 *     await getItemDetail({ ...deps, freshness: log }, { itemNo: 1001 });
 *     const v = log.verdict();   // { cacheable: true, freshUntil } or { cacheable: false, reason }
 */
export type UncacheableReason = 'stale' | 'uncached' | 'caching-off' | 'failed' | 'render-error' | 'deferred-failed';

export interface FreshnessRecorder {
  /** The answer used is fresh until `until` (ms since the epoch, the upstream cache's clock). */
  fresh(until: number): void;
  /** The answer used (or its absence) must not be kept in a page. */
  uncacheable(reason: UncacheableReason): void;
}

export type FreshnessVerdict = { cacheable: true; freshUntil: number } | { cacheable: false; reason: UncacheableReason };

export class FreshnessLog implements FreshnessRecorder {
  private until = Number.POSITIVE_INFINITY;
  private reason: UncacheableReason | null = null;

  fresh(until: number): void {
    // A time that is no number cannot bound anything: treat it as the worst case.
    if (!Number.isFinite(until)) {
      this.uncacheable('uncached');
      return;
    }
    if (until < this.until) this.until = until;
  }

  uncacheable(reason: UncacheableReason): void {
    // The first reason is kept: it is what an operator looks for when a page is never cached.
    this.reason ??= reason;
  }

  /** No call at all is cacheable for ever (the caller bounds it); one uncacheable call spoils all. */
  verdict(): FreshnessVerdict {
    return this.reason ? { cacheable: false, reason: this.reason } : { cacheable: true, freshUntil: this.until };
  }
}

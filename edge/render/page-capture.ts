/**
 * A page-cache miss on its way to being kept (page-caching.ts hands one to each render it may
 * keep). Apart from page-caching.ts so that edge/app-env.ts can name its type without an import
 * cycle (tests/architecture/context-vars.test.ts).
 */
import { FreshnessLog, type UncacheableReason } from '../upstream/freshness-log';
import { countOf, type PageEntry, splitAtNonce } from './page-cache';

export const MAX_PAGE_AGE_MS = 60_000;

/** Where a capture keeps its page: page-store.ts, or a plain PageCache in unit tests. */
export interface PageSink {
  set(key: string, entry: PageEntry, now: number): boolean;
}

export interface PageMeta {
  status: number;
  headers: Readonly<Record<string, string>>;
  nonce: string;
}

/** A miss on its way to being kept: the freshness log its upstream calls report to. */
export class PageCapture {
  readonly log = new FreshnessLog();
  /** Set once a render was handed this capture (renderPage): the answer is a miss, not a bypass. */
  offered = false;

  constructor(
    private readonly cache: PageSink,
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Marks the render as not to be kept (a render error, a failed section). */
  spoil(reason: UncacheableReason): void {
    this.log.uncacheable(reason);
  }

  /** Keeps the complete document if the rules above allow; true when it was kept. */
  complete(html: Uint8Array, page: PageMeta): boolean {
    if (page.status !== 200 || /\bno-store\b/i.test(page.headers['Cache-Control'] ?? '')) return false;
    const verdict = this.log.verdict();
    if (!verdict.cacheable) return false;
    const parts = splitAtNonce(html, page.nonce);
    // Every nonce attribute must be the one we split at, or a hit would carry a stale nonce
    // (a renderer that escaped it differently): then the page is simply not kept.
    if (countOf(html, 'nonce="') !== parts.length - 1) {
      console.warn('[page-cache] nonce attributes do not match the nonce; page not kept');
      return false;
    }
    const now = this.now();
    const expiresAt = Math.min(verdict.freshUntil, now + MAX_PAGE_AGE_MS);
    return this.cache.set(this.key, { status: page.status, headers: { ...page.headers }, parts, expiresAt }, now);
  }
}

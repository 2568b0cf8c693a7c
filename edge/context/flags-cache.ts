import type { FeatureToggle } from '../../schemas/feature-toggle';
import { resolveFlags, type Flags } from '../../src/flags/flags';
import { joinShared, keepShared, type Keep } from '../shared-work';
import { UPSTREAM_TIMEOUTS } from '../upstream/timeouts';

/**
 * Per-user feature flags kept in memory across the requests an isolate serves (spec 9: flags
 * refresh every 60 s). Nothing here is shared between isolates, and nothing needs to be: each
 * isolate asks the flag service at most once per user per `refreshMs`.
 *
 * - A user seen for the first time waits for the service (bounded by `waitMs`).
 * - A fresh entry is served as is; a stale one is served at once while a refresh runs in the
 *   background (handed to `waitUntil` so the isolate finishes it after the response).
 * - Concurrent refreshes of one user share a single call.
 * - A failing service never fails the page: the last good flags are kept (and retried after
 *   `refreshMs`), or the defaults of `resolveFlags(null)` when there are none yet.
 * - At most `maxEntries` users are kept; the least recently used goes first.
 */

export type LoadToggles = () => Promise<FeatureToggle[]>;
export type Schedule = Keep;

export interface FlagsCacheOptions {
  refreshMs?: number;
  maxEntries?: number;
  /**
   * How long a request waits for a call it did not start before serving defaults. In workerd a
   * call belongs to the request that made it; if that request is cancelled its call may never
   * settle, and the requests sharing it must not hang with it.
   */
  waitMs?: number;
  now?: () => number;
  warn?: (message: string) => void;
}

interface Entry {
  flags: Flags;
  fetchedAt: number;
}

export class FlagsCache {
  readonly refreshMs: number;
  readonly maxEntries: number;
  private readonly waitMs: number;
  private readonly now: () => number;
  private readonly warn: (message: string) => void;
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Flags>>();
  private lastWarnAt = Number.NEGATIVE_INFINITY;
  private unwarned = 0;

  constructor(options: FlagsCacheOptions = {}) {
    this.refreshMs = positive(options.refreshMs, 60_000);
    this.maxEntries = Math.max(1, Math.floor(positive(options.maxEntries, 500)));
    // A little past the flag service's own deadline, so a call that times out is still heard.
    this.waitMs = positive(options.waitMs, UPSTREAM_TIMEOUTS.flags + 500);
    this.now = options.now ?? Date.now;
    this.warn = options.warn ?? ((message) => console.warn(message));
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  clear(): void {
    this.entries.clear();
    this.inflight.clear();
  }

  /** The flags for `key`; never rejects. `schedule` keeps a background refresh alive. */
  async get(key: string, load: LoadToggles, schedule?: Schedule): Promise<Flags> {
    const entry = this.entries.get(key);
    // Kept alive by this request (another may join it before it settles), joined for a bounded time.
    if (!entry) return this.withDeadline(keepShared(this.refresh(key, load), schedule));

    // Least recently used goes first: re-inserting moves the key to the end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.now() - entry.fetchedAt >= this.refreshMs) {
      const refreshing = this.refresh(key, load);
      try {
        schedule?.(refreshing);
      } catch {
        // No execution context to extend: the refresh still runs while the isolate lives.
      }
    }
    return { ...entry.flags };
  }

  private refresh(key: string, load: LoadToggles): Promise<Flags> {
    const running = this.inflight.get(key);
    if (running) return running;
    const work = (async (): Promise<Flags> => {
      let flags: Flags;
      try {
        flags = resolveFlags(await load());
      } catch (error) {
        this.report(error);
        flags = this.entries.get(key)?.flags ?? resolveFlags(null);
      }
      this.store(key, { flags, fetchedAt: this.now() });
      return flags;
    })().finally(() => this.inflight.delete(key));
    this.inflight.set(key, work);
    return work;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  private async withDeadline(work: Promise<Flags>): Promise<Flags> {
    return { ...(await joinShared(work, this.waitMs, () => resolveFlags(null))) };
  }

  /** One line per `refreshMs` at most: an outage must not flood the log once per user. */
  private report(error: unknown): void {
    const at = this.now();
    if (at - this.lastWarnAt < this.refreshMs) {
      this.unwarned += 1;
      return;
    }
    const more = this.unwarned > 0 ? ` (${this.unwarned} more failures since the last report)` : '';
    this.lastWarnAt = at;
    this.unwarned = 0;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.warn(`[flags] flag service failed, serving last known flags or defaults: ${reason}${more}`);
  }
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

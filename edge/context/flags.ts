/**
 * Resolves `c.var.flags` for the request's user (spec 3.8, 7, 9): toggles from the flag service
 * (FLAGS_URL, default the upstream's `/flags/api/frontend`, key FLAGS_KEY, app FLAGS_APP_NAME),
 * cached in the isolate per user and refreshed at most every `refreshMs` (see flags-cache.ts).
 * The user is the member's id when `session()` ran before (it must, in the app), else the visitor.
 * A missing key or a failing service never fails the page: it gets `resolveFlags(null)`.
 *
 *     app.use('*', session(), flags());          // session first, so members get their flags
 *     app.get('/x', (c) => c.json(c.var.flags));
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { resolveFlags, type Flags } from '../../src/flags/flags';
import type { AppEnv } from '../app-env';
import { fetchToggles } from '../upstream/flags';
import { upstreamFromEnv, type UpstreamFetch } from '../upstream/transport';
import { FlagsCache, type Schedule } from './flags-cache';
import type { Member } from './vars';

export interface FlagsMiddlewareOptions {
  refreshMs?: number;
  maxEntries?: number;
  /** A cache of its own (tests); by default one cache per isolate, shared by every app. */
  cache?: FlagsCache;
  /** The upstream transport; by default `c.var.upstream`, else the one from env. */
  transport?: UpstreamFetch;
}

export const DEFAULT_APP_NAME = 'storefront';
const MAX_USER_ID_LENGTH = 128;

const sharedCaches = new Map<string, FlagsCache>();
let warnedNoKey = false;

export function flags(options: FlagsMiddlewareOptions = {}) {
  const { refreshMs = 60_000, maxEntries = 500 } = options;
  const cache = options.cache ?? sharedCache(refreshMs, maxEntries);

  return createMiddleware<AppEnv>(async (c, next) => {
    const env = c.env ?? {};
    const key = env.FLAGS_KEY?.trim();
    if (!key) {
      if (!warnedNoKey) {
        warnedNoKey = true;
        console.warn('[flags] FLAGS_KEY is not set; every request gets the default flags');
      }
      c.set('flags', resolveFlags(null));
      return next();
    }

    const userId = userIdOf(c.get('member'));
    const appName = env.FLAGS_APP_NAME?.trim() || DEFAULT_APP_NAME;
    const url = env.FLAGS_URL?.trim() || undefined;
    const transport = options.transport ?? c.get('upstream') ?? upstreamFromEnv(env);
    // Distinct services or apps never share entries, even when tests mount several apps.
    const cacheKey = `${url ?? ''}\n${appName}\n${userId}`;
    const load = () => fetchToggles({ fetch: transport }, { url, key, appName, userId: userId || undefined });

    c.set('flags', await cache.get(cacheKey, load, scheduleOf(c)));
    await next();
  });
}

/** The member's id as the flag context, '' for a visitor or an id too long to send. */
export function userIdOf(member: Pick<Member, 'userId'> | null | undefined): string {
  const trimmed = member?.userId.trim() ?? '';
  return trimmed.length <= MAX_USER_ID_LENGTH ? trimmed : '';
}

function sharedCache(refreshMs: number, maxEntries: number): FlagsCache {
  const id = `${refreshMs}/${maxEntries}`;
  let cache = sharedCaches.get(id);
  if (!cache) {
    cache = new FlagsCache({ refreshMs, maxEntries });
    sharedCaches.set(id, cache);
  }
  return cache;
}

/** `c.executionCtx` throws in Hono when there is none (in-process tests, benchmarks). */
function scheduleOf(c: { executionCtx: Pick<ExecutionContext, 'waitUntil'> }): Schedule | undefined {
  try {
    const ctx = c.executionCtx;
    return (work) => ctx.waitUntil(work);
  } catch {
    return undefined;
  }
}

/**
 * This request's flags read from the flag service now, past the isolate's cache: the open
 * page's islands ask for them once a minute (src/flags/live.ts), so a flag flipped on the
 * service reaches them within that minute. A service that cannot be asked answers what the
 * middleware resolved for this request (cached, or the fail-safe defaults).
 */
export async function freshFlags(c: Context<AppEnv>): Promise<Flags> {
  const env = c.env ?? {};
  const key = env.FLAGS_KEY?.trim();
  const resolved = c.get('flags');
  if (!key) return resolved;
  try {
    const toggles = await fetchToggles(
      { fetch: c.get('upstream') ?? upstreamFromEnv(env) },
      { url: env.FLAGS_URL?.trim() || undefined, key, appName: env.FLAGS_APP_NAME?.trim() || DEFAULT_APP_NAME, userId: userIdOf(c.get('member')) || undefined },
    );
    return resolveFlags(toggles);
  } catch (error) {
    console.warn('[flags] fresh read failed; answering the cached flags', error instanceof Error ? error.message : String(error));
    return resolved;
  }
}

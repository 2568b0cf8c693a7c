/**
 * The edge's fragment cache (src/ui/fragment-cache.tsx): fragments of a page drawn from one
 * shared upstream answer alone, rendered once per answer and key, written out as HTML on every
 * later page-cache miss. A miss that finds nothing cached draws the fragment as usual and asks for
 * it to be rendered on its own after this render, in the background; the next page gets it.
 *
 * Held with the answer itself (a WeakMap keyed by the answer object), so there is nothing to
 * invalidate: a refreshed or forgotten answer is a new object, and an answer's HTML is collected
 * with it. Only answers the upstream memory shares are cached (`isShared`): a per-request copy
 * would be rendered twice per request for nothing; and fragments of a `staticSource`, which
 * live as long as the isolate. An adult item's page caches nothing at all (its route hands
 * render `fragmentCacheOff`). Switched off per app (`createEdgeApp({ fragmentCache: false })`) or
 * by configuration (`CACHE_OFF`, edge/render/cache-switches.ts).
 */
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { isStaticSource, type FragmentHints, type FragmentCache, type CachedPart } from '../../src/ui/fragment-cache';

/**
 * Parts and their variants kept per answer (an item's info, cards and purchase panel, in saving
 * mode or not, on the web or in the app, as labels change over a day): a bound, not a budget.
 */
const PARTS_PER_ANSWER = 64;
/**
 * Characters kept since the store last started again (4–8 MB of memory at most: V8 keeps
 * Korean text at two bytes a character). The
 * count grows with every part kept
 * and cannot shrink when an answer and its parts are collected (the isolate is not told), so
 * past this the store simply starts again, like rules/memo.ts: what is current is rendered
 * again on the next misses. A few hundred answers with their parts take about a tenth of it.
 */
const CACHED_CHARS_MAX = 4 * 1024 * 1024;

// null: rendered and found not keepable (it suspended or failed); not tried again for this answer.
let kept = new WeakMap<object, Map<string, CachedPart | null>>();
let cachedChars = 0;
const rendering = new WeakMap<object, Set<string>>();

/** This isolate's fragments rendered to be cached, and fragments written out from the cache (bench, tests). */
const counts = { rendered: 0, written: 0 };
export function fragmentCacheCounts(): Readonly<typeof counts> {
  return { ...counts };
}

const sizeOf = (part: CachedPart | null | undefined) => (part ? part.html.length + (part.props?.length ?? 0) : 0);

function remember(of: object, key: string, part: CachedPart | null): void {
  if (cachedChars + sizeOf(part) > CACHED_CHARS_MAX) {
    kept = new WeakMap();
    cachedChars = 0;
  }
  const parts = kept.get(of) ?? new Map<string, CachedPart | null>();
  if (!parts.has(key) && parts.size >= PARTS_PER_ANSWER) return;
  cachedChars += sizeOf(part) - sizeOf(parts.get(key));
  parts.set(key, part);
  kept.set(of, parts);
}

/** A store that caches nothing: every fragment drawn (adult items' pages, the bench's comparison). */
export const fragmentCacheOff: FragmentCache = { get: () => null, keep: () => undefined };

/**
 * A request's view of the store. `isShared`: which answers may be kept (the upstream memory's
 * isSharedAnswer; the app wires it, render imports nothing of the upstream). `waitUntil` keeps the
 * isolate alive for the background render (absent in-process: the render then simply runs on).
 * `enabled: false` gives `fragmentCacheOff`.
 */
export function requestFragmentCache(isShared: (of: object) => boolean, waitUntil: ((p: Promise<unknown>) => void) | undefined, enabled = true): FragmentCache {
  if (!enabled) return fragmentCacheOff;
  return {
    get(of, key) {
      const part = kept.get(of)?.get(key) ?? null;
      if (part !== null) counts.written++;
      return part;
    },
    keep(of, key, inner, extra) {
      if (!isShared(of) && !isStaticSource(of)) return;
      const busy = rendering.get(of) ?? new Set<string>();
      const held = kept.get(of);
      if (busy.has(key) || held?.has(key) || (held && held.size >= PARTS_PER_ANSWER)) return;
      busy.add(key);
      rendering.set(of, busy);
      // On a later turn of the event loop: the page that asked goes out first, and React's server
      // renderer keeps the request it is drawing in module state, so a second render must not
      // start inside a component (nor, by microtask, before that render has handed over its shell).
      const done = new Promise<void>((resolve) => setTimeout(resolve, 0))
        .then(() => renderInner(inner, extra?.hints))
        .then((html) => {
          if (html !== null) counts.rendered++;
          remember(of, key, html === null ? null : { html, props: extra?.props ?? null });
        })
        .catch((error: unknown) => console.warn('[fragment-cache] render failed', error instanceof Error ? error.message : String(error)))
        .finally(() => busy.delete(key));
      try {
        waitUntil?.(done);
      } catch {
        // Keeping is an optimisation: a context that takes no more background work leaves the part drawn.
      }
    },
  };
}

const OPEN = '<div>';
const CLOSE = '</div>';

/** Asks for the page's own hints where the part is rendered on its own (see renderInner). */
function Hints({ ask }: { ask: FragmentHints }) {
  ask();
  return null;
}

/**
 * The part's HTML as the page draws it: rendered inside a block container, as on the page (a
 * `div`, `section`, `nav` or `footer`, which parse their contents alike), whose tags are then cut off, so text
 * separators and parsing context are those of the page. Null (drawn every time, never rendered
 * again for this answer) for a part that failed or did not draw at once: a cached fragment holds no
 * Suspense boundary, so it is complete when its shell is.
 *
 * Anything React writes before the container is something it hoists to a page's head (an
 * image's preload hint). A copy written out as HTML would not ask for it again, so such a part
 * is kept only when `hints`, which the page asks for beside the part on every render, ask for
 * exactly that (the part's own requests then add nothing: React asks once per hint and page).
 */
export async function renderInner(inner: ReactElement, hints?: FragmentHints): Promise<string | null> {
  const html = await renderAtOnce(
    hints ? (
      <>
        <Hints ask={hints} />
        <div>{inner}</div>
      </>
    ) : (
      <div>{inner}</div>
    ),
  );
  const head = hints ? await renderAtOnce(<Hints ask={hints} />) : '';
  if (html === null || head === null) return null;
  if (!html.startsWith(head + OPEN) || !html.endsWith(CLOSE)) return null;
  const body = html.slice(head.length + OPEN.length, -CLOSE.length);
  // A Suspense boundary or a script means the part was not a plain drawing of its answer.
  if (body.includes('<!--$') || body.includes('<script') || body.includes('<template')) return null;
  return body;
}

/** The whole HTML of `tree`, or null if it failed or did not draw at once. */
async function renderAtOnce(tree: ReactElement): Promise<string | null> {
  let failed = false;
  // Everything a part draws is drawn at once; a timer's turn is ample for a part that did. One
  // that waits (it suspended, with or without a boundary of its own) is stopped there.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('a cached fragment did not draw at once')), 0);
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(tree, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: controller.signal,
      onError(error) {
        failed = true;
        console.warn('[fragment-cache] fragment not cached:', error instanceof Error ? error.message : String(error));
      },
    });
    await stream.allReady;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  if (failed || controller.signal.aborted) {
    await stream.cancel().catch(() => undefined);
    return null;
  }
  return new Response(stream).text();
}

/**
 * The edge's store of kept HTML (src/ui/kept-html.tsx): parts of a page drawn from one shared
 * upstream answer alone, rendered once per answer and variant, written out as HTML on every
 * later page-cache miss. A miss that finds nothing kept draws the part as usual and asks for it
 * to be rendered on its own after this render, in the background; the next page gets it.
 *
 * Kept with the answer itself (a WeakMap keyed by the answer object), so there is nothing to
 * invalidate: a refreshed or forgotten answer is a new object, and an answer's HTML is collected
 * with it. Only answers the upstream memory shares are kept (`isShared`): a per-request
 * copy (an adult item with signed image links) would be rendered twice per request for nothing.
 */
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import type { KeptHtmlStore } from '../../src/ui/kept-html';

/**
 * Parts and variants kept per answer (an item's info and cards, in saving mode or not, on the web
 * or in the app, as labels change over a day): a bound, not a budget.
 */
const VARIANTS_PER_ANSWER = 16;
/**
 * Characters kept since the store last started again. Entries go with their answers, which
 * the isolate cannot count, so past this the store simply starts again (like rules/memo.ts):
 * what is current is rendered again at once. A few hundred answers with a part or two each stay
 * far below it.
 */
const KEPT_CHARS_MAX = 4 * 1024 * 1024;

// null: rendered and found not keepable (it suspended or failed); not tried again for this answer.
let kept = new WeakMap<object, Map<string, string | null>>();
let keptChars = 0;
const rendering = new WeakMap<object, Set<string>>();

/** This isolate's parts rendered to be kept, and parts written out as kept HTML (bench, tests). */
const counts = { rendered: 0, written: 0 };
export function keptHtmlCounts(): Readonly<typeof counts> {
  return { ...counts };
}

function remember(of: object, key: string, html: string | null): void {
  const size = html?.length ?? 0;
  if (keptChars + size > KEPT_CHARS_MAX) {
    kept = new WeakMap();
    keptChars = 0;
  }
  const variants = kept.get(of) ?? new Map<string, string | null>();
  if (!variants.has(key) && variants.size >= VARIANTS_PER_ANSWER) return;
  variants.set(key, html);
  kept.set(of, variants);
  keptChars += size;
}

/**
 * A request's view of the store. `isShared`: which answers may be kept (the upstream memory's
 * isSharedAnswer; the app wires it, render imports nothing of the upstream). `waitUntil` keeps the
 * isolate alive for the background render (absent in-process: the render then simply runs on).
 * `enabled: false` draws every part (the benchmark's comparison, tests of the parts themselves).
 */
export function keptHtmlStore(isShared: (of: object) => boolean, waitUntil: ((p: Promise<unknown>) => void) | undefined, enabled = true): KeptHtmlStore {
  if (!enabled) return { get: () => null, keep: () => undefined, keepText: () => undefined };
  return {
    get(of, key) {
      const html = kept.get(of)?.get(key) ?? null;
      if (html !== null) counts.written++;
      return html;
    },
    keep(of, key, inner) {
      if (!isShared(of)) return;
      const busy = rendering.get(of) ?? new Set<string>();
      const held = kept.get(of);
      if (busy.has(key) || held?.has(key) || (held && held.size >= VARIANTS_PER_ANSWER)) return;
      busy.add(key);
      rendering.set(of, busy);
      // After this render's synchronous work: React's server renderer keeps the request it is
      // drawing in module state, so a second render must not start inside a component.
      const done = Promise.resolve()
        .then(() => renderInner(inner))
        .then((html) => {
          if (html !== null) counts.rendered++;
          remember(of, key, html);
        })
        .catch((error: unknown) => console.warn('[kept-html] render failed', error instanceof Error ? error.message : String(error)))
        .finally(() => busy.delete(key));
      waitUntil?.(done);
    },
    keepText(of, key, text) {
      if (isShared(of)) remember(of, key, text);
    },
  };
}

const OPEN = '<div>';
const CLOSE = '</div>';

/**
 * The part's HTML as the page draws it: rendered inside the same kind of container, whose tags
 * are then cut off, so text separators and parsing context are those of the page. Null (drawn
 * every time, never rendered again for this answer) for a part that failed or did not draw at
 * once: a kept part holds no Suspense boundary, so it is complete when its shell is.
 */
export async function renderInner(inner: ReactElement): Promise<string | null> {
  let failed = false;
  // Everything a part draws is drawn at once; a timer's turn is ample for a part that did. One
  // that waits (it suspended, with or without a boundary of its own) is stopped there.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('a kept part did not draw at once')), 0);
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(<div>{inner}</div>, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: controller.signal,
      onError() {
        failed = true;
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
  const html = await new Response(stream).text();
  // Anything before the container is something React hoists to a page's head (an image's
  // preload hint): a copy written out as HTML would not ask for it again, so such a part is not kept.
  if (!html.startsWith(OPEN) || !html.endsWith(CLOSE)) return null;
  const body = html.slice(OPEN.length, -CLOSE.length);
  // A Suspense boundary or a script means the part was not a plain drawing of its answer.
  if (body.includes('<!--$') || body.includes('<script') || body.includes('<template')) return null;
  return body;
}

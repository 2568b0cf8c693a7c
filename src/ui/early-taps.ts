/**
 * First taps that answer at once (issue 32 §3). An island's buttons wait for React and the
 * island's code; the shopper must not. A tiny script inline in the head (edge/render/Document.tsx)
 * runs before anything else on the page and, on a button inside an island that is not live yet:
 * - marks it `data-busy` at pointer down, so the pressed/busy style (uno.config.ts) shows within
 *   the frame, before the entry or React have arrived;
 * - holds a click that comes before the entry runs (a plain button does nothing without its
 *   island: that tap would be lost) in `window.__sfTaps`; the entry replays it once the island is
 *   live (client/replay.ts). A submit button is left alone: without script its form posts.
 * The entry sets `window.__sfTaps` to null when its own click holding is installed, and clears
 * each island's busy marks once the island is live and the held taps are replayed.
 *
 * React hoists the async entry script above it; should the entry run first (it cannot while the
 * head is parsed in one piece), the script stands aside rather than hold taps nobody replays.
 *
 * Plain ES5 text, not a module: it must not wait for a download, and it runs in every browser.
 */
export const BUSY_ATTR = 'data-busy';

/**
 * The value of a busy mark this script or a held tap's replay set (client/replay.ts): the entry
 * takes those off once the island is live, and only those. An island's own mark on the same
 * button (`data-busy=""`, e.g. PurchasePanel's until its sheet is open) replaces the value and
 * stays the island's to remove, so the tap shows busy without a break until it is answered.
 */
export const HELD_BUSY = 'held';

/** The window property holding clicks taken before the entry ran (null once the entry holds them). */
export const EARLY_TAPS_KEY = '__sfTaps';

export const EARLY_TAPS_SCRIPT = `(function(){var w=window;if('${EARLY_TAPS_KEY}' in w)return;var q=w.${EARLY_TAPS_KEY}=[],o={capture:true,passive:true};function b(e){var t=e.target;if(!(t instanceof Element))return null;var x=t.closest('button,[role=button]');if(!x||x.disabled)return null;var r=x.closest('[data-island]');return r&&!r.hasAttribute('data-hydrated')?x:null}addEventListener('pointerdown',function(e){var x=b(e);if(x)x.setAttribute('${BUSY_ATTR}','${HELD_BUSY}')},o);addEventListener('pointercancel',function(e){var x=b(e);if(x&&!(w.${EARLY_TAPS_KEY}||[]).some(function(c){return c.target===x}))x.removeAttribute('${BUSY_ATTR}')},o);addEventListener('click',function(e){var x=w.${EARLY_TAPS_KEY}&&b(e);if(!x)return;x.setAttribute('${BUSY_ATTR}','${HELD_BUSY}');if(x.type==='submit'&&x.form)return;e.preventDefault();e.stopImmediatePropagation();w.${EARLY_TAPS_KEY}.push(e)},true)})()`;

/** What the entry reads back: the clicks held before it ran. */
export function takeEarlyTaps(): MouseEvent[] {
  const w = window as unknown as Record<string, unknown>;
  const held = w[EARLY_TAPS_KEY];
  w[EARLY_TAPS_KEY] = null;
  return Array.isArray(held) ? held.filter((e): e is MouseEvent => e instanceof MouseEvent) : [];
}

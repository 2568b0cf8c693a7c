import { afterNextPaint } from '../src/ui/after-paint';
import { ISLAND_ATTR } from '../src/ui/island-attrs';

/**
 * What wakes islands that wait (src/ui/island-attrs.ts, modes `interaction` and `visible`).
 * Every listener is passive: watching never delays scrolling or the shopper's input.
 */

const ISLAND_SELECTOR = `[${ISLAND_ATTR}]`;

/** The island root an event happened in, if any. */
export function islandRootOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(ISLAND_SELECTOR) : null;
}

/**
 * Intent on one island: the pointer comes over it or presses on it, a finger touches it, focus
 * moves into it (Tab, or a field focused by a tap), or something inside it scrolls (a carousel
 * swiped; `scroll` does not bubble, capture sees it). Its code starts loading at once. This is
 * how most islands wake (src/islands/define.ts `onActivity`). Delegated from the document, so it
 * covers islands still arriving in the stream without a listener per island.
 */
export function onIntent(callback: (root: HTMLElement, event: Event) => void): void {
  const listener = (event: Event) => {
    const root = islandRootOf(event.target);
    if (root) callback(root, event);
  };
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'scroll'] as const) {
    document.addEventListener(type, listener, { capture: true, passive: true });
  }
}

/**
 * The shopper's first sign of life anywhere on the page. `scroll` does not bubble; capture sees it.
 * `popstate` is Back or Forward within the page (an address the listing grid pushed before a
 * reload or a return from the bfcache): the grid must wake to draw the page the address names.
 */
const ACTIVITY = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'pointermove', 'popstate'] as const;

/** Runs `callback` once, at the shopper's first activity anywhere on the page (that activity's event). */
export function onFirstActivity(callback: (event: Event) => void): void {
  const options = { capture: true, passive: true } as const;
  const listener = (event: Event) => {
    // While the page loads, a scroll of the document is the browser's own (to the #fragment, or
    // back to where a reload left off), not the shopper's, who would also touch, wheel or type.
    if (event.type === 'scroll' && event.target === document && document.readyState !== 'complete') return;
    for (const type of ACTIVITY) window.removeEventListener(type, listener, options);
    callback(event);
  };
  for (const type of ACTIVITY) window.addEventListener(type, listener, options);
}

let visibility: IntersectionObserver | null = null;
const visibleCallbacks = new WeakMap<Element, () => void>();

/**
 * Runs `callback` once `el` comes within 300 px of the viewport (below-the-fold islands). Without
 * IntersectionObserver it runs at once.
 */
export function whenVisible(el: HTMLElement, callback: () => void): void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return;
  }
  visibility ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visibility?.unobserve(entry.target);
        visibleCallbacks.get(entry.target)?.();
        visibleCallbacks.delete(entry.target);
      }
    },
    { rootMargin: '300px 0px' },
  );
  visibleCallbacks.set(el, callback);
  visibility.observe(el);
}

/**
 * Whether any box of the island is in the viewport now: the root's, or its children's and
 * grandchildren's (a root with `display: contents` has no box of its own; a fixed bar, such as
 * the purchase bar on mobile, sits outside its parent's box).
 */
export function inViewport(root: HTMLElement): boolean {
  const boxes = [root, ...Array.from(root.children).flatMap((child) => [child, ...Array.from(child.children)])];
  return boxes.some((el) => {
    const r = el.getBoundingClientRect();
    return r.width * r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
  });
}

/** A press: the start of a tap or click, which the shopper is still in the middle of. */
function isPress(event: Event): boolean {
  if (event.type === 'pointerdown' || event.type === 'touchstart') return true;
  // A finger's pointerover comes in the same task as its pointerdown; a mouse's comes on hovering.
  return event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse';
}

/** A press that ends in neither a click nor a cancel (a long press) is over after this long. */
const PRESS_END_FALLBACK_MS = 1000;

/**
 * Runs `run` once the shopper's gesture `event` started has been answered on screen: after a
 * press, its click (or its cancel: a scroll) and then the next painted frame; after anything else
 * (a mouse's hover, focus, a key, a scroll), the next painted frame.
 *
 * Waking an island starts its code's requests, one per chunk, each a `<link rel=modulepreload>`
 * Vite inserts. Inside a tap that was the tap's own input delay: on a listing, the grid's 14
 * requests took 74 ms at 4x CPU in the finger's pointerover, before its pointerdown listeners
 * ran, and a request started between the press and its click delays the click (issue 32 §3, the
 * card heart). Started after the click's frame, they cost the island one gesture's wait (the
 * code needs a round trip anyway) and the tap nothing.
 */
export function afterGesture(event: Event, run: () => void): void {
  if (!isPress(event)) {
    afterNextPaint(run);
    return;
  }
  const end = () => {
    clearTimeout(fallback);
    removeEventListener('click', end, true);
    removeEventListener('pointercancel', end, true);
    afterNextPaint(run);
  };
  const fallback = setTimeout(end, PRESS_END_FALLBACK_MS);
  addEventListener('click', end, true);
  addEventListener('pointercancel', end, true);
}

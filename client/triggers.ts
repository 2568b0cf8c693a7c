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
export function onIntent(callback: (root: HTMLElement) => void): void {
  const listener = (event: Event) => {
    const root = islandRootOf(event.target);
    if (root) callback(root);
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

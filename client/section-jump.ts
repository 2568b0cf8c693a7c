/**
 * A jump to a section of the page (the item page's tabs, its review link) crosses contents that skip layout until they come near the screen (`.below-fold`,
 * content-visibility: auto, issue 32 §2). The browser places the section by the skipped contents'
 * estimated sizes; the frame after the jump draws the ones near the screen at their real size, and
 * the section moves (the Q&A tab landed 44 px low, the recommendations under the sticky tab bar).
 * Scroll anchoring cannot hold it: the first box partly on screen is the skipped contents above
 * the section, the very box that changes size. So, frame by frame after a jump, the section is put
 * back where its scroll margin says until it stays, or the shopper scrolls.
 */

/** Where a jump's target is and where the page can go (px, the viewport's terms). */
export interface JumpState {
  /** The target's top edge in the viewport. */
  top: number;
  /** Its scroll-margin-top: where a jump puts its top edge. */
  marginTop: number;
  /** The page's scroll offset and its largest. */
  scrollY: number;
  maxScrollY: number;
}

/**
 * How far to scroll to put the target back where the jump meant it: 0 when it is there (within a
 * pixel, rounding) or when the page cannot scroll that way (a section near the end of the page
 * stops lower, as the browser's own jump does).
 */
export function jumpCorrection({ top, marginTop, scrollY, maxScrollY }: JumpState): number {
  const off = top - marginTop;
  if (Math.abs(off) <= 1) return 0;
  const to = Math.min(Math.max(scrollY + off, 0), maxScrollY);
  return Math.abs(to - scrollY) <= 1 ? 0 : to - scrollY;
}

/** Frames a correction may take: each draws the contents the last one brought near the screen. */
const MAX_FRAMES = 8;
/** A frame in which the section has not moved ends it. */
const STILL_FRAMES = 2;

/** The element a fragment names, if any (`#review`, percent-encoded or not). */
function targetOf(hash: string): Element | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Ends the correction under way (a new jump replaces it). */
let stopCurrent = () => {};

/** Keeps `target` where the jump put it over the next frames, until it stays or the shopper scrolls. */
function settle(target: Element): void {
  stopCurrent();
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of USER_SCROLL) removeEventListener(type, stop, true);
  };
  stopCurrent = stop;
  for (const type of USER_SCROLL) addEventListener(type, stop, { capture: true, passive: true });
  let frames = 0;
  let still = 0;
  const step = () => {
    if (stopped) return;
    const delta = jumpCorrection({
      top: target.getBoundingClientRect().top,
      marginTop: Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0,
      scrollY,
      maxScrollY: document.documentElement.scrollHeight - innerHeight,
    });
    if (delta !== 0) {
      scrollBy({ top: delta, behavior: 'instant' });
      still = 0;
    } else still++;
    if (still >= STILL_FRAMES || ++frames >= MAX_FRAMES) stop();
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The shopper's own scrolling: a correction stops at it. */
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Watches the page's links to a fragment (`#section`; Enter on one is a click too). The fragment a
 * page is opened at needs nothing: the browser keeps its target in view until the page has loaded
 * (tests/e2e/pdp.spec.ts). A history step between fragments neither: the browser puts back the
 * scroll position it left, which a correction here would undo.
 */
export function keepSectionJumps(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const target = link ? targetOf(link.hash) : null;
    if (target) settle(target);
  });
}

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

/**
 * A correction ends once the section has stayed put this long (ms) over at least two frames: the
 * browser tells which skipped contents came near the screen asynchronously, and on a busy phone
 * they can be drawn several frames after the jump.
 */
const STILL_MS = 500;
/** …and after this long (ms) in any case. */
const MAX_MS = 3000;

/** The element a fragment names, if any (`#review`, percent-encoded or not). */
function targetOf(hash: string): Element | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** The performance mark each correction starts with. */
export const SETTLE_MARK = 'section-jump';

/** Ends the correction under way (a new jump replaces it). */
let stopCurrent = () => {};

/** Keeps `target` where the jump put it over the next frames, until it stays or the shopper scrolls. */
function settle(target: Element): void {
  stopCurrent();
  // One mark per correction started: a trace (and tests/e2e/pdp.spec.ts) tells each jump's.
  performance.mark(SETTLE_MARK, { detail: target.id });
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of USER_SCROLL) removeEventListener(type, stop, true);
  };
  stopCurrent = stop;
  for (const type of USER_SCROLL) addEventListener(type, stop, { capture: true, passive: true });
  const started = performance.now();
  let movedAt = started;
  let stillFrames = 0;
  const step = (now: number) => {
    if (stopped) return;
    const delta = jumpCorrection({
      top: target.getBoundingClientRect().top,
      marginTop: Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0,
      scrollY,
      maxScrollY: document.documentElement.scrollHeight - innerHeight,
    });
    if (delta !== 0) {
      scrollBy({ top: delta, behavior: 'instant' });
      movedAt = now;
      stillFrames = 0;
    } else stillFrames++;
    if ((stillFrames >= 2 && now - movedAt >= STILL_MS) || now - started >= MAX_MS) stop();
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** What the Navigation API's `navigate` event says here (not in every browser's DOM types yet). */
interface NavigationEvents {
  addEventListener(type: 'navigate', listener: (event: { hashChange: boolean; navigationType: string }) => void): void;
}

/** The shopper's own scrolling: a correction stops at it. */
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Watches the page's links to a fragment (`#section`; Enter on one is a click too) and the
 * fragment the page was opened at (/products/1001#qna from another page): the browser keeps that
 * one in view only until the page has loaded, and on a busy box the contents above it were drawn
 * after that (it landed 44 px low at 1280 px in an e2e run); and a fragment navigation with no
 * click (the address bar; an e2e `goto` to another fragment of the same page landed 700 px low).
 * A history step or a reload needs nothing: the browser puts back the scroll position it left,
 * which a correction would undo.
 */
export function keepSectionJumps(): void {
  // The click's jump, until its task ends: Chromium's `navigate` event for that same jump comes
  // in the click's default action, after the listeners and before any later task.
  let clicked = false;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const target = link ? targetOf(link.hash) : null;
    if (!target) return;
    settle(target);
    clicked = true;
    setTimeout(() => {
      clicked = false;
    });
  });
  // A fragment navigation without a click (the address bar, a script setting location.hash):
  // Chromium's Navigation API tells it from a history step, which keeps its own position.
  const navigation = (globalThis as { navigation?: NavigationEvents }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    if (!event.hashChange || event.navigationType === 'traverse') return;
    // A link's click in this task has started this jump's correction already (a second would
    // only restart it). The address still shows the old fragment here: the event comes first.
    if (clicked) return;
    setTimeout(() => {
      const target = targetOf(location.hash);
      if (target) settle(target);
    });
  });
  const arrived = targetOf(location.hash);
  // A reload or a history step puts back the scroll position it left: not a jump.
  const kind = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  if (!arrived || kind === 'reload' || kind === 'back_forward') return;
  // The shopper's own scrolling before the page has loaded leaves it where they took it.
  let scrolled = false;
  const onScroll = () => {
    scrolled = true;
  };
  for (const type of USER_SCROLL) addEventListener(type, onScroll, { capture: true, passive: true, once: true });
  const afterLoad = () => {
    for (const type of USER_SCROLL) removeEventListener(type, onScroll, true);
    if (!scrolled) settle(arrived);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

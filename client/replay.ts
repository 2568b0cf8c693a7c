/**
 * A first tap is never lost (issue 2). A click or a form submission on an island that is not
 * live yet is held in the capture phase at the document, before the island or anything inside it
 * sees it (preventDefault, stopImmediatePropagation); the island is hydrated, then the same action
 * is replayed on the same element, which now has its handlers. If hydration fails, the replay
 * meets the server HTML and does what the browser would have done (a submit button submits its
 * form).
 *
 * Keyboard use needs nothing of its own: Enter or Space on a button reaches us as the click it
 * produces, and Enter in a form's field as the click on its submit button (or, without one, as
 * the submission).
 *
 * Links are never held: a link navigates natively at once. Nor is a control that works without
 * its island (NEVER_HELD_ATTR: a listing card's heart). An island that handles its own links
 * either hydrates at load (AdultGate) or keeps them addresses the server answers (ProductGrid),
 * src/islands/registry.ts.
 *
 * Replays run one after another in the order the shopper acted, each after React has applied the
 * one before (a second tap on + must see the quantity the first tap set).
 */
import { nextPaint } from '../src/ui/after-paint';
import { BUSY_ATTR, HELD_BUSY } from '../src/ui/early-taps';
import { NEVER_HELD_ATTR } from '../src/ui/island-attrs';

export interface HoldOptions {
  /** The island root to wait for, when `target` is in an island that is not live yet; otherwise null. */
  pendingRoot(target: EventTarget | null): HTMLElement | null;
  /** Hydrates the root (or joins the hydration under way); resolves whatever the outcome. */
  hydrate(root: HTMLElement): Promise<unknown>;
}

let replays: Promise<void> = Promise.resolve();
const replayed = new WeakSet<Event>();
let resubmitting = false;
const watched = new WeakSet<HTMLElement>();

function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function after(root: HTMLElement, hydrate: HoldOptions['hydrate'], action: () => void): void {
  replays = replays
    // Waking the island starts its code's requests (client/triggers.ts `afterGesture`): after the
    // frame that shows the held tap's busy mark, not inside the click.
    .then(nextPaint)
    .then(() => hydrate(root))
    .then(action)
    .catch((error: unknown) => console.error('[islands] replay failed', error));
}

/** Child positions from `root` down to `el`, to find the same element if hydration replaced it. */
function pathFrom(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : -1);
  }
  return path;
}

function sameElement(root: Element, el: Element, path: readonly number[]): Element | null {
  if (el.isConnected && root.contains(el)) return el;
  let node: Element | null = root;
  for (const i of path) node = node?.children[i] ?? null;
  return node?.tagName === el.tagName ? node : null;
}

const isLink = (target: EventTarget | null): boolean => target instanceof Element && target.closest('a[href], area[href]') !== null;
/** A control that works without its island (src/ui/island-attrs.ts NEVER_HELD_ATTR). */
const neverHeld = (target: EventTarget | null): boolean => target instanceof Element && target.closest(`[${NEVER_HELD_ATTR}]`) !== null;

function clickInit(e: MouseEvent): MouseEventInit {
  const { detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons } = e;
  return { bubbles: true, cancelable: true, composed: true, view: window, detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons };
}

function canSubmitWith(form: HTMLFormElement, submitter: HTMLElement | null): submitter is HTMLButtonElement | HTMLInputElement {
  return (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.isConnected && submitter.form === form;
}

/**
 * Removes the busy marks the early script (src/ui/early-taps.ts) or a held tap set in `root`;
 * a mark the island set itself (another value) is the island's.
 */
function clearBusy(root: HTMLElement): void {
  for (const el of root.querySelectorAll(`[${BUSY_ATTR}="${HELD_BUSY}"]`)) el.removeAttribute(BUSY_ATTR);
}

/**
 * Once `root` is live and every replay asked for so far has run, its busy marks go: the island
 * answers for itself from then on. Also for a press that never became a click.
 */
export function clearBusyWhenLive(root: HTMLElement, hydrate: HoldOptions['hydrate']): void {
  if (watched.has(root)) return;
  watched.add(root);
  void hydrate(root)
    .then(() => replays)
    .then(() => clearBusy(root));
}

/** Replays a click, held at `target` in `root`, once the island is live. */
function replayClick(root: HTMLElement, target: Element, init: MouseEventInit, hydrate: HoldOptions['hydrate']): void {
  const path = pathFrom(root, target);
  // A keyboard's click has no pointer down before it: it shows busy from here.
  target.closest('button,[role=button]')?.setAttribute(BUSY_ATTR, HELD_BUSY);
  after(root, hydrate, () => {
    const el = sameElement(root, target, path);
    if (el) {
      const again = new MouseEvent('click', init);
      replayed.add(again);
      el.dispatchEvent(again);
    }
    // After the replay: a button the island marked busy in it keeps the island's mark.
    clearBusy(root);
  });
}

/**
 * Clicks the head's early script held before this module ran (src/ui/early-taps.ts): each is
 * replayed, in order, once its island is live. `rootOf` finds the island root of a target.
 */
export function replayEarlyTaps(clicks: readonly MouseEvent[], rootOf: (target: EventTarget | null) => HTMLElement | null, hydrate: HoldOptions['hydrate']): void {
  for (const click of clicks) {
    const root = rootOf(click.target);
    if (root && click.target instanceof Element) replayClick(root, click.target, clickInit(click), hydrate);
  }
}

/** Installs the capture listeners; once per page. */
export function holdUntilHydrated({ pendingRoot, hydrate }: HoldOptions): void {
  document.addEventListener(
    'click',
    (event) => {
      if (replayed.has(event) || event.defaultPrevented || isLink(event.target) || neverHeld(event.target)) return;
      const root = pendingRoot(event.target);
      if (!root || !(event.target instanceof Element)) return;
      hold(event);
      replayClick(root, event.target, clickInit(event), hydrate);
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (resubmitting || event.defaultPrevented || !(form instanceof HTMLFormElement) || neverHeld(form)) return;
      const root = pendingRoot(form);
      if (!root) return;
      hold(event);
      const submitter = event instanceof SubmitEvent ? event.submitter : null;
      after(root, hydrate, () => {
        if (!form.isConnected) return;
        resubmitting = true;
        try {
          form.requestSubmit(canSubmitWith(form, submitter) ? submitter : undefined);
        } finally {
          resubmitting = false;
        }
      });
    },
    true,
  );
}

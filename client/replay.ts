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
 * Links are never held: a link navigates natively at once. An island that handles its own links
 * either hydrates at load (AdultGate) or keeps them addresses the server answers (ProductGrid),
 * src/islands/registry.ts.
 *
 * Replays run one after another in the order the shopper acted, each after React has applied the
 * one before (a second tap on + must see the quantity the first tap set).
 */
export interface HoldOptions {
  /** The island root to wait for, when `target` is in an island that is not live yet; otherwise null. */
  pendingRoot(target: EventTarget | null): HTMLElement | null;
  /** Hydrates the root (or joins the hydration under way); resolves whatever the outcome. */
  hydrate(root: HTMLElement): Promise<unknown>;
}

let replays: Promise<void> = Promise.resolve();
const replayed = new WeakSet<Event>();
let resubmitting = false;

function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function after(root: HTMLElement, hydrate: HoldOptions['hydrate'], action: () => void): void {
  replays = replays
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

function clickInit(e: MouseEvent): MouseEventInit {
  const { detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons } = e;
  return { bubbles: true, cancelable: true, composed: true, view: window, detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons };
}

function canSubmitWith(form: HTMLFormElement, submitter: HTMLElement | null): submitter is HTMLButtonElement | HTMLInputElement {
  return (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.isConnected && submitter.form === form;
}

/** Installs the capture listeners; once per page. */
export function holdUntilHydrated({ pendingRoot, hydrate }: HoldOptions): void {
  document.addEventListener(
    'click',
    (event) => {
      if (replayed.has(event) || event.defaultPrevented || isLink(event.target)) return;
      const root = pendingRoot(event.target);
      if (!root || !(event.target instanceof Element)) return;
      hold(event);
      const target = event.target;
      const path = pathFrom(root, target);
      const init = clickInit(event);
      after(root, hydrate, () => {
        const el = sameElement(root, target, path);
        if (!el) return;
        const again = new MouseEvent('click', init);
        replayed.add(again);
        el.dispatchEvent(again);
      });
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (resubmitting || event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
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

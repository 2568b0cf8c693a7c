/**
 * The browser entry (ARCHITECTURE rule 5 and the public contract): finds every island marker,
 * hydrates each exactly once as its own root, sets `data-hydrated` on each island root and
 * `data-client-ready` on <body> once every island present at load is done (hydrated or failed).
 *
 * The page streams: the entry is an async module and may run while deferred sections are still
 * arriving, so islands are hydrated as soon as their props script has been parsed; "present at
 * load" means present when the document finished parsing (DOMContentLoaded).
 */
import { CLIENT_READY_ATTR, ISLAND_ATTR, ISLAND_HYDRATE_ATTR } from '../src/ui/island-attrs';
import { findPropsScript, hydrateIsland, type IslandOutcome } from './hydrate';
import { islands } from './islands';

const CLAIMED = Symbol.for('storefront.islands.claimed');
type Global = typeof globalThis & { [CLAIMED]?: WeakSet<Element> };

// Shared through globalThis so even a second copy of the entry cannot hydrate a root twice.
const claimed = ((globalThis as Global)[CLAIMED] ??= new WeakSet<Element>());
const started: Promise<IslandOutcome>[] = [];

/** Below-the-fold islands hydrate when they come within 300 px of the viewport. */
let visibility: IntersectionObserver | null = null;
function whenVisible(el: HTMLElement): void {
  visibility ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visibility?.unobserve(entry.target);
        void hydrateIsland(entry.target as HTMLElement, islands);
      }
    },
    { rootMargin: '300px 0px' },
  );
  visibility.observe(el);
}

function scan(final: boolean): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    if (claimed.has(el)) continue;
    // While parsing, a marker without its props script is still arriving; at the end it is broken
    // and hydrateIsland reports it.
    if (!final && !findPropsScript(el)) continue;
    claimed.add(el);
    if (el.getAttribute(ISLAND_HYDRATE_ATTR) === 'visible' && typeof IntersectionObserver === 'function') whenVisible(el);
    else started.push(hydrateIsland(el, islands));
  }
}

async function finish(): Promise<void> {
  scan(true);
  await Promise.all(started);
  document.body.setAttribute(CLIENT_READY_ATTR, '');
}

if (document.readyState === 'loading') {
  const observer = new MutationObserver(() => scan(false));
  observer.observe(document.documentElement, { childList: true, subtree: true });
  scan(false);
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer.disconnect();
      void finish();
    },
    { once: true },
  );
} else {
  void finish();
}

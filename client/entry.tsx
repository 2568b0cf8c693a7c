/**
 * The browser entry (ARCHITECTURE rule 5 and the public contract): finds every island marker,
 * hydrates each exactly once as its own root when its mode says (src/ui/island-attrs.ts), sets
 * `data-hydrated` on each island root and `data-client-ready` on <body> once every `load` island
 * present at load is done (hydrated or failed) and every `interaction` island is armed.
 *
 * This module is small and React-free on purpose: it is all the JavaScript an item page runs
 * before the shopper acts. React and the hydrator load with the first island that hydrates
 * (client/hydrator.ts); an `interaction` island hydrates on intent (its own), and the few that
 * ask for it (`onActivity`) also at the first activity anywhere when in view; a tap on an island
 * before it is live is held and replayed (client/replay.ts).
 *
 * The page streams: the entry is an async module and may run while deferred sections are still
 * arriving, so islands are taken up as soon as their props script has been parsed; "present at
 * load" means present when the document finished parsing (DOMContentLoaded).
 */
import { CLIENT_READY_ATTR, ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_WARM_ATTR, hydrateWhenOf } from '../src/ui/island-attrs';
import { parseProps } from '../src/ui/serialize-props';
import type { IslandOutcome } from './hydrate';
import { hydrateOnce, hydrationSettled, hydrationStarted, loadIslandCode, loadReact, prepareOnce } from './hydrator';
import { isIslandName, islands } from '../src/islands/registry';
import { findPropsScript, parsedPast } from './props-script';
import { showSelectionEntryPoint } from '../src/browser/bridge';
import { track } from '../src/tracking/beacon';
import { firstReportOf } from '../src/tracking/purchase-memory';
import { createStorage } from '../src/storage/expiring';
import { pageViewEvents } from '../src/tracking/page-view';
import { whenShown } from '../src/tracking/when-shown';
import { clearBusyWhenLive, holdUntilHydrated, replayEarlyTaps } from './replay';
import { BUSY_ATTR, takeEarlyTaps } from '../src/ui/early-taps';
import { afterNextPaint } from '../src/ui/after-paint';
import { armVideoFacades } from './video-facade';
import { trackMarkedLinks } from './track-links';
import { keepSectionJumps } from './section-jump';
import { armCardHearts } from './card-hearts-arm';
import { afterGesture, inViewport, islandRootOf, onFirstActivity, onIntent, whenVisible } from './triggers';
import { WAKE_ISLAND_EVENT } from '../src/islands/wake';

const RUNTIME = Symbol.for('storefront.islands.runtime');
type Global = typeof globalThis & { [RUNTIME]?: true };

const claimed = new WeakSet<Element>();
/** Hydrations the page waits for before it is ready: `load` islands and at-load requests. */
const readyWork: Promise<IslandOutcome>[] = [];
/** `interaction` islands not yet asked to hydrate, in document order (intent still wakes each). */
let armed: HTMLElement[] = [];
let active = false;

/** Whether the island wakes at the first activity anywhere (src/islands/define.ts `onActivity`). */
function wakesOnActivity(el: HTMLElement): boolean {
  const name = el.getAttribute(ISLAND_ATTR) ?? '';
  return isIslandName(name) && islands[name].onActivity === true;
}

/**
 * The first activity anywhere (issue 32 §3): only the armed islands that ask for it
 * (`onActivity`) hydrate, those in view now, the rest when they come into view. Every other
 * island waits for intent on itself (client/triggers.ts `onIntent`), so a tap on the buy button
 * loads no header island, and the header's code comes only when the shopper goes there.
 */
function hydrateArmed(actedOn: HTMLElement | null): void {
  const queue = armed.filter((el) => !hydrationStarted(el) && wakesOnActivity(el));
  armed = armed.filter((el) => !hydrationStarted(el) && !wakesOnActivity(el));
  // The island acted on at once (the shopper is on it); the others in the background (a
  // transition React renders in slices), so the answer to the tap paints first (구매하기 opening
  // its sheet, issue 32 §3). Whether those are in view is asked after this event's task: the
  // question forces a layout, ~4.7 ms at 4x CPU inside the tap's pointerdown (busyframe's trace).
  if (actedOn && queue.includes(actedOn)) void hydrateOnce(actedOn, 'now');
  const others = queue.filter((el) => el !== actedOn);
  if (others.length === 0) return;
  setTimeout(() => {
    for (const el of others) {
      if (hydrationStarted(el)) continue;
      if (inViewport(el)) void hydrateOnce(el, 'background');
      else whenVisible(el, () => void hydrateOnce(el, 'background'));
    }
  }, 0);
}

function arm(el: HTMLElement): void {
  armed.push(el);
  if (active) hydrateArmed(null);
}

function runAtLoad(el: HTMLElement, name: string): boolean {
  const task = isIslandName(name) ? islands[name].atLoad : undefined;
  if (!task) return false;
  const props = parseProps(findPropsScript(el)?.textContent);
  try {
    return task(props.ok ? props.value : null) === 'hydrate';
  } catch (error) {
    console.error(`[island ${name}] at-load work failed`, error);
    return false;
  }
}

/** Whether the island hydrates unprompted once the page is idle (src/islands/define.ts `idle`). */
function hydratesWhenIdle(el: HTMLElement): boolean {
  const name = el.getAttribute(ISLAND_ATTR) ?? '';
  return isIslandName(name) && islands[name].idle === true;
}

/**
 * An `idle` island (PurchasePanel) hydrates unprompted after the load event, one step per idle
 * moment so no step is a long task on a slow phone (Lighthouse's TBT stays 0): React and ReactDOM
 * are evaluated, then the island's module, then its props are checked, then it hydrates in a
 * transition, which React renders in slices. By the time a shopper taps 구매하기 the island
 * answers itself (issue 32 §3). Intent or activity first hydrates it at once instead, and the
 * remaining steps stand aside.
 */
function hydrateWhenIdle(el: HTMLElement): void {
  const steps = [loadReact, () => loadIslandCode(el), () => prepareOnce(el)];
  const step = (i: number) =>
    afterLoadWhenIdle(() => {
      if (hydrationStarted(el)) return;
      const run = steps[i];
      if (run) void run().then(() => step(i + 1));
      else void hydrateOnce(el, 'background');
    });
  step(0);
}

function take(el: HTMLElement): void {
  const mode = hydrateWhenOf(el.getAttribute(ISLAND_HYDRATE_ATTR));
  const now = runAtLoad(el, el.getAttribute(ISLAND_ATTR) ?? '');
  // Pressed before this module ran (src/ui/early-taps.ts): the shopper is waiting on it.
  if (el.querySelector(`[${BUSY_ATTR}]`)) clearBusyWhenLive(el, hydrateOnce);
  if (mode === 'load' || now) readyWork.push(hydrateOnce(el));
  else if (mode === 'visible') whenVisible(el, () => void hydrateOnce(el));
  else {
    arm(el);
    if (hydratesWhenIdle(el)) hydrateWhenIdle(el);
  }
}

function scan(final: boolean): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    if (claimed.has(el)) continue;
    // While parsing, a marker whose props script is missing or not yet read to its end tag is
    // still arriving; at the end it is broken and the hydrator reports it.
    if (!final) {
      const script = findPropsScript(el);
      if (!script || !parsedPast(script)) continue;
    }
    claimed.add(el);
    take(el);
  }
}

async function finish(): Promise<void> {
  scan(true);
  await Promise.all(readyWork);
  document.body.setAttribute(CLIENT_READY_ATTR, '');
  afterLoadWhenIdle(warmIslands);
  // Third-party tags only once the page is interactive (issue 12 item 3), and after consent.
  if (document.querySelector('meta[name="sf-tags"]'))
    afterLoadWhenIdle(
      () =>
        void import('./tags').then(
          (m) => m.startTags(),
          () => undefined,
        ),
    );
}

/**
 * The desktop header's category menu (./category-menu.ts) is shown from 541 px only
 * (src/shell/PageShell.tsx): its code loads where it is shown, at once, or when the window grows
 * to that width; a phone's page never loads it (issue 32 §3: the item page's JS at 375 px).
 * Until it runs, 카테고리 is the plain link to the category page.
 */
function armCategoryMenuWhenShown(): void {
  const wide = window.matchMedia('(min-width: 541px)');
  const arm = () =>
    void import('./category-menu').then(
      (m) => m.armCategoryMenu(),
      () => undefined,
    );
  if (wide.matches) {
    arm();
    return;
  }
  const grown = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    wide.removeEventListener('change', grown);
    arm();
  };
  wide.addEventListener('change', grown);
}

/** Runs `run` after the page's load event, when the browser is idle (3 s at the latest). */
function afterLoadWhenIdle(run: () => void): void {
  const go = () => {
    const idle = (globalThis as { requestIdleCallback?: (fn: () => void, o?: { timeout: number }) => void }).requestIdleCallback;
    if (idle) idle(run, { timeout: 3000 });
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

/**
 * The code of the islands at the buying moment (`warm`, src/islands/define.ts), fetched once the
 * page has loaded and the browser is idle: modulepreload fetches and compiles without running it,
 * so the page's own work is untouched and the first tap waits for no download.
 */
function warmIslands(): void {
  // By resolved URL: the hints Vite adds for a dynamic import (an `idle` island hydrating) are full URLs.
  const have = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => l.href));
  for (const el of document.querySelectorAll<HTMLElement>(`[${ISLAND_WARM_ATTR}]`)) {
    if (hydrationStarted(el)) continue;
    for (const href of (el.getAttribute(ISLAND_WARM_ATTR) ?? '').split(' ')) {
      if (!href.startsWith('/') || href.startsWith('//') || have.has(new URL(href, location.href).href)) continue;
      have.add(new URL(href, location.href).href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

/** The island root an event belongs to, while that island is taken up but not live yet. */
function pendingRoot(target: EventTarget | null): HTMLElement | null {
  const root = islandRootOf(target);
  return root && claimed.has(root) && !hydrationSettled(root) ? root : null;
}

/**
 * The survey tool (spec 4.7), when the page names one: its code loads after the page has loaded
 * and the browser is idle, so it never competes with the page or the shopper's first tap.
 */
function startSurveyWhenIdle(): void {
  const src = document.querySelector<HTMLMetaElement>('meta[name="sf-survey"]')?.content;
  if (!src) return;
  afterLoadWhenIdle(
    () =>
      void import('./survey').then(
        (m) => m.startSurvey(src),
        () => undefined,
      ),
  );
}

/**
 * The checkout's return from payment names the order just paid (`<meta name="sf-purchase">`):
 * tracked once per order (src/tracking/purchase-memory.ts), so a reload counts no second purchase.
 */
function trackPurchase(): void {
  const raw = document.querySelector<HTMLMetaElement>('meta[name="sf-purchase"]')?.content;
  if (!raw) return;
  try {
    const p = JSON.parse(raw) as { orderNo: string; value: number; searchAd: boolean };
    if (!firstReportOf(createStorage(), p.orderNo, Date.now())) return;
    track({ name: 'purchase', params: { orderNo: p.orderNo, value: p.value, searchAd: p.searchAd } });
  } catch (error) {
    console.warn('[track] purchase not sent', error);
  }
}

/** An item page in the app web view names the app's selection entry point; the app shows it. */
function showSelectionEntry(): void {
  const raw = document.querySelector<HTMLMetaElement>('meta[name="sf-selection-entry"]')?.content;
  if (!raw) return;
  try {
    showSelectionEntryPoint(JSON.parse(raw) as Parameters<typeof showSelectionEntryPoint>[0]);
  } catch (error) {
    console.warn('[bridge] selection entry not sent', error);
  }
}

function start(): void {
  // The page view leaves with the first batch (src/tracking/beacon.ts), never ahead of the page's own work.
  for (const event of pageViewEvents(document.documentElement.dataset.pageType ?? '', location.pathname)) track(event);
  // Both wake islands once the gesture that showed the intent is answered (triggers.ts `afterGesture`):
  // their code's requests never share a task with the tap.
  const woken = new WeakSet<HTMLElement>();
  onIntent((root, event) => {
    if (!claimed.has(root)) return;
    // Live or on its way: joining starts no request, and the early script's marks (set on a root
    // not live at the press) go once it is; later, the island's own marks are its own.
    if (hydrationStarted(root)) {
      clearBusyWhenLive(root, hydrateOnce);
      return;
    }
    // Once per island: a mouse's pointerover and a carousel's scroll come many times a second.
    if (woken.has(root)) return;
    woken.add(root);
    afterGesture(event, () => {
      void hydrateOnce(root);
      clearBusyWhenLive(root, hydrateOnce);
    });
  });
  onFirstActivity((event) => {
    afterGesture(event, () => {
      active = true;
      hydrateArmed(islandRootOf(event.target));
    });
  });
  // An island that needs another live now (src/islands/wake.ts: the cart badge after an add).
  document.addEventListener(WAKE_ISLAND_EVENT, (event) => {
    const name = (event as CustomEvent<unknown>).detail;
    for (const el of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
      if (claimed.has(el) && el.getAttribute(ISLAND_ATTR) === name) void hydrateOnce(el);
    }
  });
  holdUntilHydrated({ pendingRoot, hydrate: hydrateOnce });
  // Taps the head's early script held before this module ran: replayed once their island is live.
  replayEarlyTaps(takeEarlyTaps(), islandRootOf, hydrateOnce);
  startSurveyWhenIdle();
  trackPurchase();
  showSelectionEntry();
  armVideoFacades();
  trackMarkedLinks();
  keepSectionJumps();
  armCardHearts(afterLoadWhenIdle);
  armCategoryMenuWhenShown();

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
}

// One runtime per page: a second copy of the entry (another URL of the same file) stands aside,
// so no root is hydrated twice and no tap is held twice.
const g = globalThis as Global;
if (!g[RUNTIME]) {
  g[RUNTIME] = true;
  // A prerendered page (issue 32 §2) starts when shown: no page view, tag or hydration before.
  // Activated from a prerender, the page is already drawn: let the browser paint it first and
  // start the runtime after that frame, or the click-to-paint waits on start() (its listeners took
  // 110–680 ms at activation in the bench, docs/benchmarks-browsing.md). A tap meanwhile is held by the
  // head's early-tap script like any tap before the runtime.
  const prerendered = (document as { prerendering?: boolean }).prerendering === true;
  whenShown(document, prerendered ? () => void afterNextPaint(start) : start);
}

import * as z from 'zod';
import { writeFileSync } from 'node:fs';
import { AttachedToTarget, type Cdp, launchTabChromium, openTab, PrerenderStatus, traceDuring } from './tab-cdp';
import { clickTraceSummary } from './trace-summary';
import { BLANK_LISTING_PREFIX, MINIMAL_PREFIX, NO_SCRIPT_PREFIX, startThrottleProxy, TEXT_PREFIX } from './throttle-proxy';

/**
 * Issue 32 §2: click-to-largest-paint from a listing (/best-items) to its first item, in
 * chromium (headless window 780x437 at DPR 1 unless BENCH_CLICK_VIEWPORT says) on a throttled profile, with the page's speculation rules and with them
 * taken out, median of 5 (BENCH_CLICK_RUNS). The time runs from the click to the item page's
 * LCP; an activated prerender's LCP counts from its activation at the earliest, as web-vitals
 * reads it.
 *
 * The browser is driven through its tab target (tab-cdp.ts: under Playwright every prerender is
 * refused with `PrerenderingDisabledByDevTools`), the link is slowed by a proxy in front of the
 * shop (throttle-proxy.ts: DevTools' own network throttling does not reach a prerender alike),
 * and the CPU by DevTools on the page and on each prerender.
 *
 * With the rules, the shopper hovers the card and clicks once the prerendered page has loaded
 * (the hover-to-click time is printed); each run is a new browser context (cold cache).
 *
 * The controls: the card's link points at the same item page with no script at all (the proxy's
 * NO_SCRIPT_PREFIX), at a page of its LCP image alone (MINIMAL_PREFIX) or at a page of its title
 * as text, no image (TEXT_PREFIX), prerendered and activated alike: Chromium's activation and
 * first frame on this profile with nothing of ours running, for this page and for any page.
 */

/**
 * BENCH_CLICK_VIEWPORT=<width>x<height>@<dpr> (e.g. 375x812@2, a phone): set on the page and on
 * each prerender, as the CPU slowdown is, once it runs. Unset: headless chromium's own window,
 * 780x437 at DPR 1 (every figure so far: the 4-column listing; the gallery's 560 px slot, 640w).
 * Racy for the prerender: sent while it still waits for the debugger it is never ready (as with
 * network emulation), and sent after, its first layout may already have picked its picture at
 * the window's size (one of two runs at 375x812@2 showed w=640 where the page asks for w=1000).
 */
const VIEWPORT = viewportOf(process.env.BENCH_CLICK_VIEWPORT ?? '');
function viewportOf(spec: string): { width: number; height: number; deviceScaleFactor: number; mobile: boolean } | null {
  const m = /^(\d+)x(\d+)@(\d+(?:\.\d+)?)$/.exec(spec);
  if (!m) return null;
  const [width, height, deviceScaleFactor] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return { width, height, deviceScaleFactor, mobile: width < 768 };
}
/**
 * BENCH_CLICK_WINDOW=<width>x<height>@<dpr> (e.g. 375x812@2): the browser's own window at that size
 * and scale (`--window-size`, `--force-device-scale-factor`), so a prerender lays out at it from
 * its first frame, with no emulation to race (BENCH_CLICK_VIEWPORT's trouble). Not a phone
 * otherwise (no touch, no mobile viewport rules): the layout and the pictures' choice are.
 */
const WINDOW = viewportOf(process.env.BENCH_CLICK_WINDOW ?? '');
const WINDOW_ARGS = WINDOW ? [`--window-size=${WINDOW.width},${WINDOW.height}`, `--force-device-scale-factor=${WINDOW.deviceScaleFactor}`] : [];
/**
 * BENCH_CLICK_PREDECODE=1: in the prerendered page, before the click, the gallery's first picture
 * is asked to `decode()`; the detail says whether (and when) that resolved before activation.
 */
const PREDECODE = process.env.BENCH_CLICK_PREDECODE === '1';
const DECODE_FIRST = `Promise.race([
  (async () => { const img = document.querySelector('[data-island="ProductGallery"] img'); if (!img) return 'no picture'; const t = performance.now(); await img.decode(); return 'decode() resolved in ' + (performance.now() - t).toFixed(0) + ' ms (' + img.currentSrc.split('?')[1] + ')'; })().catch((e) => 'decode() failed: ' + e),
  new Promise((r) => setTimeout(() => r('decode() not resolved in 3 s'), 3000)),
])`;

/** 150 ms RTT, 1.6 Mbps down: DevTools' "Slow 4G" link, Lighthouse's mobile profile. */
const SLOW_LINK = { rttMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8 };
const RUNS = Number(process.env.BENCH_CLICK_RUNS ?? 5);
// BENCH_CLICK_CPU=1: the same clicks without the CPU slowdown (what the link alone costs).
const CPU_RATE = Number(process.env.BENCH_CLICK_CPU ?? 4);
// BENCH_LCP_DETAIL=1: a line per run with where the time went.
const DETAIL = process.env.BENCH_LCP_DETAIL === '1';
// BENCH_CLICK_TRACE=1 (or n): one (n) more run(s) of each, traced (dist/bench/click-trace-*.json), summarised.
const TRACES = Number(process.env.BENCH_CLICK_TRACE ?? 0) || 0;

const Point = z.object({ x: z.number(), y: z.number(), href: z.string() });
const Lcp = z.object({
  at: z.number(),
  activationStart: z.number(),
  startTime: z.number(),
  loadTime: z.number(),
  shownAt: z.number(),
  frameAt: z.number(),
  element: z.string(),
  url: z.string(),
});
/** `hydrating`: the listing's islands (its grid) were still hydrating when the card was pressed. */
type Run = { ms: number; status: string; dwell: number; detail: string; hydrating: boolean };
/** The page's rules; the rules taken out; the rules, to a copy of the item page without script. */
type Variant = 'rules' | 'no rules' | 'no script' | 'minimal' | 'text' | 'blank' | 'blank text';
const LABEL: Record<Variant, string> = {
  rules: 'with speculation rules   ',
  'no rules': 'without speculation rules',
  'no script': 'control: rules, item page with no script',
  minimal: 'control: rules, a page of its LCP image alone',
  text: 'control: rules, a page of its title as text, no image',
  blank: 'control: a blank listing (rules, one link) to the item page',
  'blank text': 'control: a blank listing to the title as text',
};
const PREFIX: Partial<Record<Variant, string>> = { 'no script': NO_SCRIPT_PREFIX, minimal: MINIMAL_PREFIX, text: TEXT_PREFIX, 'blank text': TEXT_PREFIX };
/**
 * The listing clicked from: the shop's, or (the `blank` controls) a copy of it with nothing but its
 * speculation rules and its first card's link (throttle-proxy.ts `blankListingCopy`): against the
 * real listing, what the old page adds to the click; `blank text` is Chromium's floor alone.
 */
const LISTING: Partial<Record<Variant, string>> = { blank: `${BLANK_LISTING_PREFIX}/best-items`, 'blank text': `${BLANK_LISTING_PREFIX}/best-items` };
// BENCH_CLICK_VARIANTS=rules,no script: only those (default: the first five; the blank-listing controls on request).
const VARIANTS = (process.env.BENCH_CLICK_VARIANTS?.split(',') ?? ['rules', 'no rules', 'no script', 'minimal', 'text']).filter((v): v is Variant => v in LABEL);

/** Resolves once the islands' loader has marked the page ready. */
const CLIENT_READY = `new Promise((resolve) => {
  const done = () => document.body?.hasAttribute('data-client-ready');
  if (done()) return resolve(true);
  new MutationObserver((_, o) => { if (done()) { o.disconnect(); resolve(true); } })
    .observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-client-ready'] });
})`;

/**
 * True once the listing's grid, which hydrates at the first activity (the hover), has, cards
 * included: since each card is a Suspense boundary of its own (src/listing/GridCards.tsx) the
 * grid is marked hydrated after its own parts, and its cards follow in slices; a card React has
 * hydrated carries React's fiber key.
 */
const LISTING_SETTLED = `() => { const grid = document.querySelector('[data-island="ProductGrid"]'); return !grid || grid.hasAttribute('data-hydrated') && [...grid.querySelectorAll('a[data-item-no]')].every((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber$'))); }`;
/**
 * BENCH_CLICK_SETTLED=1: after the hover, the click also waits for the listing's grid to have
 * hydrated (a blank listing has no grid island: settled at once). Pressed while React still hydrates it, the card's pointerdown runs the rest of that
 * hydration synchronously (React finishes a root a discrete event lands in first), 50–370 ms at
 * 4x before the click in traces: ours, not the activation's.
 */
const SETTLED = process.env.BENCH_CLICK_SETTLED === '1';
const ISLANDS_SETTLED_NOW = `new Promise((resolve) => { const check = () => (${LISTING_SETTLED})() ? resolve(true) : setTimeout(check, 50); check(); })`;
/**
 * BENCH_CLICK_EARLY=1: the card is pressed as soon as React has begun hydrating the grid (its root
 * carries React's container key), without waiting for a prerender: the press that meets the grid
 * still hydrating, every run (the listing's pointerdown in the traces). Use it with
 * BENCH_CLICK_VARIANTS='no rules': the click is then a plain navigation.
 */
const EARLY = process.env.BENCH_CLICK_EARLY === '1';
const HYDRATION_BEGUN = `new Promise((resolve) => { const check = () => Object.keys(document.querySelector('[data-island="ProductGrid"]') ?? {}).some((k) => k.startsWith('__reactContainer$')) ? resolve(true) : setTimeout(check, 0); check(); })`;

/** Resolves once the document's load event has passed. */
const LOADED = `new Promise((resolve) => document.readyState === 'complete' ? resolve(true) : addEventListener('load', () => resolve(true), { once: true }))`;

/** Resolves `resolve` with the page's latest LCP entry, as an absolute time no earlier than its activation. */
const REPORT_LCP = `((resolve) => (entries) => {
  const last = entries.at(-1);
  if (!last) return;
  const activationStart = performance.getEntriesByType('navigation')[0]?.activationStart ?? 0;
  resolve({
    at: performance.timeOrigin + Math.max(last.startTime, activationStart),
    activationStart, startTime: last.startTime, loadTime: last.loadTime,
    shownAt: window.__benchShown ?? 0, frameAt: window.__benchFrame ?? 0,
    element: (last.element?.tagName ?? '?') + (last.url ? ' ' + new URL(last.url).pathname + new URL(last.url).search : ''), url: location.href,
  });
})`;

/**
 * In a prerendered page, before the click: notes when its activation's listeners have run (the
 * page's own `prerenderingchange` listener was added before this one) and when its first frame
 * after that came, and watches for its LCP. Set up here, not after the click: a script evaluated
 * after the click lands before the first frame (13 ms of it at 4x in a trace) and would be counted.
 */
const NOTE_ACTIVATION = `(document.addEventListener('prerenderingchange', () => {
  window.__benchShown = performance.now();
  requestAnimationFrame(() => setTimeout(() => { window.__benchFrame = performance.now(); }));
}, { once: true }), window.__benchLcp = new Promise((resolve) => new PerformanceObserver((list) => ${REPORT_LCP}(resolve)(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true })), true)`;

/** The LCP of a page shown by a plain navigation, once it has loaded. */
const LCP_AT = `new Promise((resolve) => {
  const settle = () => new PerformanceObserver((list) => ${REPORT_LCP}(resolve)(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
  document.readyState === 'complete' ? settle() : addEventListener('load', settle, { once: true });
})`;

/** One click from /best-items to its first item in a new browser context. */
async function clickToPaint(cdp: Cdp, site: string, variant: Variant): Promise<Run> {
  const withRules = variant !== 'no rules';
  const tab = await openTab(cdp, async (target) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE }, target.sessionId);
    if (VIEWPORT) await cdp.send('Emulation.setDeviceMetricsOverride', VIEWPORT, target.sessionId);
  });
  const prerenders: string[] = [];
  const offPrerender = cdp.on((e) => {
    if (e.method !== 'Target.attachedToTarget' || e.sessionId !== tab.tab) return;
    const a = AttachedToTarget.parse(e.params);
    if (a.targetInfo.subtype === 'prerender') prerenders.push(a.sessionId);
  });
  let status = withRules ? 'no attempt' : 'rules removed';
  const offStatus = cdp.on((e) => {
    if (e.method !== 'Preload.prerenderStatusUpdated') return;
    const p = PrerenderStatus.parse(e.params);
    status = p.prerenderStatus ? `${p.status} ${p.prerenderStatus}` : p.status;
  });
  try {
    const page = tab.page;
    await cdp.send('Preload.enable', {}, page);
    await cdp.send('Page.enable', {}, page);
    const loaded = cdp.waitFor((e) => (e.sessionId === page && e.method === 'Page.loadEventFired' ? true : undefined), 60_000, 'load of /best-items');
    await cdp.send('Page.navigate', { url: `${site}${LISTING[variant] ?? '/best-items'}` }, page);
    await loaded;
    await cdp.evaluate(page, CLIENT_READY, z.literal(true));
    if (!withRules) await cdp.evaluate(page, `(() => { for (const s of document.querySelectorAll('script[type="speculationrules"]')) s.remove(); return true; })()`, z.literal(true));
    const prefix = PREFIX[variant];
    if (prefix)
      await cdp.evaluate(
        page,
        `(() => { const a = document.querySelector('[data-testid="product-grid"] a[data-item-no]'); a.setAttribute('href', ${JSON.stringify(prefix)} + a.pathname + a.search); return true; })()`,
        z.literal(true),
      );
    const card = await cdp.evaluate(
      page,
      `(() => { const a = document.querySelector('[data-testid="product-grid"] a[data-item-no]'); a.scrollIntoView({ block: 'center' }); const r = a.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2, href: a.href }; })()`,
      Point,
    );
    const decided = withRules
      ? cdp
          .waitFor(
            (e) => {
              if (e.method !== 'Preload.prerenderStatusUpdated') return undefined;
              const p = PrerenderStatus.parse(e.params);
              return p.key.url === card.href && (p.status === 'Ready' || p.status === 'Failure') ? p.status : undefined;
            },
            15_000,
            'a prerender decision',
          )
          .catch(() => 'undecided')
      : Promise.resolve('none');
    const hoveredAt = performance.now();
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: card.x, y: card.y }, page);
    if (EARLY) await cdp.evaluate(page, HYDRATION_BEGUN, z.literal(true));
    let predecoded = '';
    const prerendered = !EARLY && (await decided) === 'Ready' ? prerenders.at(-1) : undefined;
    if (prerendered) {
      await cdp.evaluate(prerendered, LOADED, z.literal(true));
      await cdp.evaluate(prerendered, NOTE_ACTIVATION, z.literal(true));
      if (PREDECODE) predecoded = await cdp.evaluate(prerendered, DECODE_FIRST, z.string());
    }
    if (SETTLED) await cdp.evaluate(page, ISLANDS_SETTLED_NOW, z.literal(true));
    const hydrating = !(await cdp.evaluate(page, `(${LISTING_SETTLED})()`, z.boolean()));
    const dwell = performance.now() - hoveredAt;
    const clickedAt = await cdp.evaluate(page, 'performance.timeOrigin + performance.now()', z.number());
    const shownIn = cdp.waitFor(
      (e) => {
        // An activated prerender replaces the tab's page: the old page's session goes away.
        if (e.method === 'Target.detachedFromTarget' && e.sessionId === tab.tab && e.params.sessionId === page) return prerendered ?? page;
        if (e.sessionId === page && e.method === 'Page.loadEventFired') return page;
        return undefined;
      },
      60_000,
      'the item page',
    );
    for (const type of ['mousePressed', 'mouseReleased']) await cdp.send('Input.dispatchMouseEvent', { type, x: card.x, y: card.y, button: 'left', clickCount: 1 }, page);
    const shown = await shownIn;
    const lcp = await cdp.evaluate(shown, shown === prerendered ? 'window.__benchLcp' : LCP_AT, Lcp);
    if (!/\/products\/[0-9]+/.test(lcp.url)) throw new Error(`the click landed on ${lcp.url}`);
    // Times inside the item page are from its own time origin; the click in its terms:
    const click = clickedAt - (lcp.at - Math.max(lcp.startTime, lcp.activationStart));
    const since = (t: number) => `${(t - click).toFixed(0)} ms`;
    const detail =
      lcp.activationStart > 0
        ? `activation ${since(lcp.activationStart)}, its listeners done ${since(lcp.shownAt)}, next frame ${since(lcp.frameAt)}, LCP ${since(lcp.startTime)} (${lcp.element}, loaded ${(lcp.activationStart - lcp.loadTime).toFixed(0)} ms before activation)`
        : `LCP ${lcp.startTime.toFixed(0)} ms after navigation start (${lcp.element})`;
    return { ms: lcp.at - clickedAt, status, dwell, detail: `${detail}${predecoded ? `; in the prerender ${predecoded}` : ''}${hydrating ? '; pressed while the listing hydrated' : ''}`, hydrating };
  } finally {
    offPrerender();
    offStatus();
    await tab.close();
  }
}

/** One more run of `variant`, traced (dist/bench/click-trace-<variant>[-<tag>].json), and where its time went. */
async function tracedRun(cdp: Cdp, site: string, variant: Variant, tag = ''): Promise<void> {
  const { value, events } = await traceDuring(cdp, () => clickToPaint(cdp, site, variant));
  const file = `dist/bench/click-trace-${variant.replace(' ', '-')}${tag ? `-${tag}` : ''}.json`;
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  console.log(`    traced run, ${LABEL[variant].trim()}: ${value.ms.toFixed(0)} ms (${file}):`);
  for (const line of clickTraceSummary(events)) console.log(`      ${line}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/**
 * BENCH_CLICK_BEFORE=http://127.0.0.1:<port>: a second shop (the tree before a change) measured in
 * the same rounds, each variant against both in turn, so a change's figures and the ones it is
 * compared with meet the shared box's load alike.
 */
const BEFORE = process.env.BENCH_CLICK_BEFORE;

/** Prints the figures for the shop at `base` (and the one at BENCH_CLICK_BEFORE, beside them). */
export async function clickToPaintFigures(base: string): Promise<void> {
  console.log(
    `\n■ click-to-largest-paint, /best-items → item, throttled (CPU ${CPU_RATE}x, 150 ms RTT, 1.6 Mbps), ${VIEWPORT ? `${VIEWPORT.width} px at DPR ${VIEWPORT.deviceScaleFactor}` : WINDOW ? `a ${WINDOW.width}x${WINDOW.height} window at DPR ${WINDOW.deviceScaleFactor}` : "the headless window's size"}, median of ${RUNS}   target with rules: < 100 ms`,
  );
  const chromium = await launchTabChromium(WINDOW_ARGS);
  const shops: { name: string; proxy: Awaited<ReturnType<typeof startThrottleProxy>> }[] = [];
  try {
    shops.push({ name: '', proxy: await startThrottleProxy(base, SLOW_LINK) });
    if (BEFORE) shops.push({ name: ' (before)', proxy: await startThrottleProxy(BEFORE, SLOW_LINK) });
    // Round by round, each variant once (A B C D A B C D …): the box's load drifts, and every
    // variant then meets the same drift.
    const runs = new Map<string, { variant: Variant; list: Run[] }>();
    for (let i = 0; i < RUNS; i++) {
      for (const variant of VARIANTS) {
        for (const shop of shops) {
          const run = await clickToPaint(chromium.cdp, shop.proxy.base, variant);
          if (DETAIL) console.log(`    ${(variant + shop.name).padEnd(18)} ${run.ms.toFixed(0)} ms: ${run.detail}`);
          const key = `${LABEL[variant]}${shop.name}`;
          const entry = runs.get(key) ?? { variant, list: [] };
          entry.list.push(run);
          runs.set(key, entry);
        }
      }
    }
    for (let i = 0; i < TRACES; i++) {
      for (const variant of VARIANTS)
        for (const shop of shops) await tracedRun(chromium.cdp, shop.proxy.base, variant, [shop.name ? 'before' : '', i > 0 ? String(i + 1) : ''].filter(Boolean).join('-'));
    }
    for (const [label, { variant, list }] of runs) {
      const hydrating = list.filter((r) => r.hydrating).length;
      const dwell = `${variant !== 'no rules' ? `; hover to click ${median(list.map((r) => r.dwell)).toFixed(0)} ms` : ''}${hydrating ? `; ${hydrating} pressed while the listing hydrated` : ''}`;
      console.log(
        `  ${label} ${median(list.map((r) => r.ms)).toFixed(0)} ms   (runs: ${list.map((r) => r.ms.toFixed(0)).join(', ')}; prerender: ${[...new Set(list.map((r) => r.status))].join(' / ')}${dwell})`,
      );
    }
  } finally {
    for (const shop of shops) await shop.proxy.close();
    await chromium.close();
  }
}

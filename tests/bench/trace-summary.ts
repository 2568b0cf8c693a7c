import type { TraceEvent } from './tab-cdp';

/**
 * Where a traced click-to-paint run's time went (tests/bench/click-to-paint.ts, BENCH_CLICK_TRACE):
 * from the click's dispatch in the listing to the item page's last LCP candidate, each thread's
 * busy time in top-level events and its longest kinds of work.
 */
export function clickTraceSummary(events: TraceEvent[]): string[] {
  const dataType = (e: TraceEvent) => (e.args?.data as { type?: unknown } | undefined)?.type;
  const click = events.find((e) => e.name === 'EventDispatch' && dataType(e) === 'click');
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  if (!click || !lcp) return [`no ${click ? 'LCP candidate' : 'click'} in the trace`];
  const from = click.ts;
  const to = lcp.ts;
  const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  const names = threadNames(events);
  const lines = [`click → last LCP candidate ${ms(to - from)} (trace time)`];
  const busy = [...busyByThread(events, from, to)].filter(([, b]) => b >= 5000).sort((a, b) => b[1] - a[1]);
  lines.push(`busy (top-level tasks): ${busy.map(([thread, b]) => `${names.get(thread) ?? thread} ${ms(b)}`).join(', ')}`);
  // The item page's main thread (where its LCP is reported), by kind of work, nested work included.
  const inclusive = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== lcp.pid || e.tid !== lcp.tid || e.ph !== 'X' || WRAPPERS.has(e.name)) continue;
    const d = Math.min(to, e.ts + (e.dur ?? 0)) - Math.max(from, e.ts);
    if (d > 0) inclusive.set(e.name, (inclusive.get(e.name) ?? 0) + d);
  }
  const top = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 14);
  lines.push(`item page's main thread (inclusive): ${top.map(([n, d]) => `${n} ${ms(d)}`).join(', ')}`);
  lines.push(...clickPhases(events), ...oldPageShare(events), ...rasterShare(events));
  return lines;
}

/** Document events the old page runs while it is left (ours: the tracking flush on pagehide and visibilitychange). */
const LEAVING = new Set(['beforeunload', 'pagehide', 'visibilitychange', 'freeze', 'unload', 'pageswap']);

/**
 * The old page's share: on the listing's main thread, from the click's dispatch to the item
 * page's LCP candidate, its busy time (the click's own task included) and the leaving events it
 * dispatched (when, ms from the click, and how long each ran), those after the LCP apart.
 */
export function oldPageShare(events: TraceEvent[]): string[] {
  const dataType = (e: TraceEvent) => (e.args?.data as { type?: unknown } | undefined)?.type;
  const click = events.find((e) => e.name === 'EventDispatch' && dataType(e) === 'click');
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  if (!click || !lcp) return [];
  const onListing = (e: TraceEvent) => e.pid === click.pid && e.tid === click.tid && e.ph === 'X' && e.dur !== undefined;
  const leaving = events.filter((e) => onListing(e) && e.name === 'EventDispatch' && LEAVING.has(String(dataType(e))) && e.ts >= click.ts).sort((a, b) => a.ts - b.ts);
  const busy = busyByThread(
    events.filter((e) => e.pid === click.pid && e.tid === click.tid),
    click.ts,
    lcp.ts,
  );
  const ms = (us: number) => (us / 1000).toFixed(1);
  const list = (xs: TraceEvent[]) => xs.map((e) => `${String(dataType(e))} +${ms(e.ts - click.ts)} (${ms(e.dur ?? 0)} ms)`).join(', ');
  const before = leaving.filter((e) => e.ts < lcp.ts);
  const after = leaving.filter((e) => e.ts >= lcp.ts);
  return [`the listing's main thread, click → LCP: busy ${ms([...busy.values()][0] ?? 0)} ms; leaving events ${list(before) || 'none'}${after.length > 0 ? `; after the LCP ${list(after)}` : ''}`];
}

/**
 * The item page's raster after the activation frame: tiles rastered and images decoded on the
 * worker threads (count and time) between the first frame's start and the LCP candidate.
 */
export function rasterShare(events: TraceEvent[]): string[] {
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  const activate = events.find((e) => lcp && e.pid === lcp.pid && e.name === 'WebViewImpl::ActivatePrerenderedPage');
  if (!lcp || !activate) return [];
  const inWindow = (name: string) => events.filter((e) => e.pid === lcp.pid && e.name === name && e.ph === 'X' && e.ts >= activate.ts && e.ts <= lcp.ts);
  const sum = (xs: TraceEvent[]) => (xs.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000).toFixed(1);
  const raster = inWindow('RasterTask');
  const decode = inWindow('ImageDecodeTask');
  const paint = inWindow('Paint');
  return [`the item page, activation → LCP: ${raster.length} raster tasks ${sum(raster)} ms, ${decode.length} image decodes ${sum(decode)} ms, ${paint.length} paints ${sum(paint)} ms`];
}

/**
 * The click's way to the LCP frame, step by step, in ms from the pointerdown on the listing's card:
 * the listing's own handlers, the click, the browser committing the prerender's activation, the
 * page's activation and its `prerenderingchange` listeners, the first frame after it (by
 * lifecycle phase), the LCP picture's decode and the LCP candidate.
 */
export function clickPhases(events: TraceEvent[]): string[] {
  const dataType = (e: TraceEvent) => (e.args?.data as { type?: unknown } | undefined)?.type;
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const down = complete.find((e) => e.name === 'EventDispatch' && dataType(e) === 'pointerdown');
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  if (!down || !lcp) return [];
  const on = (e: TraceEvent) => e.pid === lcp.pid;
  const after = (t: number, test: (e: TraceEvent) => boolean) => complete.find((e) => e.ts >= t && e.ts <= lcp.ts && test(e));
  const at = (e: TraceEvent | undefined) => (e ? `+${((e.ts - down.ts) / 1000).toFixed(0)}` : '—');
  const dur = (e: TraceEvent | undefined) => (e ? `${((e.dur ?? 0) / 1000).toFixed(0)} ms` : '—');
  const click = after(down.ts, (e) => e.name === 'EventDispatch' && dataType(e) === 'click');
  const commit = after(down.ts, (e) => e.name === 'NavigationRequest::CommitPageActivation');
  const activate = after(down.ts, (e) => on(e) && e.name === 'WebViewImpl::ActivatePrerenderedPage');
  const listeners = after(down.ts, (e) => on(e) && e.name === 'EventDispatch' && dataType(e) === 'prerenderingchange');
  const frame = activate && after(activate.ts, (e) => on(e) && e.tid === lcp.tid && e.name === 'ProxyMain::BeginMainFrame');
  const decode = frame && after(frame.ts, (e) => on(e) && e.name === 'ImageDecodeTask');
  const inFrame = (name: string) => {
    if (!frame) return '—';
    const end = frame.ts + (frame.dur ?? 0);
    // Outermost events of that name only: nested ones (Paint within Paint) are in their parent.
    let sum = 0;
    let until = 0;
    for (const e of complete) {
      if (e.pid !== lcp.pid || e.tid !== lcp.tid || e.name !== name || e.ts < frame.ts || e.ts >= end || e.ts < until) continue;
      sum += e.dur ?? 0;
      until = e.ts + (e.dur ?? 0);
    }
    return `${(sum / 1000).toFixed(0)}`;
  };
  return [
    `from the pointerdown (ms): listing's pointerdown ${dur(down)}; click ${at(click)} (${dur(click)}); activation committed by the browser ${at(commit)} (${dur(commit)}); page activated ${at(activate)} (${dur(activate)}, prerenderingchange listeners ${dur(listeners)}); first frame ${at(frame)} (${dur(frame)}: style ${inFrame('UpdateLayoutTree')}, layout ${inFrame('Layout')}, prepaint ${inFrame('PrePaint')}, paint ${inFrame('Paint')}, commit ${inFrame('Commit')}); image decode ${at(decode)} (${dur(decode)}); LCP candidate +${((lcp.ts - down.ts) / 1000).toFixed(0)}`,
  ];
}

/** Scheduler frames around every task: they say nothing about the work. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask', 'EpollEvent', 'SequenceManager::DoIdleWork']);

/** `process/thread` names from the trace's metadata. */
function threadNames(events: TraceEvent[]): Map<string, string> {
  const process = new Map<number, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'process_name') process.set(e.pid, String(e.args?.name ?? e.pid));
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, `${process.get(e.pid) ?? e.pid} ${e.pid}/${String(e.args?.name ?? e.tid)}`);
  return names;
}

/** Per thread, the time its top-level complete events cover inside [from, to]. */
function busyByThread(events: TraceEvent[], from: number, to: number): Map<string, number> {
  const out = new Map<string, number>();
  const endOf = new Map<string, number>();
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts < to && e.ts + (e.dur ?? 0) > from).sort((a, b) => a.ts - b.ts);
  for (const e of complete) {
    const thread = `${e.pid}:${e.tid}`;
    // Nested in the thread's current top-level event: already counted.
    if (e.ts < (endOf.get(thread) ?? 0)) continue;
    endOf.set(thread, e.ts + (e.dur ?? 0));
    const d = Math.min(to, e.ts + (e.dur ?? 0)) - Math.max(from, e.ts);
    out.set(thread, (out.get(thread) ?? 0) + d);
  }
  return out;
}

/**
 * Where a traced tap's time went (tests/bench/taps.bench.ts, BENCH_TAPS_TRACE): on the renderer
 * main thread that dispatched the click, every top-level task from the touch's first dispatch to
 * 250 ms after the click, each with its start (ms from the touchstart's dispatch), its length and
 * its largest kinds of work (scripts by file, events by type); then the compositor's frames drawn
 * after the click. Input delay is what runs before the click's dispatch, processing the click's
 * own task, presentation what runs until the frame that shows it.
 */
export function tapTraceSummary(events: TraceEvent[]): string[] {
  const dataOf = (e: TraceEvent) => (e.args?.data ?? {}) as { type?: unknown; url?: unknown; functionName?: unknown };
  const clicks = events.filter((e) => e.name === 'EventDispatch' && dataOf(e).type === 'click');
  const click = clicks.at(-1);
  if (!click) return ['no click in the trace'];
  const main = (e: TraceEvent) => e.pid === click.pid && e.tid === click.tid;
  const firstInput = events
    .filter((e) => main(e) && e.name === 'EventDispatch' && ['touchstart', 'pointerdown'].includes(String(dataOf(e).type)) && e.ts <= click.ts && e.ts > click.ts - 2_000_000)
    .reduce<TraceEvent | null>((a, e) => (a && a.ts <= e.ts ? a : e), null);
  const from = (firstInput ?? click).ts;
  const to = click.ts + 250_000;
  const ms = (us: number) => (us / 1000).toFixed(1);
  const complete = events.filter((e) => main(e) && e.ph === 'X' && e.dur !== undefined && e.ts + (e.dur ?? 0) > from - 100_000 && e.ts < to).sort((a, b) => a.ts - b.ts);
  const lines = [`trace: click dispatched ${ms(click.ts - from)} ms after the ${firstInput ? String(dataOf(firstInput).type) : 'click'}; main-thread tasks (start ms, length ms: work):`];
  let end = 0;
  for (const task of complete) {
    if (task.ts < end) continue;
    const taskEnd = task.ts + (task.dur ?? 0);
    end = taskEnd;
    if ((task.dur ?? 0) < 1000) continue;
    const work = new Map<string, number>();
    for (const e of complete) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > taskEnd || WRAPPERS.has(e.name)) continue;
      const d = dataOf(e);
      const label =
        e.name === 'EventDispatch'
          ? `event:${String(d.type)}`
          : e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.callFunction'
            ? `${e.name}(${
                String(d.url ?? d.functionName ?? '')
                  .split('/')
                  .pop()
                  ?.slice(0, 32) ?? ''
              })`
            : e.name;
      if (!TAP_WORK.has(e.name)) continue;
      work.set(label, Math.max(work.get(label) ?? 0, e.dur ?? 0));
    }
    const top = [...work].sort((a, b) => b[1] - a[1]).slice(0, 5);
    lines.push(`  ${ms(task.ts - from).padStart(7)} +${ms(task.dur ?? 0).padStart(6)}: ${task.name} ${top.map(([n, d]) => `${n} ${ms(d)}`).join(', ')}`);
  }
  const frames = events.filter((e) => (e.name === 'DrawFrame' || e.name === 'Display::FrameDisplayed' || noDamage(e)) && e.ts > click.ts && e.ts < to).sort((a, b) => a.ts - b.ts);
  lines.push(
    `  frames drawn after the click (ms from the ${firstInput ? String(dataOf(firstInput).type) : 'click'}): ${frames.map((f) => `${f.name === 'DrawFrame' ? 'draw' : noDamage(f) ? 'not shown (no damage)' : 'shown'} ${ms(f.ts - from)}`).join(', ') || 'none'}`,
  );
  return lines;
}

/**
 * Viz drew nothing for this frame: its aggregated frame had no damage on the display (or no
 * matching size), so it was never presented, and an Event Timing entry waiting on it ends at a
 * later frame. A change drawn off the display (headless chromium's bottom ~90 px, busyframe)
 * shows as this.
 */
function noDamage(e: TraceEvent): boolean {
  return e.name === 'Graphics.Pipeline.DrawAndSwap' && e.args?.status === 'canceled';
}

/** The kinds of main-thread work worth naming in a tap's tasks. */
const TAP_WORK = new Set([
  'EventDispatch',
  'FunctionCall',
  'EvaluateScript',
  'v8.callFunction',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
  'HitTest',
  'ScheduleStyleRecalculation',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'RunMicrotasks',
  'v8.run',
  'ParseHTML',
  'WidgetBaseInputHandler::OnHandleInputEvent',
  'WebFrameWidgetImpl::HandleInputEvent',
  'BeginMainThreadFrame',
  'UpdateLayer',
  'IntersectionObserverController::computeIntersections',
]);

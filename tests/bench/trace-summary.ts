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
  return lines;
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

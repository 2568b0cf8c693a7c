import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod';
import { BENCH_CHROMIUM_ARGS, benchChromiumPath } from './browser';

/**
 * Chromium driven through its tab target, so that speculation rules can prerender.
 *
 * Chromium refuses every prerender (PrerenderFinalStatus `PrerenderingDisabledByDevTools`) while
 * any DevTools session is attached to the page's own target instead of through its tab target:
 * content/browser/devtools/devtools_instrumentation.cc `IsPrerenderAllowed` returns false when
 * `RenderFrameDevToolsAgentHost::HasSessionsWithoutTabTargetSupport()`, and only then asks
 * `Page.setPrerenderingAllowed`. Playwright attaches to page targets directly (its browser-level
 * `Target.setAutoAttach`), and so does `context.newCDPSession(page)`, so no Playwright page can
 * prerender whatever is sent through it. A session that reaches the page through its tab
 * (`Target.attachToTarget` on the tab, then `Target.setAutoAttach` on that session) has the mode
 * `kSupportsTabTarget`, and the prerendered page arrives as a target of its own (subtype
 * `prerender`) that becomes the tab's page on activation.
 *
 * This is the smallest client for that: its own chromium (the bench's flags, a throwaway
 * profile, a DevTools port the OS picks) and Node's WebSocket.
 */

const Envelope = z.object({
  id: z.number().optional(),
  method: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.object({ message: z.string() }).optional(),
  sessionId: z.string().optional(),
});
export type CdpEvent = { method: string; params: Record<string, unknown>; sessionId?: string };

export const TargetInfo = z.object({ targetId: z.string(), type: z.string(), subtype: z.string().optional(), url: z.string() });
export const AttachedToTarget = z.object({ sessionId: z.string(), targetInfo: TargetInfo, waitingForDebugger: z.boolean() });
export const PrerenderStatus = z.object({
  key: z.object({ url: z.string() }),
  status: z.string(),
  prerenderStatus: z.string().optional(),
  disallowedMojoInterface: z.string().optional(),
});

export class Cdp {
  #next = 0;
  readonly #pending = new Map<number, { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  readonly #listeners = new Set<(e: CdpEvent) => void>();

  constructor(private readonly ws: WebSocket) {
    ws.addEventListener('message', (m) => this.#receive(String(m.data)));
    ws.addEventListener('close', () => {
      for (const p of this.#pending.values()) p.reject(new Error('DevTools connection closed'));
      this.#pending.clear();
    });
  }

  #receive(text: string): void {
    const parsed = Envelope.safeParse(JSON.parse(text));
    if (!parsed.success) return;
    const m = parsed.data;
    if (m.id !== undefined) {
      const p = this.#pending.get(m.id);
      this.#pending.delete(m.id);
      if (m.error) p?.reject(new Error(m.error.message));
      else p?.resolve(m.result ?? {});
      return;
    }
    // CDP_TRACE=1 prints every event: what Chromium said when a run goes wrong.
    if (m.method && process.env.CDP_TRACE) console.log(`  cdp ${m.sessionId?.slice(0, 6) ?? 'browser'} ${m.method} ${JSON.stringify(m.params ?? {}).slice(0, 240)}`);
    if (m.method) for (const l of [...this.#listeners]) l({ method: m.method, params: m.params ?? {}, sessionId: m.sessionId });
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  /** Calls `listener` for every event until the returned function is called. */
  on(listener: (e: CdpEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The first event for which `pick` returns a value, or a rejection after `timeoutMs`. */
  waitFor<T>(pick: (e: CdpEvent) => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.on((e) => {
        const v = pick(e);
        if (v === undefined) return;
        clearTimeout(timer);
        off();
        resolve(v);
      });
    });
  }

  /** Evaluates `expression` in the session's page; its value, awaited and returned by value. */
  async evaluate<T>(sessionId: string, expression: string, schema: z.ZodType<T>): Promise<T> {
    const r = await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    const result = z.object({ result: z.object({ value: z.unknown() }), exceptionDetails: z.object({ text: z.string() }).optional() }).parse(r);
    if (result.exceptionDetails) throw new Error(`evaluate: ${result.exceptionDetails.text}`);
    return schema.parse(result.result.value);
  }
}

export interface TabChromium {
  cdp: Cdp;
  close(): Promise<void>;
}

/** Starts the bench's chromium with a DevTools port and connects to its browser target. */
export async function launchTabChromium(extraArgs: readonly string[] = []): Promise<TabChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-tab-'));
  const child: ChildProcess = spawn(benchChromiumPath, ['--headless=new', ...BENCH_CHROMIUM_ARGS, ...extraArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let ws: WebSocket;
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (process.env.CDP_TRACE) process.stderr.write(chunk);
        const m = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
        if (m?.[1]) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`chromium exited (${code}) before its DevTools port opened: ${seen.slice(-400)}`)));
    });
    // Node's global WebSocket (Node 22 and later: scripts/use-node.sh).
    ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve(), { once: true });
      ws.addEventListener('error', () => reject(new Error(`cannot connect to ${url}`)), { once: true });
    });
  } catch (error) {
    // Not left running: a browser nobody drives outlives the bench (one stayed up under Node 20).
    child.kill();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    cdp: new Cdp(ws),
    async close() {
      ws.close();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface TabSession {
  /** The tab's session: auto-attaches the tab's page and any page prerendered in it. */
  tab: string;
  /** The session of the page the tab opened with (after a prerender's activation, the tab shows another target). */
  page: string;
  /** Closes the tab and its browser context. */
  close(): Promise<void>;
}

/**
 * A new tab in a new browser context (empty cache and cookies), attached through its tab target.
 * `onTarget` runs for each page target the tab brings (the page itself, then each prerender),
 * just after it is resumed: the place to slow its CPU as the page's is.
 */
export async function openTab(cdp: Cdp, onTarget: (target: z.infer<typeof AttachedToTarget>) => Promise<void>): Promise<TabSession> {
  const { browserContextId } = z.object({ browserContextId: z.string() }).parse(await cdp.send('Target.createBrowserContext'));
  // forTab: the id of the tab target, not of its page (Chromium 112+).
  const { targetId } = z.object({ targetId: z.string() }).parse(await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId, forTab: true }));
  const { sessionId: tab } = z.object({ sessionId: z.string() }).parse(await cdp.send('Target.attachToTarget', { targetId, flatten: true }));
  const attached = (e: CdpEvent) => (e.method === 'Target.attachedToTarget' && e.sessionId === tab ? AttachedToTarget.parse(e.params) : undefined);
  const off = cdp.on((e) => {
    const a = attached(e);
    if (!a) return;
    // Resumed before anything is sent to it: a prerender target that is sent
    // Network.emulateNetworkConditions while it waits never becomes ready (its renderer goes).
    const resumed = a.waitingForDebugger ? cdp.send('Runtime.runIfWaitingForDebugger', {}, a.sessionId) : Promise.resolve({});
    void resumed.then(() => onTarget(a)).catch(() => undefined);
  });
  const page = cdp.waitFor((e) => attached(e), 10_000, "the tab's page target");
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tab);
  return {
    tab,
    page: (await page).sessionId,
    async close() {
      off();
      await cdp.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
    },
  };
}

// BENCH_TRACE_LAYERS=1: paint and raster by layer too (layer trees and paint snapshots: large traces).
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'loading',
  'navigation',
  'cc',
  'gpu',
  'viz',
  'benchmark',
  'toplevel',
  'v8.execute',
  '__metadata',
  ...(process.env.BENCH_TRACE_LAYERS === '1' ? ['disabled-by-default-devtools.timeline.layers', 'disabled-by-default-devtools.timeline.picture'] : []),
];

/**
 * Runs `run` under a browser-wide trace (every renderer, the browser and the GPU process) and
 * returns its value with the trace's events, as DevTools' performance panel records them.
 */
export async function traceDuring<T>(cdp: Cdp, run: () => Promise<T>): Promise<{ value: T; events: TraceEvent[] }> {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: TRACE_CATEGORIES } });
  const stop = async (): Promise<TraceEvent[]> => {
    const stream = cdp.waitFor((e) => (e.method === 'Tracing.tracingComplete' ? z.object({ stream: z.string() }).parse(e.params).stream : undefined), 60_000, 'the trace');
    await cdp.send('Tracing.end');
    const handle = await stream;
    let text = '';
    for (;;) {
      const chunk = z.object({ data: z.string(), eof: z.boolean().optional(), base64Encoded: z.boolean().optional() }).parse(await cdp.send('IO.read', { handle }));
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle });
    return TraceFile.parse(JSON.parse(text)).traceEvents;
  };
  let value: T;
  try {
    value = await run();
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { value, events: await stop() };
}

export const TraceEvent = z.object({
  name: z.string(),
  ph: z.string(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number(),
  dur: z.number().optional(),
  args: z.record(z.string(), z.unknown()).optional(),
});
export type TraceEvent = z.infer<typeof TraceEvent>;
const TraceFile = z.object({
  traceEvents: z.array(z.unknown()).transform((xs) =>
    xs.flatMap((x) => {
      const e = TraceEvent.safeParse(x);
      return e.success ? [e.data] : [];
    }),
  ),
});

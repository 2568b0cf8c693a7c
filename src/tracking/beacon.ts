import { BATCH_SEND_AFTER_MS, BATCH_SEND_AT, MAX_EVENTS_PER_BATCH, type TrackedEventName } from '../../rules/tracking';
import { appPlatform, postToApp } from '../browser/bridge';
import { appMirrorsOf } from './app-mirror';

/**
 * The browser's side of tracking (issue 12 item 2): events wait in a queue and leave together
 * for the storefront's `POST /collect` — when 20 wait, 5 s after the first, and whenever the
 * page is hidden or left (`sendBeacon`, which the browser delivers even as the tab closes).
 * Nothing here waits on the network, so no click waits for tracking. React-free: the entry
 * sends the page view with it.
 *
 *     track({ name: 'like_item', itemNo: 1001 });
 */
export interface Tracked {
  name: TrackedEventName;
  itemNo?: number;
  params?: Record<string, string | number | boolean>;
}

interface Queued extends Tracked {
  path: string;
  at: number;
}

export const COLLECT_PATH = '/collect';

const queue: Queued[] = [];
/** The page's latest events, for a listener that starts late (tags load after consent). */
const heard: Tracked[] = [];
const HEARD_KEPT = 50;
const listeners: Array<(event: Tracked) => void> = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

export function track(event: Tracked): void {
  if (typeof window === 'undefined') return;
  // In the app web view the app's own services hear of it too (spec 7.1).
  if (appPlatform() !== 'web') for (const message of appMirrorsOf(event)) postToApp(message);
  queue.push({ ...event, path: location.pathname + location.search, at: Date.now() });
  heard.push(event);
  if (heard.length > HEARD_KEPT) heard.shift();
  for (const listener of listeners) tell(listener, event);
  listen();
  if (queue.length >= BATCH_SEND_AT) flush();
  else timer ??= setTimeout(flush, BATCH_SEND_AFTER_MS);
}

function tell(listener: (event: Tracked) => void, event: Tracked): void {
  try {
    listener(event);
  } catch (error) {
    console.warn('[track] a listener failed', error);
  }
}

/**
 * Hears every event this page tracks, the latest 50 before it started first (client/tags.ts:
 * third-party tags, which load after consent, still hear the page view).
 */
export function onTracked(listener: (event: Tracked) => void): void {
  for (const event of heard) tell(listener, event);
  listeners.push(listener);
}

/** Sends what waits (in batches the edge accepts); a browser without sendBeacon uses a keepalive fetch. */
export function flush(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, MAX_EVENTS_PER_BATCH) });
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(COLLECT_PATH, new Blob([body], { type: 'application/json' }));
    if (!sent) void fetch(COLLECT_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}

/**
 * Resolves `c.var.now`, the one clock of the request (promotion periods, "today" of the adult
 * age rule). In ENVIRONMENT=development or test, STOREFRONT_NOW (an ISO time) replaces it for
 * previewing periods, and the `sf_now` cookie (the same format) replaces it for one browser
 * without a restart (the browser tests move the clock so); production and any other
 * environment ignore both. An invalid STOREFRONT_NOW is ignored with one warning per value, an
 * invalid cookie silently.
 *
 *     app.use('*', clock());
 *     app.get('/x', (c) => c.text(c.var.now.toISOString()));
 *
 * A time without an offset (`2025-08-18T19:00`, `2025-08-18`) is read as Seoul time, the time
 * zone every period of the spec is written in.
 */
import { isDevelopment } from '../../rules/environment';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { UpstreamFetch } from '../upstream/transport';
import { cookiesOf } from './cookies';

export interface ClockOptions {
  /** The real clock; tests pass a fixed one. */
  now?: () => Date;
}

const warned = new Set<string>();

export function clock(options: ClockOptions = {}) {
  const realNow = options.now ?? (() => new Date());
  return createMiddleware<AppEnv>(async (c, next) => {
    const environment = c.env?.ENVIRONMENT;
    const override = (isDevelopment(environment) ? overrideFor(environment, cookiesOf(c)[PREVIEW_CLOCK_COOKIE], false) : null) ?? overrideFor(environment, c.env?.STOREFRONT_NOW);
    c.set('now', override ?? realNow());
    // The preview clock reaches the origin too, so an order shipped "by" that time reads so
    // (origin/routes/order-clock.ts honours it in development only).
    const upstream = c.get('upstream');
    if (override && upstream) c.set('upstream', withPreviewClock(upstream, override));
    await next();
  });
}

/** The browser's own preview clock, development only: `document.cookie = 'sf_now=2025-08-20T12:00:00+09:00'`. */
export const PREVIEW_CLOCK_COOKIE = 'sf_now';

/** The header the preview clock travels in to the origin. */
export const PREVIEW_CLOCK_HEADER = 'x-storefront-now';

function withPreviewClock(upstream: UpstreamFetch, at: Date): UpstreamFetch {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set(PREVIEW_CLOCK_HEADER, at.toISOString());
    return upstream(path, { ...init, headers });
  };
}

/** The STOREFRONT_NOW time when it applies and is valid, else null. */
export function overrideFor(environment: string | undefined, value: string | undefined, warn = true): Date | null {
  if (!isDevelopment(environment)) return null;
  const raw = value?.trim();
  if (!raw) return null;
  const parsed = parseIsoTime(raw);
  if (!parsed && warn && !warned.has(raw)) {
    warned.add(raw);
    console.warn(`[clock] STOREFRONT_NOW=${JSON.stringify(raw.slice(0, 64))} is not an ISO time; using the real clock`);
  }
  return parsed;
}

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Strict ISO 8601 date or date-time; rejects what `Date.parse` would guess at (`Feb 30`). */
export function parseIsoTime(value: string): Date | null {
  const m = ISO_TIME.exec(value);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone] = m;
  const fields = { month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s) };
  if (fields.month < 1 || fields.month > 12 || fields.day < 1 || fields.hour > 23 || fields.minute > 59 || fields.second > 59) {
    return null;
  }
  const offset = !zone ? '+09:00' : zone.toUpperCase() === 'Z' ? 'Z' : normaliseOffset(zone);
  const ms = frac ? `.${frac.slice(0, 3).padEnd(3, '0')}` : '';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${ms}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // Day overflow (2025-02-30) is rolled over by Date; compare the calendar day back in the zone.
  const local = new Date(date.getTime() + offsetMinutes(offset) * 60_000);
  return local.getUTCDate() === fields.day ? date : null;
}

function normaliseOffset(zone: string): string {
  return zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

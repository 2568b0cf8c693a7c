/**
 * Errors reach someone (spec 8, issue 31 §5). Every error the edge answers with an error page
 * (a 500 from a bug, an upstream fault other than 404) is logged as one JSON line for Workers
 * Logs, and, when `SENTRY_DSN` is set, sent to Sentry as an envelope (rules/error-report.ts).
 *
 * Why not `@sentry/cloudflare`: its `withSentry` wrapper took the edge bundle from 278 to 335 KiB
 * gzip, and the SDK's bare client from 278 to 299 KiB, against a 300 KiB budget (measured with
 * `node scripts/deploy.mjs --dry-run`); the envelope HTTP API it speaks is a few lines.
 *
 * Development without a DSN reports to a sandbox collector instead (a DSN on a host that does not
 * exist, answered here): `GET /_ops/errors` lists what would have been sent, newest first, as
 * Sentry would receive it, so tests read the payload itself.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isDevelopment } from '../../rules/environment';
import { errorRecord, parseSentryDsn, scrub, sentryAuthHeader, sentryEnvelope, type ErrorContext, type SentryDsn } from '../../rules/error-report';
import { pageTypeFor } from '../../src/navigation/page-type';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { waitUntilOf } from '../waituntil';

export const SANDBOX_DSN = 'http://sandbox@errors.sandbox.invalid/0';
const SENTRY_CLIENT = 'storefront-edge/1.0';
const KEPT = 50;

/** The sandbox collector's envelopes, newest last (development only; one isolate's worth). */
const collected: string[] = [];

/** Where reports go: the configured DSN (https; http too in development), the sandbox in development, else none. */
export function reportTarget(env: Pick<Env, 'SENTRY_DSN' | 'ENVIRONMENT'> | undefined): SentryDsn | null {
  const development = isDevelopment(env?.ENVIRONMENT);
  const configured = parseSentryDsn(env?.SENTRY_DSN, development);
  if (configured) return configured;
  if (env?.SENTRY_DSN?.trim()) console.warn('[errors] SENTRY_DSN is not a Sentry DSN (https://key@host/project); errors are logged only');
  return development ? parseSentryDsn(SANDBOX_DSN, true) : null;
}

/** Posts one envelope to Sentry's envelope endpoint, or keeps it in the sandbox collector. */
export async function sendEnvelope(target: SentryDsn, envelope: string, send: typeof fetch = fetch): Promise<void> {
  if (new URL(target.envelopeUrl).hostname === 'errors.sandbox.invalid') {
    collected.push(envelope);
    if (collected.length > KEPT) collected.splice(0, collected.length - KEPT);
    return;
  }
  try {
    const res = await send(target.envelopeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope', 'X-Sentry-Auth': sentryAuthHeader(target, SENTRY_CLIENT) },
      body: envelope,
    });
    if (!res.ok) console.warn(JSON.stringify({ level: 'warn', code: 'ERROR_REPORT_REFUSED', status: res.status }));
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', code: 'ERROR_REPORT_FAILED', message: scrub(error instanceof Error ? error.message : String(error)).slice(0, 200) }));
  }
}

/** The requests whose error is reported already: one report each, whichever path found it first. */
const reported = new WeakSet<Request>();

/** The gateway's JSON routes (their errors are answered as JSON, not as an error page). */
const GATEWAY_PREFIXES = ['/api/', '/user/'];
const isGatewayPath = (path: string) => GATEWAY_PREFIXES.some((p) => path.startsWith(p));

function contextFor(c: Context<AppEnv>, status: number): ErrorContext {
  const url = new URL(c.req.url);
  // A gateway call has no page: its route pattern names it (ids and tokens stay out).
  const pageType = isGatewayPath(url.pathname) ? `gateway ${c.req.method} ${c.req.routePath}`.slice(0, 120) : pageTypeFor(url.pathname, url.searchParams);
  // `c.get`: the device middleware may not have run (an error before it); never a raw header.
  const device = c.get('device');
  return {
    method: c.req.method,
    path: url.pathname,
    status,
    pageType,
    device: device ? { kind: device.kind, platform: device.platform, appBuild: device.appBuild } : { kind: 'unknown', platform: 'other', appBuild: null },
    release: c.env?.RELEASE?.trim().slice(0, 64) || 'unknown',
    environment: isDevelopment(c.env?.ENVIRONMENT) ? 'development' : 'production',
  };
}

/** Logs the error as one JSON line and reports it (after the answer, where the runtime lets it). */
export function reportError(c: Context<AppEnv>, error: unknown, status: number): void {
  if (reported.has(c.req.raw)) return;
  reported.add(c.req.raw);
  const record = errorRecord(error, contextFor(c, status));
  console.error(JSON.stringify(record));
  const target = reportTarget(c.env);
  if (!target) return;
  const sending = sendEnvelope(target, sentryEnvelope(record, target, crypto.randomUUID().replaceAll('-', ''), new Date()));
  const waitUntil = waitUntilOf(c);
  if (waitUntil) waitUntil(sending);
}

/** A gateway answer of 5xx no one reported: its error code stands for the error. */
class GatewayFault extends Error {
  override name = 'GatewayFault';
  constructor(readonly code: string) {
    super(`the gateway answered with ${code}`);
  }
}

/**
 * Spec 8 (issue 31 §5): the gateway reports any error, not only the pages. Mounted once in
 * edge/app.ts on the JSON routes (`/api/*`, `/user/*`): an answer of 5xx that no one reported
 * on the way (an upstream failure reports itself through `upstreamFailure`, a thrown error
 * through the app's error page) is reported here with the error code its body carries.
 */
export function reportGatewayFaults() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status < 500 || reported.has(c.req.raw)) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { errorCode?: unknown } | null;
    const code = typeof body?.errorCode === 'string' && /^[A-Z][A-Z0-9_]{1,60}$/.test(body.errorCode) ? body.errorCode : `HTTP_${c.res.status}`;
    reportError(c, new GatewayFault(code), c.res.status);
  });
}

/** `GET /_ops/errors?limit=N` (development only): the sandbox collector's envelopes, newest first, each as its three JSON parts. */
export const opsErrors = new Hono<AppEnv>();

opsErrors.get('/_ops/errors', (c) => {
  if (!isDevelopment(c.env?.ENVIRONMENT)) return c.notFound();
  const raw = Number(c.req.query('limit') ?? '20');
  const limit = Number.isInteger(raw) && raw > 0 ? Math.min(raw, KEPT) : 20;
  const envelopes = collected
    .slice(-limit)
    .reverse()
    .map((text) => {
      const [header, item, event] = text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown);
      return { header, item, event };
    });
  return c.json(envelopes, 200, { 'Cache-Control': 'no-store' });
});

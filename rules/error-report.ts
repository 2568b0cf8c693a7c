/**
 * Spec 8 ("logs and reports any error"), issue 31 §5: what the edge says about an error it
 * answered with an error page, as one record for Workers Logs and as a Sentry event. Pure.
 *
 * Never personal data or tokens: the record names the page type, the device (kind, platform,
 * app build), the release, the method, the status and the path, never the query, cookies,
 * headers, member or body; the message and stack are scrubbed of e-mail addresses, tokens and
 * long numbers (phone, card, CI) before they leave, since an upstream's message may quote them.
 */

export interface ErrorContext {
  method: string;
  /** The request's path only (no query: it may carry tokens or a keyword). */
  path: string;
  status: number;
  pageType: string;
  device: { kind: string; platform: string; appBuild: number | null };
  release: string;
  environment: string;
}

export interface ErrorRecord extends ErrorContext {
  level: 'error';
  /** The error's code (spec 8's style, e.g. UPSTREAM_TIMEOUT) or its class name. */
  code: string;
  message: string;
  stack: string | null;
}

const REDACTED = '[redacted]';
const SCRUBS: ReadonlyArray<RegExp> = [
  // JWTs and other long opaque tokens, bearer credentials, key=value secrets
  /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g,
  /\b(bearer|basic)\s+[\w.~+/=-]+/gi,
  /\b(token|access_token|refresh_token|password|secret|key|authorization|cookie|sf_[a-z]+)=[^\s&;,]+/gi,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\b[A-Za-z0-9+_-]{32,}={0,2}/g,
  /\+?\d[\d -]{8,}\d/g,
];

/** The text with e-mail addresses, tokens and long numbers replaced. */
export function scrub(text: string): string {
  let out = text;
  for (const pattern of SCRUBS) out = out.replace(pattern, REDACTED);
  return out;
}

function codeOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,60}$/.test(code)) return code;
    const name = (error as { name?: unknown }).name;
    if (typeof name === 'string' && /^\w{1,60}$/.test(name)) return name;
  }
  return 'UNKNOWN_ERROR';
}

export function errorRecord(error: unknown, context: ErrorContext): ErrorRecord {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : null;
  return {
    level: 'error',
    code: codeOf(error),
    message: scrub(message).slice(0, 500),
    stack: stack === null ? null : scrub(stack).slice(0, 4000),
    ...context,
    path: scrub(context.path.split('?')[0] ?? '').slice(0, 200),
  };
}

/** A Sentry DSN's parts: where envelopes go and the public key that signs them; null when malformed. */
export interface SentryDsn {
  envelopeUrl: string;
  publicKey: string;
  dsn: string;
}

export function parseSentryDsn(raw: string | undefined, allowHttp: boolean): SentryDsn | null {
  if (!raw?.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project)) return null;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn: `${url.protocol}//${url.username}@${url.host}${url.pathname}`,
  };
}

/** The `X-Sentry-Auth` header of the envelope endpoint (Sentry's "Envelopes" docs). */
export const sentryAuthHeader = (dsn: SentryDsn, client: string): string => `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=${client}`;

/**
 * A Sentry envelope with one error event (newline-separated JSON: envelope header, item header,
 * event), built from the record alone, so nothing the record left out can reach Sentry.
 */
export function sentryEnvelope(record: ErrorRecord, dsn: SentryDsn, eventId: string, now: Date): string {
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'storefront-edge',
    release: record.release,
    environment: record.environment,
    tags: {
      page_type: record.pageType,
      device: record.device.kind,
      platform: record.device.platform,
      app_build: record.device.appBuild === null ? 'none' : String(record.device.appBuild),
      status: String(record.status),
      code: record.code,
    },
    transaction: `${record.method} ${record.pageType}`,
    request: { method: record.method, url: record.path },
    exception: { values: [{ type: record.code, value: record.message, ...(record.stack ? { mechanism: { type: 'onerror', handled: true } } : {}) }] },
    extra: record.stack ? { stack: record.stack } : {},
  };
  const header = { event_id: eventId, sent_at: now.toISOString(), dsn: dsn.dsn };
  const item = { type: 'event', content_type: 'application/json' };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${JSON.stringify(event)}\n`;
}

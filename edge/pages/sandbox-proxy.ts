/**
 * The origin's sandbox providers (DECISIONS 7), reached through the edge: `/sandbox/*` is
 * forwarded to the upstream as it came. The identity provider must be a different origin from
 * the storefront, as a real one is (auth contract): a request for it on the storefront's host
 * is redirected to the provider origin (`IDENTITY_PROVIDER_ORIGIN`, default the other loopback
 * name on the same port), so the key really crosses origins by postMessage. Mounted at `/sandbox`.
 * Development only: a production edge answers its not-found page for any spelling of a
 * sandbox path, and nothing under /sandbox is ever forwarded there.
 */
import { Hono } from 'hono';
import { isDevelopment, normalisedPath } from '../../rules/environment';
import { identityProviderOrigin } from '../context/providers';
import type { AppEnv } from '../app-env';
import { UPSTREAM_TIMEOUTS } from '../upstream/timeouts';

export const sandboxProxy = new Hono<AppEnv>();

/** Form posts of the sandbox pages are small; anything larger is refused, not buffered. */
const MAX_BODY = 64 * 1024;
const FORWARDED_HEADERS = ['accept', 'accept-language', 'content-type', 'origin', 'referer'];

// Only what the sandbox providers serve (origin/sandbox): their pages, form posts and files,
// the outbox of mails the origin would have sent, where sandbox attribution links lead, the
// sandbox survey tool's script, the sandbox tags with what they heard, the flag switch, and the
// postcode search (framed by the checkout and account edit on our own origin), and the payment
// provider's window and receipts (never its one-step pay, which is the origin's alone).
const SANDBOX_PATHS = [
  /^\/sandbox\/identity(\/(result\.js|style\.css))?$/,
  /^\/sandbox\/social\/[a-z]{1,20}\/authorize$/,
  /^\/sandbox\/outbox$/,
  /^\/sandbox\/onelink(\/[a-z0-9]{6,20})?$/,
  /^\/sandbox\/survey\.js$/,
  /^\/sandbox\/tags\/([a-z-]{2,12}\.js|hits)$/,
  /^\/sandbox\/flags$/,
  /^\/sandbox\/postcode(\/pick\.js)?$/,
  /^\/sandbox\/payments\/(window|style\.css|receipt\/[A-Za-z0-9_-]{1,80})$/,
];
const isIdentity = (path: string) => path === '/sandbox/identity' || path.startsWith('/sandbox/identity/');

sandboxProxy.all('/*', async (c, next) => {
  const url = new URL(c.req.url);
  const method = c.req.method.toUpperCase();
  // Development only; checked on the path as the origin's router will read it (decoded,
  // normalised), and only for the providers' own paths and methods.
  const path = normalisedPath(url.pathname);
  if (!isDevelopment(c.env?.ENVIRONMENT) || !SANDBOX_PATHS.some((p) => p.test(path)) || !['GET', 'HEAD', 'POST'].includes(method)) {
    // Falls through to the app's not-found page, which renders once the context is resolved.
    return next();
  }
  if (isIdentity(path)) {
    const provider = identityProviderOrigin(c.env, c.req.url);
    if (provider && url.origin !== provider) return c.redirect(`${provider}${path}${url.search}`, 302);
  }
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > MAX_BODY) return c.text('Payload Too Large', 413);
    body = await c.req.arrayBuffer();
    if (body.byteLength > MAX_BODY) return c.text('Payload Too Large', 413);
  }
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const v = c.req.header(name);
    if (v) headers.set(name, v);
  }
  // The provider sees where the shopper's browser is, for its own same-origin checks.
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  try {
    const res = await c.var.upstream(`${path}${url.search}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(UPSTREAM_TIMEOUTS.sandboxProxy) });
    const out = new Headers(res.headers);
    out.delete('set-cookie');
    return new Response(res.body, { status: res.status, headers: out });
  } catch (error) {
    console.error('[sandbox proxy]', url.pathname, error);
    return c.text('Sandbox provider unavailable', 503, { 'Cache-Control': 'no-store' });
  }
});

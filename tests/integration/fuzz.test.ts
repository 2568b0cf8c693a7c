import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../edge/app';
import { createOriginApp } from '../../origin/app';
import { FLAGS_KEY, storefront, type Storefront } from './harness';
import { type Jar, login, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 10 item 11: property-based fuzzing of every route of the storefront and of the
 * reference origin, over path segments (item ids and the like), query strings, cookies, tokens
 * and bodies. Whatever arrives: no 5xx, no unhandled rejection, no internals (stack frames,
 * error class names, SQL errors) in any answer. The routes come from the apps themselves, so a
 * new route is fuzzed without touching this file.
 *
 * CI runs a fixed seed, so a red run is reproducible and a green one stays green; explore with
 * `FUZZ_SEED=$RANDOM FUZZ_RUNS=2000 npx vitest run --project workers tests/integration/fuzz.test.ts`.
 * A failure prints the seed, the path to it and the shrunk request.
 */
const bindings = env as unknown as { DB: D1Database; FUZZ_SEED?: string; FUZZ_RUNS?: string };
const SEED = Number.parseInt(bindings.FUZZ_SEED ?? '', 10) || 20261124;
const RUNS = Math.min(20_000, Number.parseInt(bindings.FUZZ_RUNS ?? '', 10) || 120);
const params = (runs = RUNS): fc.Parameters<unknown> => ({ seed: SEED, numRuns: runs, endOnFailure: true });

// ── what an answer must never carry ─────────────────────────────────────────────────────────
const INTERNALS = [
  /\n\s+at [^\n]*[(:]\S*:\d+/, // a stack frame
  /\.(?:tsx?|mjs):\d+:\d+/, // a source position
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|URIError|ZodError|UpstreamError|ContextNotFoundError)\b/,
  /\bSQLITE_|D1_ERROR|no such (?:table|column)|near ".*": syntax error/,
  /\[object Object\]/,
  /Internal Server Error/i,
];

async function check(label: string, res: Response): Promise<void> {
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${label}: answered ${res.status}: ${text.slice(0, 300)}`);
  const leak = INTERNALS.find((re) => re.test(text));
  if (leak) throw new Error(`${label}: answer shows internals (${leak}): ${text.slice(0, 300)}`);
}

// ── unhandled rejections anywhere in the isolate during the run ─────────────────────────────
const unhandled: unknown[] = [];
const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
beforeAll(() => globalThis.addEventListener('unhandledrejection', onUnhandled));
afterAll(() => {
  globalThis.removeEventListener('unhandledrejection', onUnhandled);
  expect(unhandled.map(String)).toEqual([]);
});

// ── arbitraries ─────────────────────────────────────────────────────────────────────────────
/** encodeURIComponent that never throws (a lone surrogate would). */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const TRICKY = [
  '0',
  '1001',
  '1005',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1e3',
  '0x10',
  '1.5',
  '%201',
  '%EF%BC%91',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%',
  '%E0%A4%A',
  '%ZZ',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'toString',
  'naver',
  'kakao',
  'apple',
  'items',
  'adult',
  '1001.jpg',
  '1001-main.jpg',
  'a.svg',
  '16404',
  '%3Cscript%3E',
  "'",
  '"',
];
/** One path segment as it would appear in a URL: numbers, tricky spellings, anything encoded. */
const segment = fc.oneof(
  fc.constantFrom(...TRICKY),
  fc.integer({ min: -1, max: 3_000_000_000 }).map(String),
  fc.string({ maxLength: 30 }).map(encode),
  fc.string({ unit: 'binary', maxLength: 12 }).map(encode),
);

const QUERY_KEYS = [
  'keyword',
  'category1_code',
  'category2_code',
  'category3_code',
  'page',
  'size',
  'sort',
  'type',
  'returnTo',
  'code',
  'state',
  'w',
  'q',
  'f',
  'exp',
  'sig',
  'NaPm',
  'n_campaign_type',
  'utm_campaign',
  'itemNo',
  'limit',
  'notice_type',
  'purpose',
  'origin',
  'orderNo',
  'error',
  'brand',
  'appName',
  'userId',
];
const queryValue = fc.oneof(segment, fc.constantFrom('', '/', '//evil.test', '/%2e//evil.test', 'https://evil.test/', 'SIMILAR', 'ALL', 'T', 'F', '001', '1', '2'));
/** `?k=v&…`, keys the routes read mixed with any, repeated keys and odd separators included. */
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 }).map(encode)), queryValue, fc.constantFrom('=', '', '=='), fc.constantFrom('&', '&&', ';')), { maxLength: 6 })
  .map((pairs) =>
    pairs.length
      ? `?${pairs
          .map(([k, v, eq, sep]) => `${k}${eq}${v}${sep}`)
          .join('')
          .replace(/[&;]+$/, '')}`
      : '',
  );

/** A route pattern with every parameter and wildcard filled from `segment`. */
function pathArb(pattern: string): fc.Arbitrary<string> {
  const holes = pattern.match(/:[A-Za-z]+(?:\{[^}]*\})?|\*/g) ?? [];
  if (!holes.length) return fc.constant(pattern);
  return fc.array(segment, { minLength: holes.length, maxLength: holes.length }).map((values) => {
    let i = 0;
    return pattern.replace(/:[A-Za-z]+(?:\{[^}]*\})?|\*/g, () => values[i++] || 'x');
  });
}

const b64url = (s: string) =>
  btoa(unescape(encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
/** Tokens: structured JWTs with hostile headers and claims, junk, and cut or altered real ones. */
const token = (real: string) =>
  fc.oneof(
    fc.constantFrom('', 'null', 'undefined', 'a.b.c', '...', real, real.slice(0, -3), `${real}x`, real.replace(/\.[^.]*$/, '.')),
    fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 20 })).map(([h, p, s]) => `${b64url(JSON.stringify(h))}.${b64url(JSON.stringify(p))}.${b64url(s)}`),
    fc.constantFrom('none', 'HS256', 'ES256', 'RS256').map((alg) => `${b64url(JSON.stringify({ alg, kid: '../../x' }))}.${b64url(JSON.stringify({ sub: '1', exp: 9e15, iss: 'x' }))}.`),
    fc.stringMatching(/^[\x21-\x7e]{0,60}$/),
  );

const COOKIE_NAMES = ['sf_at', 'sf_rt', 'sf_user', 'sf_grade', 'sf_campaign', 'sf_app_nudge_hidden', 'sf_app_banner', 'sf_oauth_state', 'sf_adult', 'sf_visitor'];
const cookieValue = (real: string) =>
  fc.oneof(
    token(real),
    fc.jsonValue({ maxDepth: 2 }).map((v) => encode(JSON.stringify(v))),
    fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,40}$/),
  );
const cookieHeader = (real: string) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...COOKIE_NAMES), fc.stringMatching(/^[a-z_]{1,10}$/)), cookieValue(real)), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; '));

const BODY_KEYS = [
  'id',
  'password',
  'itemNo',
  'item_no',
  'optionNo',
  'quantity',
  'qty',
  'options',
  'textOption',
  'content',
  'secret',
  'returnTo',
  'keyword',
  'key',
  'purpose',
  'ci',
  'birthDate',
  'user_password',
  'new_password',
  'confirm_password',
  'access_token',
  'social_type',
  'lines',
  'orderNo',
  'email',
  'name',
  'agree',
  'type',
  'refreshToken',
];
/** Bodies: shapes the routes expect with any values, any JSON, and text that is not JSON at all. */
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...BODY_KEYS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', '{"id":', '[]', 'null', '{"__proto__":{"admin":true}}', 'a=1&b=2', '\u0000'),
);
const contentType = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', null);

// ── the routes ──────────────────────────────────────────────────────────────────────────────
interface Route {
  method: string;
  path: string;
}
function routesOf(app: { routes: ReadonlyArray<{ method: string; path: string }> }): Route[] {
  const seen = new Map<string, Route>();
  for (const r of app.routes) seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  return [...seen.values()];
}
const methodsOf = (r: Route) => (r.method === 'ALL' ? ['GET', 'POST', 'DELETE'] : [r.method]);
const EDGE_ROUTES = routesOf(createEdgeApp());
const ORIGIN_ROUTES = routesOf(createOriginApp());
const withBody = (m: string) => m !== 'GET' && m !== 'HEAD';

const requestArb = (routes: Route[]) =>
  fc
    .constantFrom(...routes)
    .chain((r) => fc.tuple(fc.constantFrom(...methodsOf(r)), pathArb(r.path), query))
    .map(([method, path, q]) => ({ method, target: `${path}${q}` }));

// ── the storefront ──────────────────────────────────────────────────────────────────────────
describe('fuzzing the storefront (every route of the edge)', () => {
  let sf: Storefront;
  let member: Jar;
  let realToken = '';
  beforeAll(async () => {
    sf = storefront();
    member = await login(sf, 'adult@demo.test');
    realToken = member.values.get('sf_at') ?? '';
    expect(EDGE_ROUTES.length).toBeGreaterThan(30);
  });

  const send = (method: string, target: string, headers: Record<string, string>, payload?: string) =>
    sf.fetch(target, { method, headers, redirect: 'manual', ...(payload !== undefined && withBody(method) ? { body: payload } : {}) });

  it('path segments and query strings, as a visitor and as a member', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb(EDGE_ROUTES), fc.boolean(), async ({ method, target }, asMember) => {
        const headers: Record<string, string> = { origin: STOREFRONT_ORIGIN, ...(asMember ? { cookie: member.header() } : {}) };
        await check(`${method} ${target}${asMember ? ' (member)' : ''}`, await send(method, target, headers, withBody(method) ? '{}' : undefined));
      }),
      params(RUNS * 3),
    );
  });

  it('cookies and tokens on every route', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb(EDGE_ROUTES), cookieHeader(realToken), token(realToken), async ({ method, target }, cookie, bearer) => {
        const headers: Record<string, string> = { origin: STOREFRONT_ORIGIN, cookie, authorization: `Bearer ${bearer}` };
        await check(`${method} ${target} cookie=${cookie}`, await send(method, target, headers, withBody(method) ? '{}' : undefined));
      }),
      params(RUNS * 2),
    );
  });

  it('bodies on every route that reads one, as a visitor and as a member, from our origin and another', async () => {
    const bodyRoutes = EDGE_ROUTES.filter((r) => methodsOf(r).some(withBody));
    await fc.assert(
      fc.asyncProperty(
        requestArb(bodyRoutes).filter(({ method }) => withBody(method)),
        body,
        contentType,
        fc.boolean(),
        fc.constantFrom(STOREFRONT_ORIGIN, 'https://evil.test', null),
        async ({ method, target }, payload, type, asMember, origin) => {
          const headers: Record<string, string> = {
            ...(type ? { 'content-type': type } : {}),
            ...(origin ? { origin } : {}),
            ...(asMember ? { cookie: member.header() } : {}),
          };
          await check(`${method} ${target} ${type} ${payload.slice(0, 80)}`, await send(method, target, headers, payload));
        },
      ),
      params(RUNS * 3),
    );
  });
});

// ── the reference origin ────────────────────────────────────────────────────────────────────
describe('fuzzing the reference origin (every route)', () => {
  const origin = createOriginApp();
  const originEnv = { DB: bindings.DB, FLAGS_KEY, ENVIRONMENT: 'test' };
  let realToken = '';
  beforeAll(async () => {
    const res = await origin.fetch(
      new Request('http://origin.internal/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'adult@demo.test', password: 'demo1234!' }) }),
      originEnv,
    );
    realToken = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    expect(ORIGIN_ROUTES.length).toBeGreaterThan(30);
  });

  it('paths, queries, tokens and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb(ORIGIN_ROUTES), token(realToken), body, contentType, async ({ method, target }, bearer, payload, type) => {
        const headers: Record<string, string> = { authorization: `Bearer ${bearer}`, ...(type ? { 'content-type': type } : {}) };
        const init: RequestInit = { method, headers, redirect: 'manual', ...(withBody(method) ? { body: payload } : {}) };
        await check(`origin ${method} ${target} ${payload.slice(0, 80)}`, await origin.fetch(new Request(`http://origin.internal${target}`, init), originEnv));
      }),
      params(RUNS * 3),
    );
  });
});

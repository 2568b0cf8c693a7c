import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { SignJWT, type JWTPayload } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEdgeApp, type EdgeOptions } from '../../edge/app';
import { activeKey, type KeyPurpose } from '../../origin/auth/keys';
import { FLAGS_KEY, originUpstream, storefront } from './harness';
import { Jar, login, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 10's lower findings whose proofs were unit tests of a helper, or stopped at the origin:
 * here each is reached through the edge app as a browser or an attacker would reach it, and
 * each test fails with its fix reverted.
 */
const DB = (env as unknown as { DB: D1Database }).DB;

/** The edge on any URL (the harness serves http://127.0.0.1 only), with the env a deployment gives it. */
async function edgeFetch(options: EdgeOptions, url: string, vars: Record<string, string>, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createEdgeApp(options).fetch(new Request(url, { redirect: 'manual', ...init }), { FLAGS_KEY, ...vars }, ctx);
  void waitOnExecutionContext(ctx);
  return res;
}

describe('HSTS', () => {
  const reference = { upstream: originUpstream(), upstreamStore: null, pageCache: false } as const;

  it('a production edge on https pins the host on pages, JSON, redirects and 404s', async () => {
    for (const path of ['/products/1001', '/healthz', '/api/v4/keyword/popular', '/catalog/1001', '/wcd-1234.css']) {
      const res = await edgeFetch(reference, `https://shop.example.test${path}`, { ENVIRONMENT: 'production' });
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      await res.text();
    }
  });

  it('a development edge on https does not: a local run must not pin a host it borrows', async () => {
    const res = await edgeFetch(reference, 'https://shop.example.test/products/1001', { ENVIRONMENT: 'development' });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    await res.text();
  });
});

describe('a plain-http UPSTREAM_URL', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The outside world as the edge would reach it with UPSTREAM_URL: every fetch noted, none made. */
  function network() {
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ result: 'FAIL', errorCode: 'INVALID_CREDENTIALS', message: 'no' }), { status: 401, headers: { 'content-type': 'application/json' } });
    });
    return sent;
  }
  const loginPost = { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://shop.example.test' }, body: JSON.stringify({ id: 'adult@demo.test', password: 'demo1234!' }) };

  it('gets no password from a production edge: the login is refused before anything is sent', async () => {
    const sent = network();
    for (const ENVIRONMENT of ['production', '']) {
      const res = await edgeFetch({ upstreamStore: null }, 'https://shop.example.test/user/login', { ENVIRONMENT, UPSTREAM_URL: 'http://api.example.test' }, loginPost);
      expect(res.status, ENVIRONMENT).toBe(503);
      expect(await res.text(), ENVIRONMENT).not.toContain('demo1234!');
    }
    expect(sent).toEqual([]);
  });

  it("is still used in development, so the refusal above is the environment's doing", async () => {
    const sent = network();
    const res = await edgeFetch(
      { upstreamStore: null },
      'http://127.0.0.1:8787/user/login',
      { ENVIRONMENT: 'development', UPSTREAM_URL: 'http://api.example.test' },
      { ...loginPost, headers: { ...loginPost.headers, origin: STOREFRONT_ORIGIN } },
    );
    expect(res.status).toBe(401);
    expect(sent).toEqual(['http://api.example.test/user/login']);
  });
});

describe('access tokens and the sandbox key', () => {
  /** The member's own access token, every claim kept, signed again by the origin's key of this purpose. */
  async function resigned(purpose: KeyPurpose, jar: Jar): Promise<string> {
    const payload = JSON.parse(atob(jar.values.get('sf_at')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as JWTPayload;
    const key = await activeKey(DB, purpose);
    return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: key.kid }).sign(await key.privateKey());
  }

  // What the sandbox signs is handed to whoever runs its forms; had the edge trusted its key,
  // only the claims would stand between such a token and a member's session. The login page
  // is the edge's own decision (a member is sent on, a visitor gets the form), so no upstream
  // check can hide what the edge believed.
  it("a member's access claims signed by the sandbox key make a visitor at the edge", async () => {
    const jar = await login(storefront(), 'adult@demo.test', new Jar());
    const loginPage = async (token: string) => {
      const res = await storefront().fetch('/login?returnTo=/mypage', { headers: { cookie: `sf_at=${token}` }, redirect: 'manual' });
      await res.text();
      return { status: res.status, cleared: res.headers.getSetCookie().some((c) => c.startsWith('sf_at=;') && /Max-Age=0/i.test(c)) };
    };
    // The same claims under the access key are a member: the key alone decides below.
    expect(await loginPage(await resigned('access', jar))).toEqual({ status: 303, cleared: false });
    expect(await loginPage(await resigned('sandbox', jar))).toEqual({ status: 200, cleared: true });
  });
});

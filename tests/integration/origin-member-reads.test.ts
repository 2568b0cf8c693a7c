import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyAccessToken } from '../../origin/auth/tokens';
import { rotateKeys } from '../../origin/auth/keys';
import { call, createMember, DB, login, originEnv } from './origin-auth-helpers';

/**
 * Issue 28: the item page's member reads at the origin (like state, brand like state, cart
 * count, user level) are one D1 round trip each, and still refuse a revoked token at once;
 * signing keys are imported once per isolate per key id, whatever binding object carries D1.
 */

/** D1 with every round trip counted: a statement's first/all/run/raw, or one batch. */
function countingDb(db: D1Database) {
  const raw = new WeakMap<object, D1PreparedStatement>();
  const counter = { trips: 0, sql: [] as string[] };
  const wrap = (s: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(s, {
      get(target, prop) {
        const v = Reflect.get(target, prop, target) as unknown;
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args), sql);
        if (typeof v !== 'function') return v;
        if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') {
          return (...args: unknown[]) => {
            counter.trips++;
            counter.sql.push(sql);
            return (v as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (v as (...a: unknown[]) => unknown).bind(target);
      },
    });
    raw.set(proxy, s);
    return proxy;
  };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          counter.trips++;
          counter.sql.push(`batch of ${statements.length}`);
          return target.batch(statements.map((s) => raw.get(s) ?? s));
        };
      }
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { db: proxy, counter };
}

/** A binding that is a new object on every use, as a platform may hand one to each request. */
const freshBinding = (db: D1Database): D1Database =>
  new Proxy(db, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });

const READS = ['/api/v4/hearts/1001', '/api/v4/brand-hearts/16404', '/api/v4/cart-item/item-count', '/api/v4/user-level'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('member reads at the origin', () => {
  it('answer each of the item page member reads in one D1 round trip, with the same answers', async () => {
    const { userId, password } = await createMember({ grade: 50 });
    const { accessToken } = await login(userId, password);
    const { db, counter } = countingDb(DB);
    const env = { ...originEnv, DB: db };
    // The counting binding is a new object to the origin: its first request prepares it.
    await call('GET', '/health', { env });
    await call('GET', '/api/v4/cart-item/item-count', { token: accessToken, env });
    for (const path of READS) {
      counter.trips = 0;
      counter.sql = [];
      const res = await call('GET', path, { token: accessToken, env });
      expect(res.status, path).toBe(200);
      expect(res.body.result).toBe('SUCCESS');
      expect(counter.trips, `${path}: ${counter.sql.join(' | ')}`).toBe(1);
    }
    expect((await call('GET', '/api/v4/hearts/1001', { token: accessToken })).body.data).toMatchObject({ liked: false });
    expect((await call('GET', '/api/v4/brand-hearts/16404', { token: accessToken })).body.data).toMatchObject({ liked: false });
    expect((await call('GET', '/api/v4/cart-item/item-count', { token: accessToken })).body.data).toEqual({ count: 0 });
    expect((await call('GET', '/api/v4/user-level', { token: accessToken })).body.data).toEqual({ levelId: 50 });
  });

  it('refuse a token whose session ended (token version bumped) at once, with 401 LOGIN_REQUIRED', async () => {
    const { userId, password, userNo } = await createMember();
    const { accessToken } = await login(userId, password);
    for (const path of READS) expect((await call('GET', path, { token: accessToken })).status, path).toBe(200);
    await DB.prepare('UPDATE members SET token_version = token_version + 1 WHERE user_no = ?').bind(userNo).run();
    for (const path of READS) {
      const res = await call('GET', path, { token: accessToken });
      expect(res.status, path).toBe(401);
      expect(res.body.errorCode).toBe('LOGIN_REQUIRED');
    }
  });

  it('keep 401 before 400: a bad number without a member is a login prompt, with one a bad request', async () => {
    const { userId, password } = await createMember();
    const { accessToken } = await login(userId, password);
    for (const path of ['/api/v4/hearts/abc', '/api/v4/brand-hearts/0']) {
      expect((await call('GET', path)).status, path).toBe(401);
      expect((await call('GET', path, { token: 'not-a-token' })).status, path).toBe(401);
      expect((await call('GET', path, { token: accessToken })).status, path).toBe(400);
    }
    expect((await call('GET', '/api/v4/brand-hearts/999999', { token: accessToken })).status).toBe(404);
    expect((await call('GET', '/api/v4/cart-item/item-count')).status).toBe(401);
  });
});

describe('signing keys', () => {
  it('are imported once per isolate per key id, even when every request brings a new D1 binding object', async () => {
    const { userId, password, userNo } = await createMember();
    const { accessToken } = await login(userId, password);
    expect((await verifyAccessToken(freshBinding(DB), accessToken))?.userNo).toBe(userNo);
    const imports = vi.spyOn(crypto.subtle, 'importKey');
    for (let i = 0; i < 4; i++) expect((await verifyAccessToken(freshBinding(DB), accessToken))?.userNo).toBe(userNo);
    expect(imports).not.toHaveBeenCalled();
  });

  it('still rotate: a new key signs, the retired one keeps verifying its tokens', async () => {
    const { userId, password, userNo } = await createMember();
    const before = (await login(userId, password)).accessToken;
    await rotateKeys(DB, ['access']);
    const after = (await login(userId, password)).accessToken;
    const kid = (t: string) => (JSON.parse(atob(t.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))) as { kid: string }).kid;
    expect(kid(after)).not.toBe(kid(before));
    expect((await verifyAccessToken(DB, before))?.userNo).toBe(userNo);
    expect((await verifyAccessToken(DB, after))?.userNo).toBe(userNo);
    expect((await call('GET', '/api/v4/cart-item/item-count', { token: after })).status).toBe(200);
  });
});

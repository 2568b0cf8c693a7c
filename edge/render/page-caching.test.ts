import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';
import { withPageCacheTiming } from './page-caching';
import { MAX_PAGE_AGE_MS, PageCapture } from './page-capture';

const enc = new TextEncoder();
const NONCE = 'n0nce+/=';
const doc = (nonce = NONCE) => enc.encode(`<html><script nonce="${nonce}">x()</script><script type="module" nonce="${nonce}" src="/e.js"></script></html>`);
const meta = { status: 200, headers: { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' }, nonce: NONCE };

function capture(now = 1_000) {
  const cache = new PageCache();
  return { cache, capture: new PageCapture(cache, 'k', () => now) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PageCapture.complete', () => {
  it('keeps a page whose every upstream answer was fresh, until the earliest turns stale', () => {
    const { cache, capture: c } = capture();
    c.log.fresh(30_000);
    c.log.fresh(20_000);
    expect(c.complete(doc(), meta)).toBe(true);
    const kept = cache.get('k', 1_000);
    expect(kept?.expiresAt).toBe(20_000);
    expect(kept?.status).toBe(200);
    expect(kept?.headers).toEqual(meta.headers);
    expect(kept?.parts).toHaveLength(3);
  });

  it(`never keeps a page longer than ${MAX_PAGE_AGE_MS} ms, even without upstream calls`, () => {
    const { cache, capture: c } = capture(5_000);
    expect(c.complete(doc(), meta)).toBe(true);
    expect(cache.get('k', 5_000)?.expiresAt).toBe(5_000 + MAX_PAGE_AGE_MS);
  });

  it('does not keep a page with a stale, failed or uncached answer, or a render error', () => {
    for (const reason of ['stale', 'failed', 'uncached', 'caching-off', 'render-error', 'deferred-failed'] as const) {
      const { cache, capture: c } = capture();
      c.log.fresh(30_000);
      c.spoil(reason);
      expect(c.complete(doc(), meta)).toBe(false);
      expect(cache.size).toBe(0);
    }
  });

  it('does not keep anything but a 200', () => {
    const { cache, capture: c } = capture();
    expect(c.complete(doc(), { ...meta, status: 404 })).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('does not keep a no-store page (adult-only items)', () => {
    const { cache, capture: c } = capture();
    expect(c.complete(doc(), { ...meta, headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } })).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('does not keep a page whose data was fresh only until a moment already past', () => {
    const { cache, capture: c } = capture(10_000);
    c.log.fresh(9_999);
    expect(c.complete(doc(), meta)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('does not keep a page with a nonce attribute that is not the request nonce', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { cache, capture: c } = capture();
    const odd = enc.encode(`<script nonce="${NONCE}"></script><script nonce="other"></script>`);
    expect(c.complete(odd, meta)).toBe(false);
    expect(cache.size).toBe(0);
  });
});

describe('withPageCacheTiming', () => {
  it('adds a Server-Timing entry beside any other', () => {
    const res = new Response('x', { headers: { 'Server-Timing': 'db;dur=2' } });
    withPageCacheTiming(res, 'hit');
    expect(res.headers.get('Server-Timing')).toBe('db;dur=2, page-cache;desc="hit"');
  });
});

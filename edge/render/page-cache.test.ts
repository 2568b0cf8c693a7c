import { describe, expect, it } from 'vitest';
import { countOf, entryBytes, joinWithNonce, PageCache, splitAtNonce, type PageEntry } from './page-cache';

const enc = new TextEncoder();
const dec = new TextDecoder();
const text = (bytes: Uint8Array) => dec.decode(bytes);

function entry(body: string, expiresAt = 10_000, headers: Record<string, string> = {}): PageEntry {
  return { status: 200, headers, parts: [enc.encode(body)], expiresAt };
}

const limits = (over: Partial<{ maxBytes: number; maxEntries: number; maxEntryBytes: number }> = {}) => ({
  maxBytes: 100_000,
  maxEntries: 100,
  maxEntryBytes: 50_000,
  ...over,
});

describe('nonce split and join', () => {
  const nonce = 'Ab+/cd==';
  const html = `<script nonce="${nonce}">a()</script><p>한글</p><script nonce="${nonce}" src="/x.js"></script>`;

  it('cuts at every occurrence and joins with the new nonce', () => {
    const parts = splitAtNonce(enc.encode(html), nonce);
    expect(parts.map(text)).toEqual(['<script nonce="', '">a()</script><p>한글</p><script nonce="', '" src="/x.js"></script>']);
    expect(text(joinWithNonce(parts, 'NEW'))).toBe(html.replaceAll(nonce, 'NEW'));
    expect(text(joinWithNonce(parts, nonce))).toBe(html);
  });

  it('keeps a document without the nonce whole, and handles it at both ends', () => {
    expect(splitAtNonce(enc.encode('<p>plain</p>'), nonce).map(text)).toEqual(['<p>plain</p>']);
    const ends = `${nonce}middle${nonce}`;
    const parts = splitAtNonce(enc.encode(ends), nonce);
    expect(parts.map(text)).toEqual(['', 'middle', '']);
    expect(text(joinWithNonce(parts, 'n'))).toBe('nmiddlen');
  });

  it('finds occurrences after a false start (a prefix of the nonce just before it)', () => {
    const parts = splitAtNonce(enc.encode('aaab'), 'aab');
    expect(parts.map(text)).toEqual(['a', '']);
    expect(splitAtNonce(enc.encode('xAbAb'), 'Ab').map(text)).toEqual(['x', '', '']);
  });

  it('refuses an empty nonce (it would match everywhere)', () => {
    expect(() => splitAtNonce(enc.encode('x'), '')).toThrow();
  });

  it('counts attribute occurrences', () => {
    expect(countOf(enc.encode(html), 'nonce="')).toBe(2);
    expect(countOf(enc.encode('none'), 'nonce="')).toBe(0);
  });
});

describe('PageCache', () => {
  it('serves an entry until it expires, then drops it', () => {
    const cache = new PageCache(limits());
    expect(cache.set('a', entry('A', 1000), 0)).toBe(true);
    expect(cache.get('a', 999)?.parts.map(text)).toEqual(['A']);
    expect(cache.get('a', 1000)).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('does not keep an entry that is expired already', () => {
    const cache = new PageCache(limits());
    expect(cache.set('a', entry('A', 1000), 1000)).toBe(false);
    expect(cache.set('b', entry('B', Number.NaN), 0)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond the entry count', () => {
    const cache = new PageCache(limits({ maxEntries: 2 }));
    cache.set('a', entry('A'), 0);
    cache.set('b', entry('B'), 0);
    expect(cache.get('a', 1)).not.toBeNull(); // a is now the most recent
    cache.set('c', entry('C'), 1);
    expect(cache.get('b', 2)).toBeNull();
    expect(cache.get('a', 2)).not.toBeNull();
    expect(cache.get('c', 2)).not.toBeNull();
    expect(cache.size).toBe(2);
  });

  it('evicts by total bytes, and counts bytes exactly as entryBytes says', () => {
    const one = entry('x'.repeat(1000));
    const size = entryBytes('k1', one);
    expect(size).toBeGreaterThan(1000);
    const cache = new PageCache(limits({ maxBytes: size * 2 + 10 }));
    cache.set('k1', one, 0);
    cache.set('k2', entry('x'.repeat(1000)), 0);
    expect(cache.bytes).toBe(size * 2);
    cache.set('k3', entry('x'.repeat(1000)), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('k1', 0)).toBeNull();
    expect(cache.bytes).toBeLessThanOrEqual(size * 2 + 10);
  });

  it('does not keep a page bigger than maxEntryBytes, and leaves the others alone', () => {
    const cache = new PageCache(limits({ maxEntryBytes: 2000 }));
    cache.set('small', entry('s'), 0);
    expect(cache.set('big', entry('x'.repeat(3000)), 0)).toBe(false);
    expect(cache.get('small', 0)).not.toBeNull();
    expect(cache.get('big', 0)).toBeNull();
  });

  it('replacing a key frees the old entry’s bytes', () => {
    const cache = new PageCache(limits());
    cache.set('a', entry('x'.repeat(500)), 0);
    cache.set('a', entry('y'), 0);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(entryBytes('a', entry('y')));
    expect(cache.get('a', 0)?.parts.map(text)).toEqual(['y']);
  });

  it('drops expired entries when storing, so they do not hold memory until evicted', () => {
    const cache = new PageCache(limits());
    cache.set('old', entry('o', 100), 0);
    cache.set('new', entry('n', 10_000), 200);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(entryBytes('new', entry('n', 10_000)));
  });

  it('counts headers and the key in the bytes', () => {
    const bare = entryBytes('k', entry('b'));
    expect(entryBytes('k', entry('b', 1, { 'Cache-Control': 'private, no-cache' }))).toBeGreaterThan(bare);
    expect(entryBytes('k'.repeat(100), entry('b'))).toBeGreaterThan(bare);
  });

  it('clear empties it', () => {
    const cache = new PageCache(limits());
    cache.set('a', entry('A'), 0);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get('a', 0)).toBeNull();
  });
});

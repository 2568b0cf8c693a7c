import { describe, expect, it } from 'vitest';
import { fragmentCacheCounts } from '../../edge/render/fragment-cache';
import { memoized } from '../../rules/memo';
import { CACHES_OFF_RUN, storefront } from './harness';

/**
 * The cache-off run is what it says (vitest.config.ts, project workers-cache-off): there, an item
 * page asked twice is rendered twice with no fragment written out and no memo remembering; in
 * the ordinary run the same steps hit the page cache, so the check can tell the two apart.
 */
const VARS = { STOREFRONT_NOW: new Date().toISOString() };
const state = (res: Response) => /page-cache;desc="(\w+)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? null;

describe(CACHES_OFF_RUN ? 'the cache-off run: every layer is off' : 'the ordinary run: the layers are on', () => {
  it('the item page asked twice', async () => {
    const sf = storefront({ vars: VARS });
    const first = await sf.fetch('/products/1001');
    await first.text();
    await sf.settled();
    const before = fragmentCacheCounts();
    const second = await sf.fetch('/products/1001');
    await second.text();
    await sf.settled();
    const after = fragmentCacheCounts();
    if (CACHES_OFF_RUN) {
      expect([state(first), state(second)]).toEqual(['bypass', 'bypass']);
      expect(after).toEqual(before);
    } else {
      expect([state(first), state(second)]).toEqual(['miss', 'hit']);
    }
  });

  it('memos', () => {
    let calls = 0;
    const twice = memoized(4, (n: number) => (calls++, n * 2));
    twice(1);
    twice(1);
    expect(calls).toBe(CACHES_OFF_RUN ? 2 : 1);
  });
});

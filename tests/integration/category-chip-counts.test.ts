/**
 * Category chips show their item counts (issue 31 §3, spec 3.8 single category: each level's
 * code, name and count): the counts are the upstream's, beside each sub-category's name and the
 * parent's on 전체.
 */
import { describe, expect, it } from 'vitest';
import { originUpstream, rewritingUpstream, storefront } from './harness';

/** The chips as drawn: name and the count beside it (null when none). */
function chipsOf(html: string): { name: string; count: string | null; current: boolean }[] {
  const nav = /<nav aria-label="[^"]*" class="overflow-x-auto[^"]*">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.replace(/<!-- -->/g, '').matchAll(/<a ([^>]*)>([^<]*)(?:<span[^>]*data-testid="chip-count"[^>]*>([^<]*)<\/span>)?<\/a>/g)].map((m) => ({
    name: m[2] ?? '',
    count: m[3] ?? null,
    current: (m[1] ?? '').includes('aria-current="page"'),
  }));
}

/** Every level in an answer gets a count of its own (1001, 1002, … by first appearance), recorded by code. */
function recount(counts: Map<string, number>) {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
      if (typeof o.code === 'string' && 'count' in o) {
        if (!counts.has(o.code)) counts.set(o.code, 1001 + counts.size);
        o.count = counts.get(o.code);
      }
      return o;
    }
    return v;
  };
  return walk;
}

describe('category chips with counts (issue 31 §3)', () => {
  it('shows each sub-category chip with the count the upstream gives it, and the parent count on 전체', async () => {
    const counts = new Map<string, number>();
    const sf = storefront({ upstream: rewritingUpstream(originUpstream(), /^\/item\/category\/?\?/, recount(counts)) });
    const res = await sf.fetch('/category/list?category1_code=101');
    expect(res.status).toBe(200);
    const chips = chipsOf(await res.text());
    expect(chips.length).toBeGreaterThan(2);
    const [all, ...subs] = chips;
    expect(all).toEqual({ name: '전체', count: (counts.get('101') ?? 0).toLocaleString('ko-KR'), current: true });
    for (const chip of subs) expect(chip.count).toMatch(/^1,0\d\d$/);
    // Each chip's count is its own code's, not another level's.
    const shown = new Set(subs.map((c) => c.count));
    expect(shown.size).toBe(subs.length);
  });

  it('shows the third level with its own counts under a second-level category', async () => {
    const counts = new Map<string, number>();
    const sf = storefront({ upstream: rewritingUpstream(originUpstream(), /^\/item\/category\/?\?/, recount(counts)) });
    const res = await sf.fetch('/category/list?category1_code=101&category2_code=101100');
    expect(res.status).toBe(200);
    const [all, ...subs] = chipsOf(await res.text());
    expect(all?.count).toBe((counts.get('101100') ?? 0).toLocaleString('ko-KR'));
    expect(subs.length).toBeGreaterThan(0);
    const third = [...counts].filter(([code]) => code.startsWith('101100') && code.length > 6).map(([, n]) => n.toLocaleString('ko-KR'));
    expect(subs.map((c) => c.count).sort()).toEqual(third.sort());
  });

  it('draws the real counts of the embedded origin', async () => {
    const sf = storefront();
    const [all, ...subs] = chipsOf(await (await sf.fetch('/category/list?category1_code=101')).text());
    const total = Number((all?.count ?? '').replaceAll(',', ''));
    expect(total).toBeGreaterThan(0);
    // An item sits under one second level of its first level at most once, so the parts never exceed the whole.
    const parts = subs.map((c) => Number((c.count ?? '').replaceAll(',', '')));
    expect(parts.every((n) => n >= 0 && n <= total)).toBe(true);
  });
});

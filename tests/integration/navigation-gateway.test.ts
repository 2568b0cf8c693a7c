import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { ko } from '../../src/copy/ko';

describe('navigation gateway', () => {
  const sf = storefront();

  it('answers popular keywords and auto-complete in the wrapped envelope', async () => {
    const popular = await (await sf.fetch('/api/v4/keyword/popular')).json<{ result: string; data: { popularKeyword: string[] } }>();
    expect(popular.result).toBe('SUCCESS');
    expect(popular.data.popularKeyword.length).toBeGreaterThan(0);
    const ac = await (await sf.fetch(`/api/v4/auto-complete?keyword=${encodeURIComponent('니')}`)).json<{ data: { keywords: string[] } }>();
    expect(Array.isArray(ac.data.keywords)).toBe(true);
  });

  it('answers an empty completion list for a blank keyword, 400 for an over-long one', async () => {
    const blank = await (await sf.fetch('/api/v4/auto-complete?keyword=%20')).json<{ data: { keywords: string[] } }>();
    expect(blank.data.keywords).toEqual([]);
    expect((await sf.fetch(`/api/v4/auto-complete?keyword=${'a'.repeat(51)}`)).status).toBe(400);
  });

  it('serves listing pages for the grid', async () => {
    const res = await sf.fetch('/api/v4/best-items?sort=new&page=2&size=20');
    expect(res.status).toBe(200);
    const body = await res.json<{ data: { page: number; sort: string; results: unknown[] } }>();
    expect(body.data.page).toBe(2);
    expect(body.data.sort).toBe('new');
    expect(body.data.results.length).toBeGreaterThan(0);
  });

  it.each([
    ['/api/v4/search/items', 400],
    ['/api/v4/search/items?keyword=%20', 400],
    ['/api/v4/brands/abc/items', 400],
    ['/api/v4/brands/999999/items', 404],
    ['/api/v4/categories/items', 400],
    ['/api/v4/categories/items?category1_code=1%3B', 400],
    ['/api/v4/best-items?category1_code=101&category2_code=101100', 400],
  ] as const)('%s → %i, never 500', async (path, status) => {
    const res = await sf.fetch(path);
    expect(res.status).toBe(status);
    const body = await res.json<{ result: string; message: string; detail?: string }>();
    expect(body.result).toBe('FAIL');
    // A malformed request: the shopper-facing message is Korean, the English is for developers.
    if (status === 400) {
      expect(body.message).toBe(ko.errors.genericTemporary);
      expect(body.detail).toMatch(/\w/);
    }
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { getAdditionalDetail, getItemDetail, getQna, getRecommendations, getReviews, type RecommendationType } from './catalog';
import { clearMemoryCache } from './cache';
import { UpstreamError } from './errors';
import { UPSTREAM_TIMEOUTS, timeoutFor } from './timeouts';
import type { UpstreamFetch } from './transport';

// The isolate's memory keeps answers between the tests of this file: each starts with none.
beforeEach(clearMemoryCache);

function recording(body: unknown) {
  const paths: string[] = [];
  const fetch: UpstreamFetch = async (path) => {
    paths.push(path);
    return Response.json(body);
  };
  return { fetch, paths };
}

describe('catalog calls', () => {
  it('item detail: data-wrapped or plain, normalised by its schema', async () => {
    const wrapped = recording({ result: 'SUCCESS', data: { itemNo: 1001, itemName: '셔츠', useAdultCheck: true } });
    const detail = await getItemDetail({ fetch: wrapped.fetch }, { itemNo: 1001 });
    expect(wrapped.paths).toEqual(['/api/v5/product-detail/1001']);
    expect(detail).toMatchObject({ itemNo: 1001, itemName: '셔츠', useAdultCheck: 'T' });
    const plain = recording({ itemNo: '1001', itemName: '셔츠' });
    await expect(getItemDetail({ fetch: plain.fetch }, { itemNo: 1001 })).resolves.toMatchObject({ itemNo: 1001 });
  });

  it('item detail without an item number in the answer is a schema failure', async () => {
    const r = recording({ data: { itemName: 'x' } });
    await expect(getItemDetail({ fetch: r.fetch }, { itemNo: 1001 })).rejects.toMatchObject({ kind: 'schema' });
  });

  it('additional detail, reviews, Q&A and recommendations use their paths', async () => {
    const r = recording({ data: {} });
    const deps = { fetch: r.fetch };
    await getAdditionalDetail(deps, { itemNo: 7 });
    await getReviews(deps, { itemNo: 7, page: 2, size: 20, photo: true });
    await getReviews(deps, { itemNo: 7 });
    await getQna(deps, { itemNo: 7, page: 3, size: 5 });
    await getRecommendations(deps, { itemNo: 7, type: 'cart' });
    expect(r.paths).toEqual([
      '/api/v5/product-detail/additional/7',
      '/api/v5/product-detail/7/reviews?page=2&size=20&photo=T',
      '/api/v5/product-detail/7/reviews?page=1&size=10',
      '/api/v5/product-detail/7/qna?page=3&size=5',
      '/api/v5/product-detail/7/recommendations?type=cart',
    ]);
  });

  it('clamps paging instead of passing nonsense upstream', async () => {
    const r = recording({ data: {} });
    await getReviews({ fetch: r.fetch }, { itemNo: 7, page: -3, size: 10_000 });
    expect(r.paths).toEqual(['/api/v5/product-detail/7/reviews?page=1&size=50']);
  });

  it('a malformed item number never reaches the upstream', async () => {
    const r = recording({ data: {} });
    const deps = { fetch: r.fetch };
    for (const bad of [0, -1, 1.5, Number.NaN, 1e13]) {
      const e = await getItemDetail(deps, { itemNo: bad }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(UpstreamError);
      expect(e).toMatchObject({ kind: 'http', status: 404 });
      await expect(getAdditionalDetail(deps, { itemNo: bad })).rejects.toBeInstanceOf(UpstreamError);
      await expect(getReviews(deps, { itemNo: bad })).rejects.toBeInstanceOf(UpstreamError);
      await expect(getQna(deps, { itemNo: bad })).rejects.toBeInstanceOf(UpstreamError);
      await expect(getRecommendations(deps, { itemNo: bad, type: 'like' })).rejects.toBeInstanceOf(UpstreamError);
    }
    await expect(getRecommendations(deps, { itemNo: 7, type: 'evil&x=1' as RecommendationType })).rejects.toMatchObject({ status: 400 });
    expect(r.paths).toEqual([]);
  });

  it('uses the spec deadlines, overridable per test', async () => {
    expect(UPSTREAM_TIMEOUTS.itemDetail).toBe(3000);
    expect(UPSTREAM_TIMEOUTS.additionalDetail).toBe(20_000);
    expect(timeoutFor('itemDetail', { itemDetail: 25 })).toBe(25);
    expect(timeoutFor('itemDetail', { itemDetail: -1 })).toBe(3000);
    let aborted = false;
    const fetch: UpstreamFetch = (_path, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal?.reason);
        });
      });
    await expect(getItemDetail({ fetch, timeouts: { itemDetail: 25 } }, { itemNo: 1001 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(aborted).toBe(true);
  });
});

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createOriginApp } from '../../origin/app';
import type { OriginEnv } from '../../origin/env';
import { getAdditionalDetail, getItemDetail, getQna, getRecommendations, getReviews } from '../../edge/upstream/catalog';
import { pageStatusFor, shouldLog } from '../../edge/upstream/errors';
import type { UpstreamFetch } from '../../edge/upstream/transport';

/**
 * The typed client against the reference origin, in-process in workerd: the section 7 calls
 * the item page makes parse with their schemas, and the origin's errors map to page statuses.
 */
const origin = createOriginApp();
const originEnv: OriginEnv = { DB: (env as unknown as { DB: D1Database }).DB, FLAGS_KEY: 'test-flags-key' };
const paths: string[] = [];
const fetch: UpstreamFetch = (path, init) => {
  paths.push(path);
  return Promise.resolve(origin.fetch(new Request(`http://origin.internal${path}`, init), originEnv));
};
// No waitUntil: every call reaches the origin, so these tests see its answers, not the cache's.
const deps = { fetch };

describe('catalog calls against the reference origin', () => {
  it('item detail of fixture 1001', async () => {
    const d = await getItemDetail(deps, { itemNo: 1001 });
    expect(d.itemNo).toBe(1001);
    expect(d.itemName).not.toBe('');
    expect(d.optionType).toBe(1);
  });

  it('the adult-only fixture carries its flag', async () => {
    expect((await getItemDetail(deps, { itemNo: 1005 })).useAdultCheck).toBe('T');
  });

  it('additional detail, reviews, Q&A and recommendations parse', async () => {
    const [additional, reviews, photoReviews, qna, similar] = await Promise.all([
      getAdditionalDetail(deps, { itemNo: 1001 }),
      getReviews(deps, { itemNo: 1001, page: 1, size: 5 }),
      getReviews(deps, { itemNo: 1001, page: 1, size: 5, photo: true }),
      getQna(deps, { itemNo: 1001, page: 1, size: 5 }),
      getRecommendations(deps, { itemNo: 1001, type: 'similar' }),
    ]);
    expect(additional.tag).toBeDefined();
    expect(reviews.results.length).toBeLessThanOrEqual(5);
    expect(photoReviews.results.every((r) => r.isPhotoReview === 'T')).toBe(true);
    expect(qna.results.length).toBeLessThanOrEqual(5);
    expect(Array.isArray(similar.items)).toBe(true);
  });

  it('an unknown item is an upstream 404: the not-found page, not logged', async () => {
    const error = await getItemDetail(deps, { itemNo: 999_999_999 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(pageStatusFor(error)).toBe(404);
    expect(shouldLog(error)).toBe(false);
  });

  it('a malformed item number never reaches the origin', async () => {
    const before = paths.length;
    await expect(getItemDetail(deps, { itemNo: -5 })).rejects.toMatchObject({ status: 404 });
    expect(paths.length).toBe(before);
  });
});

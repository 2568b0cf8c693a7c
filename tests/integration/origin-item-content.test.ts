import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { QnaPageSchema } from '../../schemas/qna';
import { RecommendationSchema } from '../../schemas/recommendation';
import { ReviewPageSchema } from '../../schemas/review';
import { createOriginApp } from '../../origin/app';
import type { OriginEnv } from '../../origin/env';

const app = createOriginApp();
const originEnv: OriginEnv = { DB: (env as unknown as { DB: D1Database }).DB };

async function get(path: string) {
  const res = await app.fetch(new Request(`http://origin/api/v5/product-detail${path}`), originEnv);
  return { status: res.status, body: (await res.json()) as { result: string; data?: unknown; errorCode?: string } };
}

async function data(path: string): Promise<unknown> {
  const { status, body } = await get(path);
  expect(status).toBe(200);
  expect(body.result).toBe('SUCCESS');
  return body.data;
}

describe('reviews', () => {
  it('pages newest first without overlap, defaults page 1 size 10', async () => {
    const p1 = ReviewPageSchema.parse(await data('/1001/reviews'));
    expect([p1.count, p1.page, p1.size, p1.results.length]).toEqual([23, 1, 10, 10]);
    const p3 = ReviewPageSchema.parse(await data('/1001/reviews?page=3&size=10'));
    expect(p3.results).toHaveLength(3);
    const p2 = ReviewPageSchema.parse(await data('/1001/reviews?page=2&size=10'));
    const all = [...p1.results, ...p2.results, ...p3.results].map((r) => r.reviewNo);
    expect(new Set(all).size).toBe(23);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(p1.avgReviewPoint).toBeGreaterThan(0);
    expect(p1.avgReviewPoint).toBeLessThanOrEqual(5);
    const beyond = ReviewPageSchema.parse(await data('/1001/reviews?page=9'));
    expect(beyond.results).toEqual([]);
  });

  it('filters photo reviews and carries their photos', async () => {
    const page = ReviewPageSchema.parse(await data('/1001/reviews?photo=T&size=50'));
    expect(page.count).toBe(page.photoReviewCount);
    expect(page.results.length).toBe(page.photoReviewCount);
    expect(page.results.length).toBeGreaterThan(0);
    for (const r of page.results) {
      expect(r.isPhotoReview).toBe('T');
      expect(r.photos.length).toBeGreaterThan(0);
      for (const p of r.photos) expect(p).toMatchObject({ width: 800, height: 800, imageUrl: expect.stringMatching(/^\/images\/reviews\/\d+\.jpg$/) });
    }
  });

  it('rejects bad paging', async () => {
    for (const q of ['page=0', 'page=-1', 'page=abc', 'size=0', 'size=51', 'size=1e1', 'page=', 'photo=yes']) {
      const { status, body } = await get(`/1001/reviews?${q}`);
      expect(status, q).toBe(400);
      expect(body.errorCode).toBe('INVALID_QUERY');
    }
  });

  it('answers an item with no reviews with an empty page', async () => {
    const page = ReviewPageSchema.parse(await data('/1007/reviews'));
    expect([page.count, page.results.length]).toEqual([0, 0]);
  });
});

describe('Q&A', () => {
  it('withholds secret content and answers, keeps public ones', async () => {
    const page = QnaPageSchema.parse(await data('/1001/qna?size=50'));
    expect(page.count).toBe(6);
    const secret = page.results.filter((q) => q.isSecret === 'T');
    const open = page.results.filter((q) => q.isSecret === 'F');
    expect(secret.length).toBeGreaterThan(0);
    for (const q of secret) expect([q.content, q.answer]).toEqual(['', '']);
    expect(open.every((q) => q.content.length > 0)).toBe(true);
    expect(page.results.some((q) => q.isAnswered === 'T' && q.isSecret === 'F' && q.answer.length > 0)).toBe(true);
    expect(page.results.some((q) => q.isAnswered === 'F')).toBe(true);
    // The database does hold their text: it is withheld, not missing.
    const { results } = await originEnv.DB.prepare('SELECT qna_no, content FROM qna WHERE item_no = 1001 AND is_secret = 1').all<{ qna_no: number; content: string }>();
    expect(results.map((r) => r.qna_no).sort()).toEqual(secret.map((q) => q.qnaNo).sort());
    expect(results.every((r) => r.content.length > 0)).toBe(true);
  });

  it('pages and validates', async () => {
    const p = QnaPageSchema.parse(await data('/1001/qna?page=2&size=4'));
    expect(p.results).toHaveLength(2);
    expect((await get('/1001/qna?size=100')).status).toBe(400);
  });
});

describe('recommendations', () => {
  it('similar: same category, never the item itself, deterministic', async () => {
    const a = RecommendationSchema.parse(await data('/1002/recommendations?type=similar'));
    const b = RecommendationSchema.parse(await data('/1002/recommendations'));
    expect(a).toEqual(b);
    expect(a.title).not.toBe('');
    expect(a.items.every((i) => i.itemNo !== 1002)).toBe(true);
    const { results } = await originEnv.DB.prepare("SELECT item_no FROM item_categories WHERE seq = 0 AND category3_code = '101101100'").all<{ item_no: number }>();
    const same = new Set(results.map((r) => r.item_no));
    expect(a.items.length).toBeGreaterThan(0);
    expect(a.items.every((i) => same.has(i.itemNo))).toBe(true);
  });

  it('like: same brand; cart: same top category, other second level', async () => {
    const like = RecommendationSchema.parse(await data('/1001/recommendations?type=like'));
    expect(like.items.length).toBeGreaterThan(0);
    expect(like.items.every((i) => i.frontBrandNo === 10231 && i.itemNo !== 1001)).toBe(true);
    const cart = RecommendationSchema.parse(await data('/1001/recommendations?type=cart'));
    expect(cart.items.length).toBeGreaterThan(0);
    const { results } = await originEnv.DB.prepare("SELECT item_no FROM item_categories WHERE seq = 0 AND category1_code = '101' AND category2_code <> '101100'").all<{ item_no: number }>();
    const allowed = new Set(results.map((r) => r.item_no));
    expect(cart.items.every((i) => allowed.has(i.itemNo))).toBe(true);
  });

  it('never lists adult-only or unlisted items, and rejects unknown types', async () => {
    const like = RecommendationSchema.parse(await data('/1008/recommendations?type=like'));
    expect(like.items.map((i) => i.itemNo)).not.toContain(1005);
    expect((await get('/1001/recommendations?type=popular')).status).toBe(400);
  });
});

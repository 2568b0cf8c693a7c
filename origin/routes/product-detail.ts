/**
 * The product-detail service of spec 7 (`/api/v5/product-detail/...`) plus the review, Q&A and
 * recommendation lists the item page needs. Mounted at /api/v5/product-detail.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import * as z from 'zod';
import { loadAdditionalDetail } from '../db/read/additional';
import { loadItemDetail } from '../db/read/item-detail';
import { loadQna } from '../db/read/qna';
import { loadRecommendations, RECOMMENDATION_TYPES } from '../db/read/recommendations';
import { loadReviews } from '../db/read/reviews';
import type { OriginAppEnv } from '../env';
import { describeIssue, fail, ok, PageQuerySchema } from '../http';
import { MAX_ITEM_NO } from '../../rules/item-no';
import { REVIEW_SORTS } from '../../rules/review';
import { CatalogueIdParamSchema } from '../../schemas/requests/ids';

export const productDetailRoute = new Hono<OriginAppEnv>();

const ReviewQuerySchema = PageQuerySchema.extend({ photo: z.enum(['T', 'F']).optional(), sort: z.enum(REVIEW_SORTS).optional() });
const RecommendationQuerySchema = z.object({
  type: z
    .enum(RECOMMENDATION_TYPES)
    .optional()
    .transform((v) => v ?? 'similar'),
});

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

function itemNoOf(c: Context<OriginAppEnv>): Parsed<number> {
  const parsed = CatalogueIdParamSchema.safeParse(c.req.param('itemNo') ?? '');
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: fail(c, 400, 'INVALID_ITEM_NO', `itemNo must be a positive integer up to ${MAX_ITEM_NO}`) };
}

function queryOf<T extends z.ZodType>(c: Context<OriginAppEnv>, schema: T): Parsed<z.output<T>> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: fail(c, 400, 'INVALID_QUERY', describeIssue(parsed.error)) };
}

const notFound = (c: Context<OriginAppEnv>, itemNo: number) => fail(c, 404, 'ITEM_NOT_FOUND', `item ${itemNo} not found`);

productDetailRoute.get('/additional/:itemNo', async (c) => {
  const id = itemNoOf(c);
  if (!id.ok) return id.response;
  const data = await loadAdditionalDetail(c.env.DB, id.value);
  return data ? ok(c, data) : notFound(c, id.value);
});

productDetailRoute.get('/:itemNo', async (c) => {
  const id = itemNoOf(c);
  if (!id.ok) return id.response;
  const data = await loadItemDetail(c.env.DB, id.value);
  return data ? ok(c, data) : notFound(c, id.value);
});

productDetailRoute.get('/:itemNo/reviews', async (c) => {
  const id = itemNoOf(c);
  if (!id.ok) return id.response;
  const query = queryOf(c, ReviewQuerySchema);
  if (!query.ok) return query.response;
  const data = await loadReviews(c.env.DB, id.value, query.value, query.value.photo === 'T', query.value.sort);
  return data ? ok(c, data) : notFound(c, id.value);
});

productDetailRoute.get('/:itemNo/qna', async (c) => {
  const id = itemNoOf(c);
  if (!id.ok) return id.response;
  const query = queryOf(c, PageQuerySchema);
  if (!query.ok) return query.response;
  const data = await loadQna(c.env.DB, id.value, query.value);
  return data ? ok(c, data) : notFound(c, id.value);
});

productDetailRoute.get('/:itemNo/recommendations', async (c) => {
  const id = itemNoOf(c);
  if (!id.ok) return id.response;
  const query = queryOf(c, RecommendationQuerySchema);
  if (!query.ok) return query.response;
  const data = await loadRecommendations(c.env.DB, id.value, query.value.type);
  return data ? ok(c, data) : notFound(c, id.value);
});

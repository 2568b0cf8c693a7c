/**
 * Spec 3.8 / 7 categories, mounted at / with full paths (Hono drops the trailing slash of a
 * sub-app's '/' route). Both answer with and without the trailing slash the spec writes.
 *
 * - GET /item/category/group/:id/ → a category group (origin/db/seed/category-groups.ts: 1 여성, 2 남성,
 *   3 라이프, 4 큐레이션 hidden); unknown group → 404.
 * - GET /item/category/?category1_code= → the three-level paths under a first-level code with item counts;
 *   missing or non-numeric code → 400, unknown → 404.
 *
 * The tree changes only with a re-seed, so answers may be cached for five minutes.
 */

import { Hono } from 'hono/tiny';
import * as z from 'zod';
import { loadCategoryGroup, loadCategoryPaths } from '../db/read/categories';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';
import { parseQuery } from './listing-query';

export const categoriesRoute = new Hono<OriginAppEnv>();

const CACHE = 'public, max-age=300';
const GroupIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);
const PathsQuerySchema = z.object({ category1_code: z.string().regex(/^\d{1,12}$/, 'must be a numeric category code') });

for (const path of ['/item/category/group/:id/', '/item/category/group/:id']) {
  categoriesRoute.get(path, async (c) => {
    const id = GroupIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 400, 'INVALID_GROUP_ID', 'group id must be a positive integer');
    const group = await loadCategoryGroup(c.env.DB, id.data);
    if (!group) return fail(c, 404, 'CATEGORY_GROUP_NOT_FOUND', `category group ${id.data} not found`);
    c.header('cache-control', CACHE);
    return ok(c, group);
  });
}

for (const path of ['/item/category/', '/item/category']) {
  categoriesRoute.get(path, async (c) => {
    const q = parseQuery(c, PathsQuerySchema);
    if (!q.ok) return q.response;
    const paths = await loadCategoryPaths(c.env.DB, q.value.category1_code);
    if (!paths) return fail(c, 404, 'CATEGORY_NOT_FOUND', `category ${q.value.category1_code} not found`);
    c.header('cache-control', CACHE);
    return ok(c, paths);
  });
}

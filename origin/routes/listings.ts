/**
 * The listing pages that share one product grid, beside search (search.ts). Mounted at /api/v4.
 * Each answers `{ count, page, size, sort, results: ItemCard[] }` (listings.ts) and its header:
 *
 * - GET /brands/:frontBrandNo/items?sort=&page=&size= → plus `brand` { frontBrandNo, name,
 *   nameEng, comment, logoUrl, heartCount, isFreeShipping, isSpecialBrand }; unknown brand → 404.
 * - GET /categories/items?category1_code=&category2_code=&category3_code=&sort=&page=&size=
 *   → plus `category` [{ code, name }] from the first level down; unknown code → 404.
 * - GET /best-items?category1_code=&sort=&page=&size= → best sellers; the default sort
 *   ('popular', which the edge always sends) means best-selling here, the others sort as usual.
 *
 * Each (and search and likes) also takes the spec 4.2 filters `gender=1|2` and `fit=1..4`.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import { loadCategoryPath } from '../db/read/categories';
import { NO_FILTER, readListing, type ListingFilter } from '../db/read/listings';
import { bool, int, text, type DbRow } from '../db/read/rows';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';
import { AttributeParams, CategoryCodesSchema, ListingQuerySchema, OptionalCategory1Schema, PageParams, parseQuery, SortParam } from './listing-query';
import { MAX_ITEM_NO } from '../../rules/item-no';
import { CatalogueIdParamSchema } from '../../schemas/requests/ids';

export const listingsRoute = new Hono<OriginAppEnv>();

const BestQuerySchema = OptionalCategory1Schema.extend({ sort: SortParam, ...PageParams, ...AttributeParams });

function brandOf(r: DbRow) {
  return {
    frontBrandNo: int(r.brand_no),
    name: text(r.name),
    nameEng: text(r.name_eng),
    comment: text(r.comment),
    logoUrl: text(r.logo_url),
    heartCount: r.heart_count === null ? null : int(r.heart_count),
    isFreeShipping: bool(r.is_free_shipping),
    /** Spec 9: the brand's own special flag (brands.is_special), as the item detail's frontBrand carries it. */
    isSpecialBrand: bool(r.is_special),
  };
}

listingsRoute.get('/brands/:frontBrandNo/items', async (c) => {
  const id = CatalogueIdParamSchema.safeParse(c.req.param('frontBrandNo'));
  if (!id.success) return fail(c, 400, 'INVALID_BRAND_NO', `frontBrandNo must be a positive integer up to ${MAX_ITEM_NO}`);
  const q = parseQuery(c, ListingQuerySchema);
  if (!q.ok) return q.response;
  const row = await c.env.DB.prepare('SELECT brand_no, name, name_eng, comment, logo_url, heart_count, is_free_shipping, is_special FROM brands WHERE brand_no = ?').bind(id.data).first<DbRow>();
  if (!row) return fail(c, 404, 'BRAND_NOT_FOUND', `brand ${id.data} not found`);
  const { sort, ...rest } = q.value;
  const listing = await readListing(c.env.DB, { where: 'i.brand_no = ?', binds: [id.data] }, { order: sort, ...rest });
  return ok(c, { brand: brandOf(row), ...listing });
});

/** Items with a category path through the given codes; an item with two such paths counts once. */
function categoryFilter(c1: string, c2: string | null, c3: string | null): ListingFilter {
  const conds = ['category1_code = ?'];
  const binds = [c1];
  if (c2 !== null) {
    conds.push('category2_code = ?');
    binds.push(c2);
  }
  if (c3 !== null) {
    conds.push('category3_code = ?');
    binds.push(c3);
  }
  return { where: `i.item_no IN (SELECT item_no FROM item_categories WHERE ${conds.join(' AND ')})`, binds };
}

async function categoryListing(c: Context<OriginAppEnv>) {
  const codes = parseQuery(c, CategoryCodesSchema);
  if (!codes.ok) return codes.response;
  const q = parseQuery(c, ListingQuerySchema);
  if (!q.ok) return q.response;
  const { category1_code: c1, category2_code: c2, category3_code: c3 } = codes.value;
  const path = await loadCategoryPath(c.env.DB, { category1: c1, category2: c2, category3: c3 });
  if (!path) return fail(c, 404, 'CATEGORY_NOT_FOUND', 'no such category');
  const { sort, ...rest } = q.value;
  const listing = await readListing(c.env.DB, categoryFilter(c1, c2, c3), { order: sort, ...rest });
  return ok(c, { category: path, ...listing });
}

listingsRoute.get('/categories/items', categoryListing);

listingsRoute.get('/best-items', async (c) => {
  const q = parseQuery(c, BestQuerySchema);
  if (!q.ok) return q.response;
  const { category1_code: c1, sort, page, size, gender, fit } = q.value;
  let filter = NO_FILTER;
  let category: { code: string; name: string }[] = [];
  if (c1 !== null) {
    const path = await loadCategoryPath(c.env.DB, { category1: c1, category2: null, category3: null });
    if (!path) return fail(c, 404, 'CATEGORY_NOT_FOUND', 'no such category');
    filter = categoryFilter(c1, null, null);
    category = path;
  }
  const listing = await readListing(c.env.DB, filter, { order: sort === 'popular' ? 'best' : sort, page, size, gender, fit });
  return ok(c, { category, ...listing });
});

/**
 * Search (spec 2.2, 7): popular keywords, auto-complete and the search-results listing.
 * Mounted at /api/v4. The middleware is per route, not `use('*')`, so it never runs for the
 * other /api/v4 routes mounted beside these.
 *
 * - GET /keyword/popular → `{ popularKeyword: string[] }`, the ten most searched keywords.
 * - GET /auto-complete?keyword= → `{ keywords: string[] }`, up to ten brand and item names;
 *   blank keyword → empty list, over 50 characters → 400.
 * - GET /search/items?keyword=&sort=&page=&size= → a listing page (listings.ts) plus
 *   `keyword`. A first page that finds something counts the keyword for the popular list.
 */

import { Hono } from 'hono/tiny';
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { readListing } from '../db/read/listings';
import { loadPopularKeywords, loadSuggestions, recordSearch, searchFilter } from '../db/read/search';
import { formatSeoulNumeric } from '../../rules/seoul-time';
import { ensureSearchSeed } from '../db/seed/search';
import type { OriginAppEnv } from '../env';
import { ok } from '../http';
import { keywordParam, ListingQuerySchema, MAX_SEARCH_KEYWORD, MAX_SUGGEST_KEYWORD, parseQuery } from './listing-query';
import { kept } from '../kept';

export const searchRoute = new Hono<OriginAppEnv>();

export const withSearchSeed: MiddlewareHandler<OriginAppEnv> = async (c, next) => {
  await kept(c, ensureSearchSeed(c.env.DB, c.env.ASSETS));
  await next();
};

const SuggestQuerySchema = z.object({ keyword: keywordParam(MAX_SUGGEST_KEYWORD) });
const SearchQuerySchema = ListingQuerySchema.extend({
  keyword: keywordParam(MAX_SEARCH_KEYWORD).refine((v) => v !== '', 'is required'),
});

searchRoute.get('/keyword/popular', withSearchSeed, async (c) => {
  c.header('cache-control', 'public, max-age=60');
  return ok(c, { popularKeyword: await loadPopularKeywords(c.env.DB) });
});

searchRoute.get('/auto-complete', withSearchSeed, async (c) => {
  const q = parseQuery(c, SuggestQuerySchema);
  if (!q.ok) return q.response;
  const keywords = q.value.keyword === '' ? [] : await loadSuggestions(c.env.DB, q.value.keyword);
  c.header('cache-control', 'public, max-age=60');
  return ok(c, { keywords });
});

searchRoute.get('/search/items', withSearchSeed, async (c) => {
  const q = parseQuery(c, SearchQuerySchema);
  if (!q.ok) return q.response;
  const { keyword, sort, page, size, gender, fit } = q.value;
  const listing = await readListing(c.env.DB, searchFilter(keyword), { order: sort, page, size, gender, fit });
  if (page === 1 && listing.count > 0) {
    // The count only feeds the popular list: failing to write it must not fail the search.
    try {
      await recordSearch(c.env.DB, keyword, formatSeoulNumeric(new Date(), 'yyyy-MM-dd HH:mm:ss'));
    } catch (err) {
      console.error('search log write failed', err);
    }
  }
  return ok(c, { keyword, ...listing });
});

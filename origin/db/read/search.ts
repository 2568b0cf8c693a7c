import { LISTABLE } from './cards';
import type { ListingFilter } from './listings';
import { int, resultsOf, text, type DbRow } from './rows';
import { brandFilter, itemFilter, itemNameFilter, normaliseKeyword, searchTerms } from './search-query';
import { brandSuggestionNames, MAX_SUGGESTIONS, rankSuggestions, type SuggestCandidate } from './suggest-rank';

/**
 * Keyword search over the name indexes of 0006: the listing filter of search results, the
 * auto-complete suggestions and the popular-keyword log.
 */

export const POPULAR_KEYWORD_COUNT = 10;
/** Item names read for suggestions, best sellers first; ranking then picks ten. */
const SUGGESTION_POOL = 200;

/** Listable items whose name or brand name holds every term of the keyword. */
export function searchFilter(keyword: string): ListingFilter {
  const f = itemFilter(searchTerms(keyword));
  return { where: `i.item_no IN (${f.sql})`, binds: f.binds };
}

export async function loadPopularKeywords(db: D1Database, limit = POPULAR_KEYWORD_COUNT): Promise<string[]> {
  const rows = await db.prepare('SELECT keyword FROM search_log ORDER BY search_count DESC, last_searched_at DESC, keyword LIMIT ?').bind(limit).all<DbRow>();
  return resultsOf(rows).map((r) => text(r.keyword));
}

/** The form a keyword is counted under: normalised, lower-case, so 'North' and 'north ' are one. */
export const logKey = (keyword: string): string => normaliseKeyword(keyword).toLowerCase();

export async function recordSearch(db: D1Database, keyword: string, at: string): Promise<void> {
  const key = logKey(keyword);
  if (!key) return;
  await db
    .prepare(
      `INSERT INTO search_log (keyword, search_count, last_searched_at) VALUES (?, 1, ?)
       ON CONFLICT(keyword) DO UPDATE SET search_count = search_count + 1, last_searched_at = excluded.last_searched_at`,
    )
    .bind(key, at)
    .run();
}

/** Up to ten brand and item names for what the shopper has typed so far. */
export async function loadSuggestions(db: D1Database, keyword: string): Promise<string[]> {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return [];
  const brands = brandFilter(terms);
  const items = itemNameFilter(terms);
  const [brandRows, itemRows] = await db.batch<DbRow>([
    db.prepare(`SELECT b.name, b.name_eng, b.heart_count FROM brands b WHERE b.brand_no IN (${brands.sql})`).bind(...brands.binds),
    db.prepare(`SELECT i.item_name, i.sold_qty FROM items i WHERE ${LISTABLE} AND i.item_no IN (${items.sql}) ORDER BY i.sold_qty DESC, i.item_no LIMIT ?`).bind(...items.binds, SUGGESTION_POOL),
  ]);
  const candidates: SuggestCandidate[] = [
    ...resultsOf(brandRows).flatMap((r) => brandSuggestionNames(text(r.name), text(r.name_eng), terms).map((name) => ({ text: name, kind: 'brand' as const, popularity: int(r.heart_count) }))),
    ...resultsOf(itemRows).map((r) => ({ text: text(r.item_name), kind: 'item' as const, popularity: int(r.sold_qty) })),
  ];
  return rankSuggestions(keyword, candidates, MAX_SUGGESTIONS);
}

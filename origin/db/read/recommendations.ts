import type { RecommendationInput } from '../../../schemas/recommendation';
import { CARD_COLUMNS, LISTABLE, toCard } from './cards';
import { NOT_DELETED } from './item-detail';
import { resultsOf, text, type DbRow } from './rows';

export const RECOMMENDATION_TYPES = ['similar', 'cart', 'like'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

const LIMIT = 12;
/** The placeholder third level (spec 5) says nothing about similarity. */
const DEFAULT_CODE = '100100100';

// Titles are content the upstream sends, like item names; the storefront shows them as given.
const TITLES: Record<RecommendationType, string> = {
  similar: '비슷한 상품',
  cart: '함께 구매하면 좋은 상품',
  like: '이 브랜드의 인기 상품',
};

const FROM = `FROM items i JOIN brands b ON b.brand_no = i.brand_no`;
const PRIMARY = (alias: string) => `${alias}.seq = 0`;

const ORDER = `ORDER BY i.sold_qty DESC, i.item_no LIMIT ${LIMIT}`;
const IN_CATEGORY = `${FROM} JOIN item_categories c ON c.item_no = i.item_no AND ${PRIMARY('c')} WHERE i.item_no <> ? AND ${LISTABLE}`;

/**
 * similar: same third-level category (second level when the third is the placeholder);
 * cart: same top category, different second level (bought together); like: same brand.
 * Deterministic: ordered by sales, then number. Each type gives its SQL and exactly its bound
 * values, because D1 refuses a statement bound with more values than it has parameters.
 */
const QUERIES: Record<RecommendationType, (itemNo: number, at: DbRow) => [string, unknown[]]> = {
  similar: (itemNo, at) => {
    const code3 = text(at.category3_code);
    return code3 && code3 !== DEFAULT_CODE
      ? [`SELECT ${CARD_COLUMNS} ${IN_CATEGORY} AND c.category3_code = ? ${ORDER}`, [itemNo, code3]]
      : [`SELECT ${CARD_COLUMNS} ${IN_CATEGORY} AND c.category2_code = ? ${ORDER}`, [itemNo, text(at.category2_code)]];
  },
  cart: (itemNo, at) => [`SELECT ${CARD_COLUMNS} ${IN_CATEGORY} AND c.category1_code = ? AND c.category2_code <> ? ${ORDER}`, [itemNo, text(at.category1_code), text(at.category2_code)]],
  like: (itemNo, at) => [`SELECT ${CARD_COLUMNS} ${FROM} WHERE i.item_no <> ? AND ${LISTABLE} AND i.brand_no = ? ${ORDER}`, [itemNo, at.brand_no ?? 0]],
};

export async function loadRecommendations(db: D1Database, itemNo: number, type: RecommendationType): Promise<RecommendationInput | null> {
  const item = await db
    .prepare(
      `SELECT i.brand_no, c.category1_code, c.category2_code, c.category3_code FROM items i
       LEFT JOIN item_categories c ON c.item_no = i.item_no AND ${PRIMARY('c')} WHERE i.item_no = ? AND i.${NOT_DELETED}`,
    )
    .bind(itemNo)
    .first<DbRow>();
  if (!item) return null;
  const [sql, params] = QUERIES[type](itemNo, item);
  const rows = await db
    .prepare(sql)
    .bind(...params)
    .all<DbRow>();
  return { title: TITLES[type], items: resultsOf(rows).map(toCard) };
}

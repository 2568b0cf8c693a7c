import type { AdditionalDetailInput } from '../../../schemas/additional-detail';
import { CARD_COLUMNS, LISTABLE, toCard } from './cards';
import { NOT_DELETED } from './item-detail';
import { bool, groupBy, int, resultsOf, text, type DbRow } from './rows';

const BRAND_BEST_LIMIT = 8;

const ITEM_SQL = `SELECT i.item_no, i.brand_no, i.item_stock_status, i.is_new, i.is_coupon, i.coupon_type, i.discount_rate,
  i.is_special_order, i.is_display_sell_qty, i.size_chart_type, b.heart_count AS brand_hearts,
  b.store_name, b.store_address, b.store_hours, b.company_name, b.company_ceo, b.company_reg_no, b.company_address, b.company_mail_order_no, b.company_contact,
  i.watching_count, i.is_display_watching_cnt,
  (SELECT heart_count FROM hearts h WHERE h.item_no = i.item_no) AS hearts
  FROM items i JOIN brands b ON b.brand_no = i.brand_no WHERE i.item_no = ? AND i.${NOT_DELETED}`;

const BEST_SQL = `SELECT ${CARD_COLUMNS}, i.item_stock_status, i.is_new, i.is_coupon, i.coupon_type, i.is_local_goods,
  (SELECT ROUND(AVG(review_point), 1) FROM reviews rv WHERE rv.item_no = i.item_no) AS avg_point
  FROM brand_best bb JOIN items i ON i.item_no = bb.item_no JOIN brands b ON b.brand_no = i.brand_no
  WHERE bb.brand_no = (SELECT brand_no FROM items WHERE item_no = ?1) AND bb.item_no <> ?1 AND ${LISTABLE}
  ORDER BY bb.seq LIMIT ${BRAND_BEST_LIMIT}`;

const BEST_SUBJECTS_SQL = `SELECT s.item_no, s.subject_description FROM item_subjects s JOIN brand_best bb ON bb.item_no = s.item_no
  WHERE bb.brand_no = (SELECT brand_no FROM items WHERE item_no = ?) ORDER BY s.item_no, s.seq`;

const CATEGORY_SQL = `SELECT ic.category1_code, ic.category2_code, ic.category3_code,
  c1.name AS n1, c2.name AS n2, c3.name AS n3 FROM item_categories ic
  LEFT JOIN categories c1 ON c1.code = ic.category1_code
  LEFT JOIN categories c2 ON c2.code = ic.category2_code
  LEFT JOIN categories c3 ON c3.code = ic.category3_code
  WHERE ic.item_no = ? ORDER BY ic.seq`;

/** Spec 3.2 tag: coupon only when not a single-coupon type (spec 3.6). */
function tagOf(r: DbRow) {
  return {
    isSoldOut: int(r.item_stock_status) === 5,
    isNew: bool(r.is_new),
    isCoupon: bool(r.is_coupon),
    isSale: int(r.discount_rate) > 0,
  };
}

function distinct(rows: DbRow[], code: string, name: string): { code: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const r of rows) {
    const c = text(r[code]);
    if (c && !seen.has(c)) seen.set(c, text(r[name]));
  }
  return [...seen].map(([c, n]) => ({ code: c, name: n }));
}

/** Spec 3.2 additional detail, or null for an unknown or deleted item. */
export async function loadAdditionalDetail(db: D1Database, itemNo: number): Promise<AdditionalDetailInput | null> {
  const q = (sql: string) => db.prepare(sql).bind(itemNo);
  const [itemRes, bestRes, subjectRes, categoryRes] = await db.batch<DbRow>([q(ITEM_SQL), q(BEST_SQL), q(BEST_SUBJECTS_SQL), q(CATEGORY_SQL)]);
  const [r] = resultsOf(itemRes);
  if (!r) return null;
  const subjects = groupBy(resultsOf(subjectRes), 'item_no');
  const categories = resultsOf(categoryRes);
  return {
    tag: tagOf(r),
    specialOrder: bool(r.is_special_order)
      ? [{ isUse: true, isApplyEnd: false, isDisplaySellQty: bool(r.is_display_sell_qty), isDisplayWatchingCnt: bool(r.is_display_watching_cnt), watchingCnt: int(r.watching_count) }]
      : [],
    sizeChartType: int(r.size_chart_type),
    brandBestProductList: resultsOf(bestRes).map((b) => {
      const card = toCard(b);
      return {
        ...card,
        tag: tagOf(b),
        itemSubjects: (subjects.get(int(b.item_no)) ?? []).map((s) => ({ subjectDescription: text(s.subject_description) })),
        frontBrand: { frontBrandNo: card.frontBrandNo, frontBrandName: card.frontBrandName, isFreeShipping: bool(b.brand_free_shipping) },
        isLocalGoods: bool(b.is_local_goods),
        avgReviewPoint: b.avg_point === null || b.avg_point === undefined ? '0' : Number(b.avg_point).toFixed(1),
      };
    }),
    heartCount: int(r.hearts),
    offlineStore: r.store_name ? { storeName: text(r.store_name), address: text(r.store_address), openingHours: text(r.store_hours) } : null,
    frontBrandHeartCount: r.brand_hearts === null || r.brand_hearts === undefined ? null : int(r.brand_hearts),
    frontCategory1List: distinct(categories, 'category1_code', 'n1'),
    frontCategory2List: distinct(categories, 'category2_code', 'n2'),
    frontCategory3List: distinct(categories, 'category3_code', 'n3'),
    partnerInfoList: [
      { title: '상호', content: text(r.company_name) },
      { title: '대표자', content: text(r.company_ceo) },
      { title: '사업자등록번호', content: text(r.company_reg_no) },
      { title: '통신판매업 신고번호', content: text(r.company_mail_order_no) },
      { title: '사업장 소재지', content: text(r.company_address) },
      { title: '연락처', content: text(r.company_contact) },
    ],
  };
}

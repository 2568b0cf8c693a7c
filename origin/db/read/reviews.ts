import type { ReviewSort } from '../../../rules/review';
import type { ReviewPageInput } from '../../../schemas/review';
import { NOT_DELETED } from './item-detail';
import { SAMPLE_ORDER, SAMPLE_SHOWN } from './sample-reviews';
import { bool, groupBy, int, resultsOf, text, type DbRow } from './rows';

export interface PageQuery {
  page: number;
  size: number;
}

/** Each sort's SQL; newest first within a rating. Fixed strings: nothing from the query reaches the SQL. */
const SORT_SQL: Record<ReviewSort, string> = {
  recent: 'review_no DESC',
  high: 'review_point DESC, review_no DESC',
  low: 'review_point ASC, review_no DESC',
};

/**
 * The size information its writer gave (spec 2.1 size write), when they gave it: all four
 * fields or none, as the write form sends them.
 */
function sizeOf(r: DbRow) {
  if (r.size_height === null || r.size_height === undefined || r.size_weight === null || r.size_weight === undefined) return null;
  if (typeof r.size_usual !== 'string' || typeof r.size_fit !== 'string') return null;
  return { height: int(r.size_height), weight: int(r.size_weight), usualSize: r.size_usual, fit: r.size_fit };
}

/**
 * One page of an item's reviews in the order asked for (sample display applied first, as the
 * item says); null for an unknown or deleted item.
 */
export async function loadReviews(db: D1Database, itemNo: number, { page, size }: PageQuery, photoOnly: boolean, sort: ReviewSort = 'recent'): Promise<ReviewPageInput | null> {
  const filter = `${photoOnly ? 'AND has_photo = 1' : ''} AND ${SAMPLE_SHOWN}`;
  const order = `${SAMPLE_ORDER}, ${SORT_SQL[sort]}`;
  const offset = (page - 1) * size;
  const [itemRes, aggRes, pageRes, photoRes] = await db.batch<DbRow>([
    db.prepare(`SELECT item_no FROM items WHERE item_no = ? AND ${NOT_DELETED}`).bind(itemNo),
    db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(has_photo), 0) AS photos, COALESCE(AVG(review_point), 0) AS avg_point FROM reviews WHERE item_no = ? AND ${SAMPLE_SHOWN}`).bind(itemNo),
    db.prepare(`SELECT * FROM reviews WHERE item_no = ? ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`).bind(itemNo, size, offset),
    db
      .prepare(
        `SELECT p.* FROM review_photos p WHERE p.review_no IN
        (SELECT review_no FROM reviews WHERE item_no = ? ${filter} ORDER BY ${order} LIMIT ? OFFSET ?) ORDER BY p.review_no, p.seq`,
      )
      .bind(itemNo, size, offset),
  ]);
  if (resultsOf(itemRes).length === 0) return null;
  const agg = resultsOf(aggRes)[0] ?? {};
  const photos = groupBy(resultsOf(photoRes), 'review_no');
  return {
    count: photoOnly ? int(agg.photos) : int(agg.total),
    page,
    size,
    avgReviewPoint: Math.round(Number(agg.avg_point ?? 0) * 10) / 10,
    photoReviewCount: int(agg.photos),
    results: resultsOf(pageRes).map((r) => ({
      reviewNo: int(r.review_no),
      userMaskedId: text(r.user_masked_id),
      reviewPoint: int(r.review_point),
      content: text(r.content),
      optionText: text(r.option_text),
      isPhotoReview: bool(r.has_photo),
      photos: (photos.get(int(r.review_no)) ?? []).map((p) => ({ imageUrl: text(p.image_url), width: int(p.width), height: int(p.height) })),
      isGift: bool(r.is_gift),
      insertTimestamp: text(r.inserted_at),
      isSample: bool(r.is_sample),
      size: sizeOf(r),
    })),
  };
}

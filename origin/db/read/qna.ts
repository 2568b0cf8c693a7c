import type { QnaPageInput } from '../../../schemas/qna';
import { NOT_DELETED } from './item-detail';
import type { PageQuery } from './reviews';
import { bool, int, resultsOf, text, textOrNull, type DbRow } from './rows';

/**
 * One page of an item's Q&A, newest first. A secret question keeps its title but its content
 * and answer never leave the database: only the asker and the seller may read them, and this
 * endpoint knows neither.
 */
export async function loadQna(db: D1Database, itemNo: number, { page, size }: PageQuery): Promise<QnaPageInput | null> {
  const [itemRes, countRes, pageRes] = await db.batch<DbRow>([
    db.prepare(`SELECT item_no FROM items WHERE item_no = ? AND ${NOT_DELETED}`).bind(itemNo),
    db.prepare('SELECT COUNT(*) AS total FROM qna WHERE item_no = ?').bind(itemNo),
    db
      .prepare(
        `SELECT qna_no, user_masked_id, title, is_secret, answered_at, inserted_at,
        CASE WHEN is_secret = 1 THEN '' ELSE content END AS content,
        CASE WHEN is_secret = 1 THEN '' ELSE COALESCE(answer, '') END AS answer,
        answer IS NOT NULL AS is_answered
       FROM qna WHERE item_no = ? ORDER BY qna_no DESC LIMIT ? OFFSET ?`,
      )
      .bind(itemNo, size, (page - 1) * size),
  ]);
  if (resultsOf(itemRes).length === 0) return null;
  return {
    count: int(resultsOf(countRes)[0]?.total),
    page,
    size,
    results: resultsOf(pageRes).map((r) => ({
      qnaNo: int(r.qna_no),
      userMaskedId: text(r.user_masked_id),
      title: text(r.title),
      content: text(r.content),
      isSecret: bool(r.is_secret),
      isAnswered: bool(r.is_answered),
      answer: text(r.answer),
      answerTimestamp: textOrNull(r.answered_at),
      insertTimestamp: text(r.inserted_at),
    })),
  };
}

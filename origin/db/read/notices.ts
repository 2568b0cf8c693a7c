/**
 * Spec 3.8 notice list. A notice is listed while it is displayed, not deleted and `today` (a
 * Seoul calendar date) falls within its start and end dates; newest first.
 */

import type { NoticeInput } from '../../../schemas/notice';
import { bool, int, resultsOf, text, textOrNull, type DbRow } from './rows';

export interface NoticeQuery {
  limit: number;
  offset: number;
  noticeType: string | null;
  /** Leave out one type (the customer-centre list leaves out job openings, which have their own page). */
  excludeType?: string | null;
  today: string;
}

export interface NoticePage {
  count: number;
  results: NoticeInput[];
}

const CURRENT = `is_deleted = 0 AND is_display = 1 AND (start_date IS NULL OR start_date <= ?1) AND (end_date IS NULL OR end_date >= ?1)
  AND (?2 IS NULL OR notice_type = ?2) AND (?3 IS NULL OR notice_type <> ?3)`;

function toNotice(r: DbRow): NoticeInput {
  return {
    notice_no: int(r.notice_no),
    notice_type: text(r.notice_type),
    title: text(r.title),
    contents: text(r.contents),
    start_date: textOrNull(r.start_date),
    end_date: textOrNull(r.end_date),
    is_deleted: bool(r.is_deleted),
    insert_timestamp: text(r.insert_timestamp),
    updated_timestamp: text(r.updated_timestamp),
    is_display: bool(r.is_display),
    is_popup: bool(r.is_popup),
  };
}

export async function loadNotices(db: D1Database, q: NoticeQuery): Promise<NoticePage> {
  const [count, page] = await db.batch<DbRow>([
    db.prepare(`SELECT COUNT(*) AS n FROM notices WHERE ${CURRENT}`).bind(q.today, q.noticeType, q.excludeType ?? null),
    db.prepare(`SELECT * FROM notices WHERE ${CURRENT} ORDER BY notice_no DESC LIMIT ?4 OFFSET ?5`).bind(q.today, q.noticeType, q.excludeType ?? null, q.limit, q.offset),
  ]);
  return { count: int(resultsOf(count)[0]?.n), results: resultsOf(page).map(toNotice) };
}

/** One notice, if it is listed today (the same rule as the list: an ended or hidden notice is not found). */
export async function loadNotice(db: D1Database, noticeNo: number, today: string): Promise<NoticeInput | null> {
  const row = await db.prepare(`SELECT * FROM notices WHERE notice_no = ?4 AND ${CURRENT}`).bind(today, null, null, noticeNo).first<DbRow>();
  return row ? toNotice(row) : null;
}

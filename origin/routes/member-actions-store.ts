/**
 * The member-action tables of migration 0005. Every change that must hold together (a like and
 * the item's total, a cart write and the count it answers) is one `db.batch`, which D1 runs as
 * one transaction, with its checks inside its statements (issue 27): nothing is decided in
 * JavaScript between a read and the write that depends on it. Orders: ./order-write.ts.
 */

import { seoulStamp } from '../auth/members';
import type { Member } from '../auth/require-member';
import { NOT_DELETED } from '../db/read/item-detail';
import { formatSeoulNumeric } from '../../rules/seoul-time';
import type { CheckedLine } from './member-actions-lines';

export const lineKey = (l: { optionKey: number; text: string }): string => `${l.optionKey}\u001f${l.text}`;

export async function itemExists(db: D1Database, itemNo: number): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS found FROM items WHERE item_no = ? AND ${NOT_DELETED}`).bind(itemNo).first()) !== null;
}

export const cartCountStatement = (db: D1Database, userNo: number): D1PreparedStatement => db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE user_no = ?').bind(userNo);

export async function cartCount(db: D1Database, userNo: number): Promise<number> {
  const row = await cartCountStatement(db, userNo).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The member's lines of one item, quantity by line key. */
export async function cartLinesOf(db: D1Database, userNo: number, itemNo: number): Promise<Map<string, number>> {
  const { results } = await db
    .prepare('SELECT option_key, option_text, qty FROM cart_items WHERE user_no = ? AND item_no = ?')
    .bind(userNo, itemNo)
    .all<{ option_key: number; option_text: string; qty: number }>();
  return new Map(results.map((r) => [lineKey({ optionKey: r.option_key, text: r.option_text }), r.qty]));
}

export interface CartAdd {
  line: CheckedLine;
  /** The option line's own bound (quantityCaps), null when none. */
  lineCap: number | null;
}

/**
 * SQLite's answer when a guarded write set a quantity of 0, which the CHECK (qty > 0) of
 * cart_items and order_lines refuses: how a batch's own check rolls the whole batch back.
 * SQLite names the failing constraint by its text (`CHECK constraint failed: qty > 0`), so
 * only that one counts: any other CHECK (an order's kind, a member's gender) is a bug, not a
 * sold-out line or a full cart, and its caller rethrows it.
 */
const QTY_GUARD_REFUSED = /CHECK constraint failed: (?:[a-z_]+\.)?qty > 0(?![\w ])/i;
export const isRefusedByGuard = (error: unknown): boolean => error instanceof Error && QTY_GUARD_REFUSED.test(error.message);

/**
 * Adds the lines to what the cart holds, and answers the member's line count, or null when a
 * bound refused it. Each bound is checked inside the statement that writes (a new line only
 * while the cart has fewer than `maxLines`, the item's lines together within `itemCap`, the
 * line within its own cap), so twenty adds at once can neither pass the bounds nor lose a
 * quantity: the row grows by `qty = qty + excluded.qty`, never by a total read beforehand.
 * A refused line writes quantity 0, which the table's CHECK rejects: the batch (one
 * transaction) then rolls back, so a request of several lines is added whole or not at all.
 */
export async function addCartLines(db: D1Database, userNo: number, itemNo: number, adds: readonly CartAdd[], itemCap: number | null, maxLines: number, now: number): Promise<number | null> {
  const line = 'user_no = ?1 AND item_no = ?2 AND option_key = ?3 AND option_text = ?4';
  const upserts = adds.map(({ line: l, lineCap }) =>
    db
      .prepare(
        `INSERT INTO cart_items (user_no, item_no, option_key, option_text, qty, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, CASE WHEN
             (EXISTS (SELECT 1 FROM cart_items WHERE ${line}) OR (SELECT COUNT(*) FROM cart_items WHERE user_no = ?1) < ?6)
             AND (?7 IS NULL OR COALESCE((SELECT SUM(qty) FROM cart_items WHERE user_no = ?1 AND item_no = ?2), 0) + ?5 <= ?7)
             AND (?8 IS NULL OR COALESCE((SELECT qty FROM cart_items WHERE ${line}), 0) + ?5 <= ?8)
           THEN ?5 ELSE 0 END, ?9, ?9)
         ON CONFLICT (user_no, item_no, option_key, option_text) DO UPDATE SET qty = qty + excluded.qty, updated_at = excluded.updated_at`,
      )
      .bind(userNo, itemNo, l.optionKey, l.text, l.qty, maxLines, itemCap, lineCap, now),
  );
  try {
    const results = await db.batch<{ n: number }>([...upserts, db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE user_no = ?').bind(userNo)]);
    return results.at(-1)?.results[0]?.n ?? 0;
  } catch (error) {
    if (isRefusedByGuard(error)) return null;
    throw error;
  }
}

/** Seoul date and ten random digits: sortable by day, not guessable from another order's number. */
export function newOrderNo(now: Date): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => String(b % 10)).join('');
  return `${formatSeoulNumeric(now, 'yyyyMMdd')}${digits}`;
}

/**
 * Likes or unlikes, and answers the item's total. The total moves only when the member's own
 * like actually changes (the guard runs before the insert or after the delete in the same
 * transaction), so repeating a like or an unlike never counts twice.
 */
/** The member's like of an item and the item's public count (0 for an item nobody liked). */
export type HeartRow = { liked: number; heart_count: number };

export const heartStatement = (db: D1Database, userNo: number, itemNo: number): D1PreparedStatement =>
  db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM member_hearts WHERE user_no = ?2 AND item_no = ?1) AS liked,
              COALESCE((SELECT heart_count FROM hearts WHERE item_no = ?1), 0) AS heart_count`,
    )
    .bind(itemNo, userNo);

export const heartOfRow = (row: HeartRow | null | undefined): { liked: boolean; heartCount: number } => ({ liked: row?.liked === 1, heartCount: row?.heart_count ?? 0 });

export async function setHeart(db: D1Database, userNo: number, itemNo: number, like: boolean, now: number): Promise<number> {
  const mine = 'SELECT 1 FROM member_hearts WHERE user_no = ?2 AND item_no = ?1';
  const statements = like
    ? [
        db.prepare('INSERT INTO hearts (item_no, heart_count) VALUES (?1, 0) ON CONFLICT (item_no) DO NOTHING').bind(itemNo),
        db.prepare(`UPDATE hearts SET heart_count = heart_count + 1 WHERE item_no = ?1 AND NOT EXISTS (${mine})`).bind(itemNo, userNo),
        db.prepare('INSERT INTO member_hearts (user_no, item_no, created_at) VALUES (?2, ?1, ?3) ON CONFLICT DO NOTHING').bind(itemNo, userNo, now),
      ]
    : [
        db.prepare(`UPDATE hearts SET heart_count = MAX(heart_count - 1, 0) WHERE item_no = ?1 AND EXISTS (${mine})`).bind(itemNo, userNo),
        db.prepare('DELETE FROM member_hearts WHERE user_no = ?2 AND item_no = ?1').bind(itemNo, userNo),
      ];
  const results = await db.batch<{ heart_count: number }>([...statements, db.prepare('SELECT heart_count FROM hearts WHERE item_no = ?').bind(itemNo)]);
  return results.at(-1)?.results[0]?.heart_count ?? 0;
}

export async function requestRestock(db: D1Database, userNo: number, itemNo: number, optionKey: number, now: number): Promise<void> {
  await db.prepare('INSERT INTO restock_requests (user_no, item_no, option_key, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').bind(userNo, itemNo, optionKey, now).run();
}

/** The asker's id as lists show it: the first two characters of the login id, then ***. */
export const maskUserId = (userId: string): string =>
  `${Array.from(userId.split('@')[0] ?? '')
    .slice(0, 2)
    .join('')}***`;

export interface Question {
  title: string;
  content: string;
  isSecret: boolean;
}

/** Stores a question and answers it as the Q&A list shows it to its asker (content included, even when secret). */
export async function askQuestion(db: D1Database, member: Member, itemNo: number, q: Question, now: number) {
  const insertedAt = seoulStamp(now) ?? '';
  const row = await db
    .prepare(
      `INSERT INTO qna (item_no, user_masked_id, title, content, is_secret, inserted_at, user_no) VALUES (?, ?, ?, ?, ?, ?, ?)
       RETURNING qna_no`,
    )
    .bind(itemNo, maskUserId(member.userId), q.title, q.content, q.isSecret ? 1 : 0, insertedAt, member.userNo)
    .first<{ qna_no: number }>();
  return {
    qnaNo: row?.qna_no ?? 0,
    userMaskedId: maskUserId(member.userId),
    title: q.title,
    content: q.content,
    isSecret: q.isSecret,
    isAnswered: false,
    answer: '',
    answerTimestamp: null,
    insertTimestamp: insertedAt,
  };
}

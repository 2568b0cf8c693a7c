/**
 * Who may hold an adult-only item (DECISIONS 14): only a member whose adult verification is
 * current and proves 19+, decided by the one rule the item page's gate uses
 * (identity-status.ts `passesAdultGate`, rules/age.ts) from what the database holds now. The
 * buyer (member-item.ts), a gift's recipient (gifts.ts, the sandbox payment) and every place
 * that draws a member's items (orders, gifts, reviews, cart) ask here.
 */
import type { AdultVerificationFacts } from './identity-status';
import { passesAdultGate } from './identity-status';
import { loadMemberIdentity } from './identity-facts';

/** The facts that make the member a verified adult at `now`, or null when they do not. */
export async function verifiedAdultFacts(db: D1Database, userNo: number, now: Date): Promise<AdultVerificationFacts | null> {
  const who = await loadMemberIdentity(db, userNo);
  return who?.adult && passesAdultGate(who.adult, now) ? who.adult : null;
}

export async function isVerifiedAdult(db: D1Database, userNo: number, now: Date): Promise<boolean> {
  return (await verifiedAdultFacts(db, userNo, now)) !== null;
}

/**
 * SQL true while the verification that passed is still the one on file, for a write that must
 * not act on a decision the database no longer backs (the member left, or verified again as
 * someone else, between the read and the write). Time alone cannot change the decision: the
 * caller decided at the same `now` its write records.
 */
export const stillVerifiedSql = (userParam: string, verifiedAtParam: string, birthDateParam: string): string =>
  `EXISTS (SELECT 1 FROM adult_verifications av WHERE av.user_no = ${userParam} AND av.verified_at = ${verifiedAtParam} AND av.birth_date = ${birthDateParam})`;

/** SQL over an items alias: the item is adult-only (a line whose item is gone is not). */
export const adultOnlySql = (alias: string): string => `COALESCE(${alias}.use_adult_check, 0) <> 0`;

/** Does the order hold an adult-only item (as the catalogue has it now)? */
export async function orderHasAdultItem(db: D1Database, orderNo: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS x FROM order_lines l JOIN items i ON i.item_no = l.item_no WHERE l.order_no = ? AND ${adultOnlySql('i')} LIMIT 1`)
    .bind(orderNo)
    .first();
  return row !== null;
}

/** Is the item adult-only (as the catalogue has it now)? An unknown item is not. */
export async function isAdultItem(db: D1Database, itemNo: number): Promise<boolean> {
  return (
    (await db
      .prepare(`SELECT 1 AS x FROM items i WHERE i.item_no = ? AND ${adultOnlySql('i')}`)
      .bind(itemNo)
      .first()) !== null
  );
}

/**
 * Whether the member may see the adult-only items among `lines`: asked of the database at most
 * once, and only when there is such a line (most lists have none).
 */
export async function viewerSeesAdult(db: D1Database, userNo: number, lines: ReadonlyArray<{ adult_only: number | null }>, now: Date): Promise<boolean> {
  return lines.some((l) => l.adult_only) ? isVerifiedAdult(db, userNo, now) : false;
}

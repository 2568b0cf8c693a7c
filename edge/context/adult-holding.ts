/**
 * The storefront's own check on a member's lines (DECISIONS 14), behind the upstream's: a line
 * flagged adult-only (`useAdultCheck`) that the upstream did not withhold is withheld here —
 * as the item page's gate shows the item (rules/adult-holding.ts) — unless the gate would let
 * the member in. The adult status is asked once, and only when there is such a line.
 *
 *     const sees = await seesAdultLines(deps, member, orders.flatMap((o) => o.lines));
 *     const lines = order.lines.map((l) => heldUnless(sees, l));
 */
import type { Cart } from '../../schemas/cart';
import type { MyReviews } from '../../schemas/requests/review';
import { heldLine, type NamedLine } from '../../rules/adult-holding';
import type { UpstreamDeps } from '../upstream/request';
import { seesAdultItems } from './adult-gate';
import type { Member } from './vars';

export interface FlaggedLine extends NamedLine {
  useAdultCheck?: 'T' | 'F' | undefined;
  adultWithheld?: boolean | undefined;
}

/** An adult-only line the upstream left drawable. */
export const openAdultLine = (line: FlaggedLine): boolean => line.useAdultCheck === 'T' && line.adultWithheld !== true;

/** Whether the member may see the open adult-only lines among `lines` (true when there are none). */
export async function seesAdultLines(deps: UpstreamDeps, member: Member, lines: readonly FlaggedLine[]): Promise<boolean> {
  return lines.some(openAdultLine) ? seesAdultItems(deps, member) : true;
}

/** The line as drawn: withheld when it is an open adult-only line and the member may not see it. */
export function heldUnless<T extends FlaggedLine>(sees: boolean, line: T): T {
  return !sees && openAdultLine(line) ? heldLine(line, true, false) : line;
}

/** The cart as drawn: a withheld line is also not orderable (the order refuses it anyway). */
export async function heldCart(deps: UpstreamDeps, member: Member, cart: Cart): Promise<Cart> {
  const sees = await seesAdultLines(deps, member, cart.lines);
  if (sees) return cart;
  return { ...cart, lines: cart.lines.map((l) => (openAdultLine(l) ? { ...heldUnless(false, l), state: 'unavailable' as const } : l)) };
}

/** The member's reviews as drawn: an open adult-only line is not offered to write, nor named. */
export async function heldReviews(deps: UpstreamDeps, member: Member, reviews: MyReviews): Promise<MyReviews> {
  const sees = await seesAdultLines(deps, member, [...reviews.writable, ...reviews.written]);
  if (sees) return reviews;
  return { writable: reviews.writable.filter((w) => !openAdultLine(w)), written: reviews.written.map((r) => heldUnless(false, r)) };
}

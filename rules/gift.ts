/**
 * A gift's note and who may review an order line: one rule for the checkout's form, the gateway
 * and the origin.
 */
export const GIFT_MESSAGE_MAX = 100;

/**
 * Who reviews a delivered line: the buyer of their own order, and the recipient of a gift (the
 * sender never had it in hand). The review then counts as a gift review, with the gift mileage.
 */
export function reviewerOf(order: { kind: string; userNo: number; giftRecipientUserNo: number | null }): number | null {
  return order.kind === 'gift' ? order.giftRecipientUserNo : order.userNo;
}

/** A name as the other side of a gift sees it: the first letter, the rest hidden ("김**"). */
export function maskedName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return '';
  return letters[0] + '*'.repeat(Math.max(1, letters.length - 1));
}

/**
 * How long an unpaid order holds the stock it took (issue 27): 30 minutes from its creation.
 * Long enough for a slow checkout (a gift's recipient, an adult verification, a card company's
 * own confirmation; hosted payment windows in Korea typically time out within 30 minutes), short
 * enough that buy-nows never paid cannot keep a limited item sold out: the origin cancels them
 * and gives their stock back (origin/order-expiry.ts, every five minutes and at payment).
 */
export const UNPAID_ORDER_HOLD_MINUTES = 30;
export const UNPAID_ORDER_HOLD_MS = UNPAID_ORDER_HOLD_MINUTES * 60 * 1000;

/** The creation time before which an unpaid order has expired at `nowMs`. */
export const unpaidOrderCutoff = (nowMs: number): number => nowMs - UNPAID_ORDER_HOLD_MS;

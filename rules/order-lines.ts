/**
 * The bounds of an order line (cart, buy now, gift), one rule for the item page, the gateway and
 * the origin. They bound what one request may carry; the item's own quantity limits are
 * rules/quantity.ts's and are checked against the item by the origin.
 */

/** Quantity of one line: the selector's stepper and any request stay within 1…999. */
export const MAX_LINE_QTY = 999;

/** Lines in one request: more than any item has options to choose. */
export const MAX_ORDER_LINES = 50;

/** The shopper's text of a text option (각인 문구 and the like). */
export const MAX_OPTION_TEXT = 200;

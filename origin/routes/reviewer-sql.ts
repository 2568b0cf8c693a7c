/**
 * rules/gift.ts `reviewerOf` as SQL over `orders o`: true for the lines the member bound to
 * `param` may review (their own orders; gifts they received, not gifts they sent).
 */
export const reviewableBy = (param: string): string => `(CASE WHEN o.kind = 'gift' THEN o.gift_recipient_user_no ELSE o.user_no END) = ${param}`;

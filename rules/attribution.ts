/**
 * Spec 5 and 8: an attribution-link answer without a link is a failure, said in these words (for
 * developers: the shopper gets the static link instead). Here so the browser can say it without
 * loading the answer's zod schema (schemas/attribution.ts re-exports it).
 */
export const ATTRIBUTION_NO_LINK_MESSAGE = 'Onelink creation failed: no link in response';

/**
 * The item page's root-relative path, `/products/{itemNo}`, for canonical URLs, redirects and
 * islands on the storefront's own origin. The one place the path is spelled; links.ts re-exports
 * it. A module of its own so the item page's first-tap code (the option sheet's links) does not
 * carry every link builder with it (issue 32 §3).
 */
export const productPath = (itemNo: number | string): string => `/products/${itemNo}`;

/**
 * The content pages the storefront serves itself (issue 14 item 1), by the path the links print
 * (src/navigation/links.ts) and the slug the upstream stores them under: one table for the edge's
 * routes, the origin's seed and the tests.
 */
export const CONTENT_PAGES = {
  terms: '/policy/terms',
  privacy: '/policy/privacy',
  'dispute-resolution': '/policy/dispute-resolution',
  'payment-agency': '/policy/payment-agency',
  about: '/home/about',
  'contact-us': '/contact-us',
} as const;

export type ContentSlug = keyof typeof CONTENT_PAGES;

export const isContentSlug = (slug: string): slug is ContentSlug => Object.hasOwn(CONTENT_PAGES, slug);

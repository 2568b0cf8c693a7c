/**
 * The FAQ's shared limits (issue 14 item 1), read by the origin's route and the storefront's
 * page so they cannot drift: a search longer than this is not a question anyone types, and a
 * group code is a short upper-case word.
 */
export const FAQ_QUERY_MAX = 50;
export const FAQ_GROUP_PATTERN = /^[A-Z_]{1,20}$/;

/** `?q=` as the page and the origin read it: trimmed, inner runs of space collapsed; '' is no search. */
export function normaliseFaqQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim();
}

/** `?group=`: a known shape or nothing (all groups); never an error for a stale or hand-typed link. */
export function faqGroupOf(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim().toUpperCase();
  return FAQ_GROUP_PATTERN.test(v) ? v : null;
}

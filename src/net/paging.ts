/**
 * Page and size of a list call (reviews, Q&A). They come from shopper-controlled query strings,
 * so anything unusable becomes the default rather than an error, and sizes are capped so one
 * request cannot ask the upstream for an unbounded list.
 */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const MAX_PAGE = 10_000;

export interface Paging {
  page: number;
  size: number;
}

function whole(value: unknown): number | null {
  const n = typeof value === 'string' && /^[0-9]{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

/** `{ page: '2', size: 500 }` → `{ page: 2, size: 50 }`; `{ page: -1, size: 'x' }` → `{ page: 1, size: 10 }`. */
export function normalisePaging(input: { page?: unknown; size?: unknown } = {}): Paging {
  const page = whole(input.page);
  const size = whole(input.size);
  return {
    page: page !== null && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    size: size !== null && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
}

import { exchange } from '../browser/data-client';

/**
 * The header's cart count as react-query server state (src/browser/query-client.ts): the badge
 * reads it under this key, with the server's count as initial data; an add to cart writes the
 * count its answer carries under the same key (src/member/cart-updates.ts), so the badge follows
 * without an event of its own, even when it hydrates after the add.
 */
export const CART_COUNT_KEY = ['cart', 'count'] as const;

/** The member's count from the gateway; null when it cannot be had (the badge then shows none). */
export async function fetchCartCount(signal?: AbortSignal): Promise<number | null> {
  const answer = await exchange({ method: 'GET', path: '/api/v4/cart-item/item-count' }, { signal });
  if (answer.kind !== 'answer' || answer.status < 200 || answer.status >= 300) return null;
  const data = (answer.body as { data?: { count?: unknown } } | null)?.data;
  const n = data?.count;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

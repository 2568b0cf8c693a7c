import { CART_COUNT_KEY } from './cart-count-query';

/**
 * The item page tells the header's cart badge (src/member/islands/CartCount) about a new count by
 * writing it into the shared query client under the badge's key. Islands hydrate on interaction,
 * so the badge may not be mounted yet: the cache keeps the count and the badge reads it when it
 * mounts. The query client (react-query) is imported only here, after a successful add, so it is
 * not part of the purchase panel's own chunk.
 */
export async function announceCartCount(count: number): Promise<void> {
  const { getQueryClient } = await import('../browser/query-client');
  getQueryClient().setQueryData(CART_COUNT_KEY, count);
}

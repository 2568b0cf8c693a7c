import { exchange } from '../browser/data-client';

/** The member's count from the gateway; null when it cannot be had (the badge then shows none). */
export async function fetchCartCount(signal?: AbortSignal): Promise<number | null> {
  const answer = await exchange({ method: 'GET', path: '/api/v4/cart-item/item-count' }, { signal });
  if (answer.kind !== 'answer' || answer.status < 200 || answer.status >= 300) return null;
  const data = (answer.body as { data?: { count?: unknown } } | null)?.data;
  const n = data?.count;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

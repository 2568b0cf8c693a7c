import { CART_UPDATED_EVENT } from './member-hint';

/**
 * The item page tells the header's cart badge (src/member/islands/CartCount) about a new count.
 * Islands hydrate on interaction, so the badge may not be listening yet when the cart changes:
 * the last count is kept (on globalThis, so any copy of this module sees it) and the badge reads
 * it when it mounts.
 */
const LATEST = Symbol.for('storefront.cart.latestCount');
type Global = typeof globalThis & { [LATEST]?: number };

export function announceCartCount(count: number): void {
  (globalThis as Global)[LATEST] = count;
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count } }));
}

/** The count of the last cart change on this page, or null when there was none. */
export function latestCartCount(): number | null {
  return (globalThis as Global)[LATEST] ?? null;
}

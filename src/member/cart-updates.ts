/**
 * The header's cart count as this page last learnt it from an answer (an add to cart on the item
 * page, a change on the cart page), for the badge (src/member/islands/CartCount). Islands hydrate
 * on intent, so the badge may not be mounted yet: the count is kept here and the badge reads it
 * when it mounts. One number, so no server cache (react-query) is needed: the badge fetches only
 * when the server could not say, once, with an abort on unmount (issue 32 §3).
 */
import { wakeIsland } from '../islands/wake';

type Listener = () => void;

let announced: number | undefined;
const listeners = new Set<Listener>();

/** Tells the badge, mounted now or later, the count an answer carried. */
export function announceCartCount(count: number): void {
  announced = count;
  for (const listener of listeners) listener();
  // Not mounted yet: the shopper should see the new count now, not at their next hover.
  if (listeners.size === 0) wakeIsland('CartCount');
}

/** The last count announced on this page; undefined when none was. */
export function announcedCartCount(): number | undefined {
  return announced;
}

/** For `useSyncExternalStore`: calls `listener` on every announcement until unsubscribed. */
export function subscribeCartCount(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

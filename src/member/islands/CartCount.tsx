import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { memberCopy } from '../../copy/ko';
import { latestCartCount } from '../cart-updates';
import { badgeText, CART_UPDATED_EVENT, cartCountFromEvent, readMemberHint } from '../member-hint';

export const propsSchema = z.object({
  /** The count the server knew; null when it did not ask (the island asks itself for members). */
  count: z.nullable(z.number()),
});
export type CartCountProps = z.infer<typeof propsSchema>;

async function fetchCount(signal: AbortSignal): Promise<number | null> {
  try {
    const res = await fetch('/api/v4/cart-item/item-count', { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { count?: unknown } };
    const n = body?.data?.count;
    return typeof n === 'number' && n >= 0 ? Math.floor(n) : 0;
  } catch {
    return null;
  }
}

/**
 * The header's cart link with its count badge (spec 3.8 cart count). It starts from the server's
 * count, and follows `cart:updated` events the item page dispatches after adding to the cart;
 * a change made before it hydrated (it waits for interaction) is caught up on mount.
 */
export default function CartCount({ count: initial }: CartCountProps) {
  const [count, setCount] = useState<number | null>(initial);

  useEffect(() => {
    const controller = new AbortController();
    const missed = latestCartCount();
    if (missed !== null) setCount(missed);
    else if (initial === null && readMemberHint(document.cookie)) {
      void fetchCount(controller.signal).then((n) => {
        if (n !== null) setCount(n);
      });
    }
    const onUpdate = (event: Event) => {
      const n = cartCountFromEvent(event);
      if (n !== null) setCount(n);
    };
    window.addEventListener(CART_UPDATED_EVENT, onUpdate);
    return () => {
      controller.abort();
      window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
    };
  }, [initial]);

  const shown = count !== null && count > 0;
  return (
    <a href="/cart" className="relative inline-flex items-center text-black no-underline" aria-label={shown ? memberCopy.cartCount(count) : memberCopy.cart}>
      {memberCopy.cart}
      {shown ? (
        <span data-testid="cart-count" aria-hidden="true" className="ml-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-black px-1 text-xs font-bold text-white tabular-nums">
          {badgeText(count)}
        </span>
      ) : (
        <span data-testid="cart-count" data-count="0" hidden />
      )}
    </a>
  );
}

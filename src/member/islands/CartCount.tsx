import { useEffect, useState, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { memberCopy } from '../../copy/ko';
import { fetchCartCount } from '../cart-count-query';
import { announcedCartCount, subscribeCartCount } from '../cart-updates';
import { badgeText, readMemberHint } from '../member-hint';

export const propsSchema = z.object({
  /** The count the server knew; null when it did not ask (the island asks itself for members). */
  count: z.nullable(z.number()),
});
export type CartCountProps = z.infer<typeof propsSchema>;

const noAnnouncement = () => undefined;

/**
 * The header's cart link with its count badge (spec 3.8 cart count). The count is one number:
 * the server's, then the last one an answer on this page carried (src/member/cart-updates.ts,
 * also when it came before the badge hydrated: it waits for intent), and for a member whose count
 * the server could not get, one fetch on mount (aborted if the badge goes). No react-query: there
 * is no server cache to keep (issue 32 §3); no retry, no refetch (spec 7).
 */
export default function CartCount({ count: initial }: CartCountProps) {
  // The server snapshot (none announced) keeps the first render equal to the server's HTML; a
  // count announced before hydration shows right after it.
  const announced = useSyncExternalStore(subscribeCartCount, announcedCartCount, noAnnouncement);
  const [fetched, setFetched] = useState<number | null>(null);
  useEffect(() => {
    if (initial !== null || readMemberHint(document.cookie) === null) return;
    const controller = new AbortController();
    fetchCartCount(controller.signal).then(
      (n) => {
        if (!controller.signal.aborted) setFetched(n);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [initial]);
  return <CartLink count={announced ?? fetched ?? initial} />;
}

function CartLink({ count }: { count: number | null }) {
  const shown = count !== null && count > 0;
  return (
    <a href="/cart" className="relative inline-flex items-center text-black no-underline" aria-label={shown ? memberCopy.cartCount(badgeText(count), count) : memberCopy.cart}>
      {memberCopy.cart}
      {/* A word break before the badge (a flex container draws none): its number is a word of the link's visible text, as of its name. */}
      {shown ? ' ' : null}
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

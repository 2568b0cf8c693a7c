import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { QueryProvider } from '../../browser/query-client';
import { memberCopy } from '../../copy/ko';
import { CART_COUNT_KEY, fetchCartCount } from '../cart-count-query';
import { badgeText, readMemberHint } from '../member-hint';

export const propsSchema = z.object({
  /** The count the server knew; null when it did not ask (the island asks itself for members). */
  count: z.nullable(z.number()),
});
export type CartCountProps = z.infer<typeof propsSchema>;

/**
 * The header's cart link with its count badge (spec 3.8 cart count). The count is react-query
 * server state (src/member/cart-count-query.ts): the server's count is the initial data, an add
 * to cart writes the new count under the same key (also before the badge hydrated: it waits
 * for interaction), and a member whose count the server could not get asks once on mount.
 * No retry, no refetch on mount, reconnect or focus (spec 7, the query client's defaults).
 */
export default function CartCount(props: CartCountProps) {
  // The server draws the count it knew and nothing else: react-query (a client, a cache, an
  // observer per render) would cost every page-cache miss for a query that never runs there.
  // Providers draw no HTML, so the browser's first render below hydrates this markup as is.
  if (typeof document === 'undefined') return <CartLink count={props.count} />;
  return (
    <QueryProvider>
      <Badge {...props} />
    </QueryProvider>
  );
}

function Badge({ count: initial }: CartCountProps) {
  // Until mounted, exactly the server's HTML: a count written before hydration shows right after.
  const [mounted, setMounted] = useState(false);
  const [member, setMember] = useState(false);
  useEffect(() => {
    setMounted(true);
    setMember(readMemberHint(document.cookie) !== null);
  }, []);
  const query = useQuery({
    queryKey: CART_COUNT_KEY,
    queryFn: ({ signal }) => fetchCartCount(signal),
    initialData: initial ?? undefined,
    enabled: initial === null && member,
    staleTime: Infinity,
  });
  const count = mounted ? (query.data ?? initial) : initial;
  return <CartLink count={count} />;
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

import { Suspense, use } from 'react';
import { Island } from '../../ui/Island';
import CartCount from '../islands/CartCount';
import MemberMenu from '../islands/MemberMenu';
import { loginHref } from '../return-to';

export interface HeaderMemberProps {
  /** The signed-in member's display name; null for a visitor. */
  memberName: string | null;
  /** Where the login link returns to. */
  returnTo: string;
  /**
   * The member's cart count: a promise the shell loader started (it streams in and never holds
   * the shell), a number already known, or null (a visitor; or the island asks itself).
   */
  cartCount?: Promise<number | null> | number | null;
  device?: 'mobileWeb' | 'desktop' | 'appWebView';
}

function CartCountIsland({ count }: { count: number | null }) {
  const cart = { count };
  return (
    <Island name="CartCount" id="cart-count" props={cart} className="contents">
      <CartCount {...cart} />
    </Island>
  );
}

function DeferredCartCount({ count }: { count: Promise<number | null> }) {
  return <CartCountIsland count={use(count)} />;
}

/** The member corner of the header: login, or my page and logout; and the cart with its count. */
export function HeaderMember({ memberName, returnTo, cartCount = null, device = 'desktop' }: HeaderMemberProps) {
  const menu = { id: 'member-menu', memberName, loginUrl: loginHref(returnTo), returnTo, device };
  return (
    <div className="ml-auto flex items-center gap-3 text-sm">
      <Island name="MemberMenu" id="member-menu" props={menu} className="contents">
        <MemberMenu {...menu} />
      </Island>
      {cartCount instanceof Promise ? (
        // Until the count arrives the cart link shows without a badge, as it does at zero.
        <Suspense fallback={<CartCount count={null} />}>
          <DeferredCartCount count={cartCount} />
        </Suspense>
      ) : (
        <CartCountIsland count={cartCount} />
      )}
    </div>
  );
}

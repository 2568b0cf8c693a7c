import { Island } from '../../ui/Island';
import CartCount from '../islands/CartCount';
import MemberMenu from '../islands/MemberMenu';
import { loginHref } from '../return-to';

export interface HeaderMemberProps {
  /** The signed-in member's display name; null for a visitor. */
  memberName: string | null;
  /** Where the login link returns to. */
  returnTo: string;
  /** The member's cart count when the page asked for it; otherwise the island asks. */
  cartCount?: number | null;
  device?: 'mobileWeb' | 'desktop' | 'appWebView';
}

/** The member corner of the header: login, or my page and logout; and the cart with its count. */
export function HeaderMember({ memberName, returnTo, cartCount = null, device = 'desktop' }: HeaderMemberProps) {
  const menu = { id: 'member-menu', memberName, loginUrl: loginHref(returnTo), returnTo, device };
  const cart = { count: cartCount };
  return (
    <div className="ml-auto flex items-center gap-3 text-sm">
      <Island name="MemberMenu" id="member-menu" props={menu} className="contents">
        <MemberMenu {...menu} />
      </Island>
      <Island name="CartCount" id="cart-count" props={cart} className="contents">
        <CartCount {...cart} />
      </Island>
    </div>
  );
}

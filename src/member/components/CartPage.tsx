import type { Cart } from '../../../schemas/cart';
import { cartCopy as t } from '../../copy/ko';
import { Island } from '../../ui/Island';
import CartView from '../islands/CartView';
import { PageNotice } from './PageNotice';

/** `/cart` (issue 11 item 3): the member's cart lines, their choice and sums, and the order button. */
export function CartPage({ cart, productHref, homeHref }: { cart: Cart; productHref: string; homeHref: string }) {
  const props = { id: 'cart', initial: cart, productHref, homeHref };
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 md:py-8" data-testid="cart-page">
      <h1 className="m-0 text-xl font-bold">
        {t.title} <span className="text-base font-normal text-neutral-600">{t.count(cart.count)}</span>
      </h1>
      <div className="mt-4">
        <Island name="CartView" id="cart" props={props}>
          <CartView {...props} />
        </Island>
      </div>
    </section>
  );
}

/** The page when the cart could not be read: the spec 8 message, never an empty cart. */
export function CartUnavailable() {
  return <PageNotice title={t.title} text={t.unavailable} testId="cart-unavailable" />;
}

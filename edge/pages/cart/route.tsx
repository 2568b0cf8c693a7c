/**
 * The cart page (issue 11 item 3, spec 2.5 cart): `/cart`, served by the storefront when no
 * shop host is configured. Members only: a visitor is sent to log in and comes back; a session
 * the upstream no longer knows logs in again. Never cached but by the member's browser. Entering
 * it counts a cart visit (spec 4.7; edge/context/page-cookies.ts does that for every page).
 */
import { Hono } from 'hono';
import { ko } from '../../../src/copy/ko';
import { CartPage, CartUnavailable } from '../../../src/member/components/CartPage';
import { pageLink } from '../../../src/navigation/links';
import type { AppEnv } from '../../app-env';
import { heldCart } from '../../context/adult-holding';
import { contextOf } from '../../context/request-context';
import { getCart } from '../../upstream/cart';
import { upstreamDeps } from '../../upstream-deps';
import { productHrefTemplate } from '../listing/page';
import { memberPage } from '../member-page';

export const cartPages = new Hono<AppEnv>();

cartPages.get('/', (c) => {
  const context = contextOf(c);
  const deps = upstreamDeps(c);
  return memberPage(c, {
    path: pageLink('cart'),
    title: ko.cart.title,
    tag: 'cart',
    load: async (member) => heldCart(deps, member, await getCart(deps, { token: member.accessToken })),
    unavailable: () => <CartUnavailable />,
    // The header's badge counts what the page shows, whatever the shell's own count said.
    draw: (cart, _member, shell) => ({
      shell: { ...shell, member: { ...shell.member, cartCount: cart.count } },
      body: <CartPage cart={cart} productHref={productHrefTemplate(context)} homeHref="/" />,
    }),
  });
});

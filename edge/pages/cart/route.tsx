/**
 * The cart page (issue 11 item 3, spec 2.5 cart): `/cart`, served by the storefront when no
 * shop host is configured. Members only: a visitor is sent to log in and comes back; a session
 * the upstream no longer knows logs in again. Never cached but by the member's browser. Entering
 * it counts a cart visit (spec 4.7; edge/context/page-cookies.ts does that for every page).
 */
import { Hono } from 'hono';
import { ko } from '../../../src/copy/ko';
import { CartPage, CartUnavailable } from '../../../src/member/components/CartPage';
import { loginHref } from '../../../src/member/return-to';
import { pageLink } from '../../../src/navigation/links';
import type { AppEnv } from '../../app-env';
import { heldCart } from '../../context/adult-holding';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { getCart } from '../../upstream/cart';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { upstreamDeps } from '../../upstream-deps';
import { productHrefTemplate } from '../listing/page';
import { loadShell } from '../shell-loader';

export const cartPages = new Hono<AppEnv>();

cartPages.get('/', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  const path = pageLink('cart');
  if (!member) return c.redirect(loginHref(path), 303);
  const deps = upstreamDeps(c);
  const [shell, answer] = await Promise.all([
    loadShell(deps, context, { assets: c.env?.ASSETS }),
    getCart(deps, { token: member.accessToken }).then(
      async (cart) => ({ ok: true as const, cart: await heldCart(deps, member, cart) }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const head = { title: `${ko.cart.title} | ${ko.shell.siteName}`, robots: 'noindex' };
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!answer.ok) {
    if (pageStatusFor(answer.error) === 401) return c.redirect(loginHref(path), 303);
    if (shouldLog(answer.error)) console.error('[cart] unavailable', answer.error);
    return renderPage(c, { status: pageStatusFor(answer.error), shell, head, headers, body: <CartUnavailable /> });
  }
  // The header's badge counts what the page shows, whatever the shell's own count said.
  const shown = { ...shell, member: { ...shell.member, cartCount: answer.cart.count } };
  return renderPage(c, { shell: shown, head, headers, body: <CartPage cart={answer.cart} productHref={productHrefTemplate(context)} homeHref="/" /> });
});

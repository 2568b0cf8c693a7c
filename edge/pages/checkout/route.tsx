/**
 * `/checkout?order={orderNo}` (page-type label `checkout`, spec 2.4): the order a buy-now or
 * gift made, as the origin stored it — lines with option, quantity and price, and the total.
 * Members only; a visitor is sent to log in and comes back here. Payment itself is not part
 * of the demo store. Mounted at `/checkout`.
 */
import { Hono } from 'hono';
import { ko } from '../../../src/copy/ko';
import { checkoutTotals } from '../../../src/member/checkout';
import { CheckoutMissing, CheckoutPage } from '../../../src/member/components/CheckoutPage';
import { loginHref } from '../../../src/member/return-to';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { loadCheckoutPage } from './loader';

export const checkoutPages = new Hono<AppEnv>();

checkoutPages.get('/', async (c) => {
  const context = contextOf(c);
  const orderNo = c.req.query('order') ?? '';
  const here = `/checkout${orderNo ? `?order=${encodeURIComponent(orderNo)}` : ''}`;
  const { member } = context;
  if (!member) return c.redirect(loginHref(here), 303);
  const { shell, order } = await loadCheckoutPage(upstreamDeps(c), context, member, orderNo, { assets: c.env?.ASSETS });
  const head = { title: `${ko.member.checkoutTitle} | ${ko.shell.siteName}`, robots: 'noindex' };
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!order) return renderPage(c, { status: 404, shell, head, headers, body: <CheckoutMissing /> });
  const total = order.totalPrice ?? checkoutTotals(order.lines).items;
  return renderPage(c, {
    shell,
    head,
    headers,
    body: <CheckoutPage orderNo={order.orderNo} gift={order.gift} lines={order.lines} items={order.items} total={total} />,
  });
});

/**
 * `/checkout?order={orderNo}` (page-type label `checkout`, spec 2.4): the order a buy-now or
 * gift made, as the origin stored it — lines with option, quantity and price, the total and its
 * status. Members only; a visitor is sent to log in and comes back here. Payment is a sandbox
 * in development (`POST /checkout/pay`, labelled 샌드박스) and absent in production, where a
 * real payment provider would take its place. Mounted at `/checkout`.
 */
import { Hono, type Context } from 'hono';
import { ko } from '../../../src/copy/ko';
import { checkoutTotals } from '../../../src/member/checkout';
import { CheckoutMissing, CheckoutPage } from '../../../src/member/components/CheckoutPage';
import { loginHref } from '../../../src/member/return-to';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { loadCheckoutPage, ORDER_NO } from './loader';
import { isDevelopment } from '../../../rules/environment';
import { pageLink } from '../../../src/navigation/links';
import { buildQuery } from '../../../src/navigation/url';
import { isCrossSite } from '../../gateway/forward';
import { refusalOf } from '../../upstream/errors';
import { deliverSandboxOrder, paySandboxOrder } from '../../upstream/orders';
import { notFoundResponse } from '../errors';
import { formOf } from '../form-body';

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
    body: (
      <CheckoutPage
        orderNo={order.orderNo}
        gift={order.gift}
        lines={order.lines}
        items={order.items}
        total={total}
        statusLabel={ko.orders.statuses[order.status] ?? order.status}
        payAction={order.status === 'PENDING_PAYMENT' && isDevelopment(c.env?.ENVIRONMENT) ? '/checkout/pay' : null}
        ordersHref={order.status !== 'PENDING_PAYMENT' ? pageLink('orderList') : null}
        deliverAction={(order.status === 'PAID' || order.status === 'SHIPPED') && isDevelopment(c.env?.ENVIRONMENT) ? '/checkout/deliver' : null}
      />
    ),
  });
});

/**
 * The sandbox payment (development only; 404 in production, where there is no sandbox): a plain
 * form post from the checkout, which the origin turns into a paid order; back to the checkout.
 */
checkoutPages.post('/pay', (c) => sandboxStep(c, paySandboxOrder));

/** The sandbox's "delivered now" for a paid order (development only), for previews and tests. */
checkoutPages.post('/deliver', (c) => sandboxStep(c, deliverSandboxOrder));

async function sandboxStep(c: Context<AppEnv>, step: typeof paySandboxOrder): Promise<Response> {
  if (!isDevelopment(c.env?.ENVIRONMENT)) return notFoundResponse(c);
  const form = await formOf(c);
  const orderNo = (form.order ?? '').slice(0, 40);
  const back = `/checkout${buildQuery([['order', orderNo]])}`;
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(back), 303);
  if (isCrossSite(c) || !ORDER_NO.test(orderNo)) return c.redirect(back, 303);
  try {
    await step(upstreamDeps(c), { token: member.accessToken, orderNo });
  } catch (error) {
    // The checkout shows the order as it is; a refusal leaves it unchanged there.
    const r = refusalOf(error);
    if (r.status >= 500) console.error('[checkout] sandbox step failed', r.errorCode);
  }
  return c.redirect(back, 303);
}

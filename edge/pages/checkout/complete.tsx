/**
 * `/checkout/complete/{orderNo}` (issue 29): after payment, the order number, what was bought,
 * where it goes, what was paid and how (with the provider's receipt), and links to the order's
 * detail and on shopping. Members only, their own orders only (another's is the 404 the origin
 * answers), never cacheable. An unpaid or cancelled order is sent to its 주문서. The purchase the
 * tags count is announced here, once per order (the entry remembers the orders it sent).
 */
import { Hono } from 'hono';
import { formatSeoulDateTime } from '../../../rules/seoul-time';
import { ko } from '../../../src/copy/ko';
import { CheckoutComplete } from '../../../src/checkout/components/CheckoutComplete';
import { checkoutTotals } from '../../../src/member/checkout';
import { CheckoutMissing } from '../../../src/member/components/CheckoutPage';
import { loginHref } from '../../../src/member/return-to';
import { buildQuery } from '../../../src/navigation/url';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { getOrderDelivery, getPayment } from '../../upstream/payments';
import { upstreamDeps } from '../../upstream-deps';
import { loadCheckoutPage, ORDER_NO } from './loader';
import { orderDetailHref } from '../../../src/member/order-list';

export const completePages = new Hono<AppEnv>();

completePages.get('/:orderNo', async (c) => {
  const orderNo = c.req.param('orderNo');
  const context = contextOf(c);
  const { member } = context;
  if (!member) return c.redirect(loginHref(`/checkout/complete/${encodeURIComponent(orderNo)}`), 303);
  const headers = { 'Cache-Control': 'private, no-store' };
  const deps = upstreamDeps(c);
  const known = ORDER_NO.test(orderNo);
  const [{ shell, order }, payment, delivery] = await Promise.all([
    loadCheckoutPage(deps, context, member, orderNo, { assets: c.env?.ASSETS }),
    known ? getPayment(deps, { token: member.accessToken, orderNo }).catch(() => null) : null,
    known ? getOrderDelivery(deps, { token: member.accessToken, orderNo }).catch(() => null) : null,
  ]);
  const title = `${ko.checkoutPay.completeTitle} | ${ko.shell.siteName}`;
  if (!order) return renderPage(c, { status: 404, shell, head: { title, robots: 'noindex' }, headers, body: <CheckoutMissing /> });
  if (order.status === 'PENDING_PAYMENT' || order.status === 'CANCELLED') {
    c.header('Cache-Control', headers['Cache-Control']);
    return c.redirect(`/checkout${buildQuery([['order', order.orderNo]])}`, 303);
  }
  const total = order.totalPrice ?? checkoutTotals(order.lines).items + order.shippingFee;
  const approved = payment?.approvedAt ? new Date(payment.approvedAt) : null;
  const purchase = { orderNo: order.orderNo, value: total, searchAd: context.campaign.active !== null };
  return renderPage(c, {
    shell,
    head: { title, robots: 'noindex', purchase },
    headers,
    body: (
      <CheckoutComplete
        orderNo={order.orderNo}
        lines={order.lines}
        items={order.items}
        total={total}
        shippingFee={order.shippingFee}
        delivery={delivery}
        giftRecipientName={order.gift ? (order.giftRecipientName ?? '') : null}
        payment={
          payment && payment.status !== 'READY' && payment.status !== 'FAILED'
            ? {
                amount: payment.amount,
                method: payment.method,
                approvedAt: approved && !Number.isNaN(approved.getTime()) ? formatSeoulDateTime(approved) : null,
                receiptUrl: safeReceipt(payment.receiptUrl),
                sandbox: payment.provider === 'sandbox',
              }
            : null
        }
        links={{ detail: orderDetailHref(order.orderNo), shop: '/' }}
      />
    ),
  });
});

/** A receipt link the provider gave: Toss's https pages, or the sandbox's own path; anything else is not linked. */
function safeReceipt(url: string | null): string | null {
  if (!url) return null;
  if (/^\/sandbox\/payments\/receipt\/[A-Za-z0-9_-]{1,80}$/.test(url)) return url;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && (u.hostname === 'tosspayments.com' || u.hostname.endsWith('.tosspayments.com')) ? u.href : null;
  } catch {
    return null;
  }
}

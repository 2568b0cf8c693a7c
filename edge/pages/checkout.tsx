import { Hono } from 'hono';
import type { ItemDetail } from '../../schemas/item-detail';
import type { Order } from '../../schemas/order';
import { ko } from '../../src/copy/ko';
import { checkoutTotals, lineTotal, optionLabel, type CheckoutLine } from '../../src/member/checkout';
import { loginHref } from '../../src/member/return-to';
import { formatWon } from '../../src/product/prices';
import { displayTitle } from '../../src/product/title';
import type { AppEnv } from '../app-env';
import { memberOf } from '../context/session';
import { renderPage } from '../render/page';
import { upstreamDeps } from '../upstream-deps';
import { getItemDetail } from '../upstream/catalog';
import { refusalOf } from '../upstream/errors';
import { getOrder } from '../upstream/member';

/**
 * `/checkout?order={orderNo}` (page-type label `checkout`, spec 2.4): the order a buy-now or
 * gift made, as the origin stored it — lines with option, quantity and price, and the total.
 * Members only; a visitor is sent to log in and comes back here. Payment itself is not part
 * of the demo store.
 */
export const checkoutPages = new Hono<AppEnv>();

const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;

checkoutPages.get('/checkout', async (c) => {
  const orderNo = c.req.query('order') ?? '';
  const here = `/checkout${orderNo ? `?order=${encodeURIComponent(orderNo)}` : ''}`;
  const member = memberOf(c);
  if (!member) return c.redirect(loginHref(here), 303);
  const notFound = () =>
    renderPage(c, {
      status: 404,
      head: { title: `${ko.member.checkoutTitle} | ${ko.shell.siteName}`, robots: 'noindex' },
      headers: { 'Cache-Control': 'private, no-store' },
      body: (
        <section className="mx-auto max-w-xl px-4 py-10">
          <h1 className="text-2xl font-bold">{ko.member.checkoutTitle}</h1>
          <p className="mt-4 text-sm" data-testid="checkout-missing">
            {ko.member.checkoutNotFound}
          </p>
        </section>
      ),
    });
  if (!ORDER_NO.test(orderNo)) return notFound();

  let order: { data: Order };
  try {
    order = { data: await getOrder(upstreamDeps(c), { token: member.accessToken, orderNo }) };
  } catch (error) {
    const r = refusalOf(error);
    if (r.status >= 500) console.error('[checkout] order unavailable', r.errorCode);
    return notFound();
  }
  const items = new Map<number, ItemDetail | null>();
  await Promise.all(
    [...new Set(order.data.lines.map((l) => l.itemNo))].map(async (no) => {
      items.set(no, await getItemDetail(upstreamDeps(c), no).catch(() => null));
    }),
  );
  const lines: (CheckoutLine & { itemNo: number })[] = order.data.lines.map((l) => ({ itemNo: l.itemNo, optionNo: l.optionNo, text: l.optionText, qty: l.qty, unitPrice: l.unitPrice }));
  const totals = checkoutTotals(lines);
  const total = order.data.totalPrice ?? totals.items;
  const gift = order.data.kind === 'gift';

  return renderPage(c, {
    head: { title: `${ko.member.checkoutTitle} | ${ko.shell.siteName}`, robots: 'noindex' },
    headers: { 'Cache-Control': 'private, no-store' },
    body: (
      <section className="mx-auto max-w-xl px-4 py-10" data-testid="checkout" data-order-no={order.data.orderNo}>
        <h1 className="text-2xl font-bold">{ko.member.checkoutTitle}</h1>
        {gift ? <p className="mt-1 text-sm font-semibold">{ko.member.checkoutGift}</p> : null}
        <h2 className="mt-6 text-base font-bold">{ko.member.checkoutLines}</h2>
        <ul className="m-0 mt-2 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
          {lines.map((l, i) => {
            const item = items.get(l.itemNo) ?? null;
            const label = [item ? optionLabel(item.optionItems.list, l.optionNo) : '', l.text].filter(Boolean).join(' · ');
            return (
              <li key={`${l.itemNo}-${l.optionNo ?? 0}-${i}`} className="flex justify-between gap-4 py-3 text-sm" data-testid="checkout-line">
                <div>
                  {item ? <p className="m-0 font-semibold">{item.frontBrand.frontBrandName}</p> : null}
                  <p className="m-0">{item ? displayTitle(item) : `#${l.itemNo}`}</p>
                  {label ? <p className="m-0 text-neutral-600">{label}</p> : null}
                  <p className="m-0 text-neutral-600">{ko.member.checkoutQty(l.qty)}</p>
                </div>
                <p className="m-0 whitespace-nowrap font-semibold">{formatWon(lineTotal(l))}</p>
              </li>
            );
          })}
        </ul>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
          <dt>{ko.member.checkoutItemsTotal}</dt>
          <dd className="m-0 text-right">{formatWon(totals.items)}</dd>
          <dt className="text-base font-bold">{ko.member.checkoutTotal}</dt>
          <dd className="m-0 text-right text-base font-bold" data-testid="checkout-total">
            {formatWon(total)}
          </dd>
        </dl>
        <p className="mt-6 text-xs text-neutral-500">{ko.member.checkoutNote}</p>
      </section>
    ),
  });
});

/**
 * The my-order pages (spec 2.5), members only, private, no-store; mounted at `/my-order`:
 * - `/my-order/list` (issue 11 item 4): the member's orders, newest first, ten a page, statuses
 *   read at the order clock;
 * - `/my-order/review` (item 5): delivered lines still to review and the reviews written;
 * - `/my-order/review/write?order=&seq=`: review write for one of those lines;
 * - `/my-order/detail/{orderNo}` (issue 29 §2): one order, its timeline, tracking, payment and
 *   the actions the upstream allows now (cancel, return or exchange, review).
 */
import { Hono, type Context } from 'hono';
import { ko } from '../../../src/copy/ko';
import { OrderListPage, OrderListUnavailable } from '../../../src/member/components/OrderListPage';
import { orderDetailHref, orderView, receivedGiftView } from '../../../src/member/order-list';
import { ReceivedGiftsPage } from '../../../src/member/components/ReceivedGiftsPage';
import { loginHref } from '../../../src/member/return-to';
import { pageLink, receiptLink } from '../../../src/navigation/links';
import { buildQuery } from '../../../src/navigation/url';
import type { AppEnv } from '../../app-env';
import { heldReviews, heldUnless, seesAdultLines } from '../../context/adult-holding';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { getOrderDetail, getOrders, getReceivedGifts } from '../../upstream/orders';
import { OrderDetailPage, type DoneNotice } from '../../../src/member/components/OrderDetailPage';
import { orderDetailView } from '../../../src/member/order-detail';
import { upstreamDeps } from '../../upstream-deps';
import { loadShell } from '../shell-loader';
import { MyReviewsPage } from '../../../src/member/components/MyReviewsPage';
import { PageNotice } from '../../../src/member/components/PageNotice';
import { ReviewWriteMissing, ReviewWritePage } from '../../../src/member/components/ReviewWritePage';
import type { Member } from '../../context/vars';
import { getMyReviews } from '../../upstream/reviews';
import { SAMPLE_LINE_KIND } from '../../../schemas/requests/review';
import { productHrefTemplate } from '../listing/page';
import { memberPage, pagingLinks, requestedPage } from '../member-page';

export const orderPages = new Hono<AppEnv>();

const PER_PAGE = 10;

orderPages.get('/list', (c) => {
  const context = contextOf(c);
  const path = pageLink('orderList');
  const page = requestedPage(c);
  const deps = upstreamDeps(c);
  return memberPage(c, {
    path,
    title: ko.orders.title,
    tag: 'orders list',
    load: (member) => getOrders(deps, { token: member.accessToken, page, size: PER_PAGE }),
    unavailable: () => <OrderListUnavailable />,
    draw: async (list, member) => {
      const sees = await seesAdultLines(
        deps,
        member,
        list.results.flatMap((o) => o.lines),
      );
      const orders = list.results.map((o) =>
        orderView(
          { ...o, lines: o.lines.map((l) => heldUnless(sees, l)) },
          (no) => `/checkout${buildQuery([['order', no]])}`,
          // Issue 31 §4: each paid order's receipt, on the my-page host that serves it.
          (no) => receiptLink(no, { at: context.at }),
        ),
      );
      return { body: <OrderListPage orders={orders} count={list.count} {...pagingLinks(path, page, list.count, PER_PAGE)} tabs={orderTabs()} detailHref={orderDetailHref} /> };
    },
  });
});

const orderTabs = () => ({ ordersHref: pageLink('orderList'), giftsHref: pageLink('receivedGifts') });

/** `/my-order/gifts` (issue 11 item 4): the gifts the member received, ten a page. */
orderPages.get('/gifts', (c) => {
  const path = pageLink('receivedGifts');
  const page = requestedPage(c);
  const deps = upstreamDeps(c);
  return memberPage(c, {
    path,
    title: ko.orders.giftsTitle,
    tag: 'orders received gifts',
    load: (member) => getReceivedGifts(deps, { token: member.accessToken, page, size: PER_PAGE }),
    unavailable: () => <PageNotice title={ko.orders.giftsTitle} text={ko.orders.giftsUnavailable} />,
    draw: async (list, member) => {
      const sees = await seesAdultLines(
        deps,
        member,
        list.results.flatMap((g) => g.lines),
      );
      const gifts = list.results.map((g) => receivedGiftView({ ...g, lines: g.lines.map((l) => heldUnless(sees, l)) }));
      return {
        body: <ReceivedGiftsPage gifts={gifts} count={list.count} tabs={orderTabs()} reviewHref={pageLink('reviews')} {...pagingLinks(path, page, list.count, PER_PAGE)} />,
      };
    },
  });
});

const reviewsHead = { title: `${ko.reviews.title} | ${ko.shell.siteName}`, robots: 'noindex' };
const privateNoStore = { 'Cache-Control': 'private, no-store' };

async function loadMine(c: Context<AppEnv>, member: Member) {
  const deps = upstreamDeps(c);
  return Promise.all([
    loadShell(deps, contextOf(c), { assets: c.env?.ASSETS }),
    getMyReviews(deps, { token: member.accessToken }).then(
      async (reviews) => ({ ok: true as const, reviews: await heldReviews(deps, member, reviews) }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
}

const writeHref = (orderNo: string, seq: number) =>
  `/my-order/review/write${buildQuery([
    ['order', orderNo],
    ['seq', seq],
  ])}`;

orderPages.get('/review', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  const path = pageLink('reviews');
  if (!member) return c.redirect(loginHref(path), 303);
  const [shell, answer] = await loadMine(c, member);
  if (!answer.ok) {
    if (pageStatusFor(answer.error) === 401) return c.redirect(loginHref(path), 303);
    if (shouldLog(answer.error)) console.error('[reviews] mine unavailable', answer.error);
    return renderPage(c, { status: pageStatusFor(answer.error), shell, head: reviewsHead, headers: privateNoStore, body: <PageNotice title={ko.reviews.title} text={ko.reviews.unavailable} /> });
  }
  const written = Number(context.url.searchParams.get('written') ?? '');
  const product = productHrefTemplate(context);
  return renderPage(c, {
    shell,
    head: reviewsHead,
    headers: privateNoStore,
    body: (
      <MyReviewsPage
        reviews={answer.reviews}
        writeHref={writeHref}
        productHref={(no) => product.replace('{itemNo}', String(no))}
        justEarned={Number.isInteger(written) && written >= 0 && written <= 100_000 && context.url.searchParams.has('written') ? written : null}
      />
    ),
  });
});

orderPages.get('/review/write', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  const orderNo = (context.url.searchParams.get('order') ?? '').slice(0, 40);
  const seq = Number(context.url.searchParams.get('seq') ?? '');
  if (!member) return c.redirect(loginHref(writeHref(orderNo, Number.isInteger(seq) ? seq : 0)), 303);
  const [shell, answer] = await loadMine(c, member);
  const line = answer.ok ? answer.reviews.writable.find((w) => w.orderNo === orderNo && w.seq === seq) : undefined;
  if (!line) {
    return renderPage(c, { status: answer.ok ? 404 : pageStatusFor(answer.error), shell, head: reviewsHead, headers: privateNoStore, body: <ReviewWriteMissing listHref={pageLink('reviews')} /> });
  }
  const target = {
    itemName: line.itemName || `#${line.itemNo}`,
    brandName: line.brandName,
    optionText: line.optionText,
    mileage: line.mileage,
    gift: line.kind === 'gift',
    sample: line.kind === SAMPLE_LINE_KIND,
  };
  const form = { id: 'review-form', orderNo, seq, doneHref: pageLink('reviews') };
  return renderPage(c, { shell, head: { ...reviewsHead, title: `${ko.reviews.writeTitle} | ${ko.shell.siteName}` }, headers: privateNoStore, body: <ReviewWritePage target={target} form={form} /> });
});

const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;
const DONE_NOTICES: readonly DoneNotice[] = ['cancelled', 'refund-pending', 'return', 'exchange'];

orderPages.get('/detail/:orderNo', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  const raw = c.req.param('orderNo');
  const orderNo = ORDER_NO.test(raw) ? raw : null;
  const path = orderNo ? orderDetailHref(orderNo) : pageLink('orderList');
  if (!member) return c.redirect(loginHref(path), 303);
  const deps = upstreamDeps(c);
  const head = { title: `${ko.orderDetail.title} | ${ko.shell.siteName}`, robots: 'noindex' };
  const [shell, answer] = await Promise.all([
    loadShell(deps, context, { assets: c.env?.ASSETS }),
    orderNo === null
      ? Promise.resolve({ ok: false as const, error: null })
      : getOrderDetail(deps, { token: member.accessToken, orderNo }).then(
          (order) => ({ ok: true as const, order }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
  ]);
  if (!answer.ok) {
    // A malformed number, an unknown order and another member's are one answer: not found.
    const status = answer.error === null ? 404 : pageStatusFor(answer.error);
    if (status === 401) return c.redirect(loginHref(path), 303);
    if (answer.error !== null && shouldLog(answer.error)) console.error('[orders] detail unavailable', answer.error);
    const text = status === 404 || status === 400 ? ko.orderDetail.notFound : ko.orderDetail.unavailable;
    return renderPage(c, { status: status === 400 ? 404 : status, shell, head, headers: privateNoStore, body: <PageNotice title={ko.orderDetail.title} text={text} /> });
  }
  const { order } = answer;
  const sees = await seesAdultLines(deps, member, order.lines);
  const lines = order.lines.map((l) => heldUnless(sees, l));
  const product = productHrefTemplate(context);
  const view = orderDetailView({ ...order, lines }, context.now.getTime(), {
    product: (no) => product.replace('{itemNo}', String(no)),
    review: writeHref,
    checkout: (no) => `/checkout${buildQuery([['order', no]])}`,
    // Issue 31 §4: every paid order prints its receipt, on the my-page host that serves it.
    receipt: (no) => receiptLink(no, { at: context.at }),
  });
  const doneParam = context.url.searchParams.get('done');
  const done = DONE_NOTICES.find((d) => d === doneParam) ?? null;
  return renderPage(c, { shell, head, headers: privateNoStore, body: <OrderDetailPage view={view} listHref={pageLink('orderList')} done={done} /> });
});

/**
 * `/my-order/list` (issue 11 item 4; spec 2.5 order list): the member's orders, newest first,
 * ten a page, statuses read at the order clock. Members only; private, no-store. Mounted at
 * `/my-order`.
 */
import { Hono } from 'hono';
import { parseItemNo } from '../../../rules/item-no';
import { ko } from '../../../src/copy/ko';
import { OrderListPage, OrderListUnavailable } from '../../../src/member/components/OrderListPage';
import { orderView } from '../../../src/member/order-list';
import { loginHref } from '../../../src/member/return-to';
import { pageLink } from '../../../src/navigation/links';
import { buildQuery } from '../../../src/navigation/url';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { getOrders } from '../../upstream/orders';
import { upstreamDeps } from '../../upstream-deps';
import { loadShell } from '../shell-loader';

export const orderPages = new Hono<AppEnv>();

const PER_PAGE = 10;

orderPages.get('/list', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  const path = pageLink('orderList');
  if (!member) return c.redirect(loginHref(path), 303);
  const page = Math.min(parseItemNo(context.url.searchParams.get('page') ?? '1') ?? 1, 10_000);
  const deps = upstreamDeps(c);
  const [shell, answer] = await Promise.all([
    loadShell(deps, context, { assets: c.env?.ASSETS }),
    getOrders(deps, { token: member.accessToken, page, size: PER_PAGE }).then(
      (list) => ({ ok: true as const, list }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const head = { title: `${ko.orders.title} | ${ko.shell.siteName}`, robots: 'noindex' };
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!answer.ok) {
    if (shouldLog(answer.error)) console.error('[orders] list unavailable', answer.error);
    return renderPage(c, { status: pageStatusFor(answer.error), shell, head, headers, body: <OrderListUnavailable /> });
  }
  const { list } = answer;
  const pages = Math.max(1, Math.ceil(list.count / PER_PAGE));
  const at = (n: number) => `${path}${n > 1 ? buildQuery([['page', n]]) : ''}`;
  const orders = list.results.map((o) => orderView(o, (no) => `/checkout${buildQuery([['order', no]])}`));
  return renderPage(c, {
    shell,
    head,
    headers,
    body: <OrderListPage orders={orders} count={list.count} prevHref={page > 1 ? at(page - 1) : null} nextHref={page < pages ? at(page + 1) : null} />,
  });
});

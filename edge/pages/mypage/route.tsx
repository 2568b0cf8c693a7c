/**
 * `/mypage` (spec 3.7): the my-page root, served by the storefront when no my-page host is
 * configured (with `MYPAGE_ORIGIN` set, the links go to that host's root instead). Members only:
 * a visitor is sent to log in and comes back here. Never cached by anyone but the member's
 * browser (private, no-store). Mounted at `/mypage`.
 */
import { Hono, type Context } from 'hono';
import type { JSX } from 'react';
import { parseItemNo } from '../../../rules/item-no';
import { CouponsPage, GradePage, MileagePage } from '../../../src/member/components/WalletPages';
import { PageNotice } from '../../../src/member/components/PageNotice';
import { couponsView, mileageView } from '../../../src/member/wallet';
import { buildQuery } from '../../../src/navigation/url';
import type { Member } from '../../context/vars';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { getUserSummary } from '../../upstream/member';
import { getCoupons, getMileage } from '../../upstream/orders';
import { loadShell } from '../shell-loader';
import { orderDetailHref } from '../../../src/member/order-list';
import { ko } from '../../../src/copy/ko';
import { MyPage, MyPageUnavailable } from '../../../src/member/components/MyPage';
import { myPageView } from '../../../src/member/my-page';
import { loginHref } from '../../../src/member/return-to';
import { elsewhereLink, pageLink, type ElsewherePage, type ServedPage } from '../../../src/navigation/links';

const SERVED_SUPPORT = ['grade', 'mileage', 'coupon', 'noticeList', 'faq', 'contactUs'] as const satisfies readonly ServedPage[];
const ELSEWHERE_SUPPORT = ['inquiryList', 'productQna', 'voc', 'orderHistory', 'benefitGuide', 'offlineSpace'] as const satisfies readonly ElsewherePage[];
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { loadMyPage } from './loader';

export const myPages = new Hono<AppEnv>();

myPages.get('/', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  if (!member) return c.redirect(loginHref('/mypage'), 303);
  const { shell, summary, failedStatus, reviews } = await loadMyPage(upstreamDeps(c), context, member, { assets: c.env?.ASSETS });
  const head = { title: `${ko.myPage.title} | ${ko.shell.siteName}`, robots: 'noindex' };
  const headers = { 'Cache-Control': 'private, no-store' };
  // The origin refused a token the edge still took (its session ended on another isolate, within
  // the liveness memo's seconds): a visitor, sent to log in like any other, never a 401 page with a name.
  if (!summary && failedStatus === 401) return c.redirect(loginHref('/mypage'), 303);
  if (!summary) return renderPage(c, { status: failedStatus === 404 ? 503 : failedStatus, shell, head, headers, body: <MyPageUnavailable /> });
  const at = { at: context.at };
  const links = {
    likes: pageLink('likes', at),
    orders: pageLink('orderList', at),
    gifts: pageLink('receivedGifts', at),
    reviews: pageLink('reviews', at),
    account: pageLink('accountEdit', at),
    agreements: pageLink('agreements', at),
    leave: pageLink('leave', at),
    cart: pageLink('cart', at),
    // Issue 29 §2: the coupon and mileage tiles open their lists.
    mileage: pageLink('mileage', at),
    coupons: pageLink('coupon', at),
    // The customer centre is served here; the rest of spec 2.5's account links only when a
    // my-page host of their own serves them (links.ts ELSEWHERE_PAGES): never a dead end.
    support: [
      ...SERVED_SUPPORT.map((page) => ({ href: pageLink(page, at), label: ko.myPage.supportLinks[page] })),
      ...ELSEWHERE_SUPPORT.flatMap((page) => {
        const href = elsewhereLink(page, at);
        return href ? [{ href, label: ko.myPage.supportLinks[page] }] : [];
      }),
    ],
  };
  return renderPage(c, { shell, head, headers, body: <MyPage view={myPageView(summary, reviews)} links={links} /> });
});

// ── Issue 29 §2: the coupon, mileage and grade pages of spec 2.7's account links ─────────────

const privateNoStore = { 'Cache-Control': 'private, no-store' };
const MILEAGE_PER_PAGE = 20;

/** A member's page of their own: a visitor logs in and comes back; an ended session likewise. */
async function walletPage<T>(c: Context<AppEnv>, path: string, title: string, unavailable: string, load: (member: Member) => Promise<T>, draw: (data: T) => JSX.Element) {
  const context = contextOf(c);
  const { member } = context;
  if (!member) return c.redirect(loginHref(path), 303);
  const deps = upstreamDeps(c);
  const [shell, answer] = await Promise.all([
    loadShell(deps, context, { assets: c.env?.ASSETS }),
    load(member).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const head = { title: `${title} | ${ko.shell.siteName}`, robots: 'noindex' };
  if (!answer.ok) {
    const status = pageStatusFor(answer.error);
    if (status === 401) return c.redirect(loginHref(path), 303);
    if (shouldLog(answer.error)) console.error(`[mypage] ${path} unavailable`, answer.error);
    return renderPage(c, { status, shell, head, headers: privateNoStore, body: <PageNotice title={title} text={unavailable} /> });
  }
  return renderPage(c, { shell, head, headers: privateNoStore, body: draw(answer.data) });
}

myPages.get('/coupon', (c) => {
  const t = ko.orderDetail;
  return walletPage(
    c,
    pageLink('coupon'),
    t.couponsTitle,
    t.couponsUnavailable,
    (m) => getCoupons(upstreamDeps(c), { token: m.accessToken }),
    (list) => {
      const { usable, past } = couponsView(list);
      return <CouponsPage usable={usable} past={past} backHref={pageLink('mypage', { at: contextOf(c).at })} />;
    },
  );
});

myPages.get('/mileage', (c) => {
  const t = ko.orderDetail;
  const path = pageLink('mileage');
  const page = Math.min(parseItemNo(c.req.query('page') ?? '1') ?? 1, 10_000);
  const at = (n: number) => `${path}${n > 1 ? buildQuery([['page', n]]) : ''}`;
  return walletPage(
    c,
    path,
    t.mileageTitle,
    t.mileageUnavailable,
    (m) => getMileage(upstreamDeps(c), { token: m.accessToken, page, size: MILEAGE_PER_PAGE }),
    (list) => {
      const pages = Math.max(1, Math.ceil(list.count / MILEAGE_PER_PAGE));
      const { balance, entries } = mileageView(list);
      return (
        <MileagePage
          balance={balance}
          entries={entries}
          backHref={pageLink('mypage', { at: contextOf(c).at })}
          orderHref={orderDetailHref}
          prevHref={page > 1 ? at(page - 1) : null}
          nextHref={page < pages ? at(page + 1) : null}
        />
      );
    },
  );
});

const SHOWN_GRADES = ['VIP', 'RED', 'ORANGE', 'YELLOW', 'GREEN'] as const;

myPages.get('/grade', (c) => {
  const t = ko.orderDetail;
  return walletPage(
    c,
    pageLink('grade'),
    t.gradeTitle,
    ko.myPage.unavailable,
    (m) => getUserSummary(upstreamDeps(c), { token: m.accessToken, userNo: m.userNo }),
    (summary) => {
      const view = myPageView(summary, null);
      return <GradePage grade={view.grade} grades={[...SHOWN_GRADES]} backHref={pageLink('mypage', { at: contextOf(c).at })} />;
    },
  );
});

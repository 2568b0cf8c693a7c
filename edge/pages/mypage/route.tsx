/**
 * `/mypage` (spec 3.7): the my-page root, served by the storefront when no my-page host is
 * configured (with `MYPAGE_ORIGIN` set, the links go to that host's root instead). Members only:
 * a visitor is sent to log in and comes back here. Never cached by anyone but the member's
 * browser (private, no-store). Mounted at `/mypage`.
 */
import { Hono, type Context } from 'hono';
import type { JSX } from 'react';
import { CouponsPage, GradePage, MileagePage } from '../../../src/member/components/WalletPages';
import { PageNotice } from '../../../src/member/components/PageNotice';
import { couponsView, mileageView } from '../../../src/member/wallet';
import type { Member } from '../../context/vars';
import { getUserSummary } from '../../upstream/member';
import { getCoupons, getMileage } from '../../upstream/orders';
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
import { memberPage, pagingLinks, requestedPage } from '../member-page';

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

const MILEAGE_PER_PAGE = 20;

/** A wallet page: a member page (../member-page.tsx) whose failure is the page's notice. */
function walletPage<T>(c: Context<AppEnv>, path: string, title: string, unavailable: string, load: (member: Member) => Promise<T>, draw: (data: T) => JSX.Element) {
  return memberPage(c, { path, title, tag: `mypage ${path}`, load, unavailable: () => <PageNotice title={title} text={unavailable} />, draw: (data) => ({ body: draw(data) }) });
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
  const page = requestedPage(c);
  return walletPage(
    c,
    path,
    t.mileageTitle,
    t.mileageUnavailable,
    (m) => getMileage(upstreamDeps(c), { token: m.accessToken, page, size: MILEAGE_PER_PAGE }),
    (list) => {
      const { balance, entries } = mileageView(list);
      return (
        <MileagePage
          balance={balance}
          entries={entries}
          backHref={pageLink('mypage', { at: contextOf(c).at })}
          orderHref={orderDetailHref}
          {...pagingLinks(path, page, list.count, MILEAGE_PER_PAGE)}
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

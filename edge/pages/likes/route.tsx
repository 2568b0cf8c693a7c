/**
 * The likes page (issue 11 item 2, spec 2.5 likes): `/heart/product`, the member's liked items
 * in the shared grid (sorts and pages like every listing), each card with an unlike button.
 * Served by the storefront when no my-page host is configured. Members only: a visitor is sent
 * to log in and comes back. Mounted at `/heart`.
 */
import { Hono } from 'hono';
import { ko } from '../../../src/copy/ko';
import { loginHref } from '../../../src/member/return-to';
import { pageLink } from '../../../src/navigation/links';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { upstreamDeps } from '../../upstream-deps';
import { getLikedItems } from '../../upstream/member';
import { listingPage, pageQuery, title } from '../listing/page';
import type { ReactNode } from 'react';
import { parseItemNo } from '../../../rules/item-no';
import { LikedBrands } from '../../../src/member/components/LikedBrands';
import { LikesTabs } from '../../../src/member/components/LikesTabs';
import { buildQuery } from '../../../src/navigation/url';
import { renderPage } from '../../render/page';
import { getLikedBrands } from '../../upstream/brand-likes';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { loadShell } from '../shell-loader';

export const likesPages = new Hono<AppEnv>();

likesPages.get('/product', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  const path = pageLink('likes');
  if (!member) return c.redirect(loginHref(path), 303);
  const query = pageQuery(context);
  return listingPage(c, {
    id: 'likes',
    endpoint: '/api/v4/hearts',
    pageUrl: path,
    emptyText: ko.navigation.pages.likesEmpty,
    query,
    load: () => getLikedItems(upstreamDeps(c), { token: member.accessToken, query }),
    title: () => ko.navigation.pages.likesTitle,
    head: () => ({ title: title(ko.navigation.pages.likesTitle), robots: 'noindex' }),
    unlike: true,
    intro: () => <LikesTabs current="products" productsHref={path} brandsHref={pageLink('likedBrands')} />,
  });
});

/** The brand tab: the member's liked brands, 20 a page, each with its heart to unlike. */
likesPages.get('/brand', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  const path = pageLink('likedBrands');
  if (!member) return c.redirect(loginHref(path), 303);
  const page = Math.min(parseItemNo(context.url.searchParams.get('page') ?? '1') ?? 1, 10_000);
  const deps = upstreamDeps(c);
  const [shell, answer] = await Promise.all([
    loadShell(deps, context, { assets: c.env?.ASSETS }),
    getLikedBrands(deps, { token: member.accessToken, page, size: BRANDS_PER_PAGE }).then(
      (list) => ({ ok: true as const, list }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const head = { title: title(ko.navigation.pages.likesTitle), robots: 'noindex' };
  const headers = { 'Cache-Control': 'private, no-store' };
  const tabs = <LikesTabs current="brands" productsHref={pageLink('likes')} brandsHref={path} />;
  if (!answer.ok) {
    if (pageStatusFor(answer.error) === 401) return c.redirect(loginHref(path), 303);
    if (shouldLog(answer.error)) console.error('[likes] brands unavailable', answer.error);
    return renderPage(c, { status: pageStatusFor(answer.error), shell, head, headers, body: <LikedBrandsPage tabs={tabs} failed /> });
  }
  const brands = answer.list;
  const pages = Math.max(1, Math.ceil(brands.count / BRANDS_PER_PAGE));
  const at = (n: number) => `${path}${n > 1 ? buildQuery([['page', n]]) : ''}`;
  const list = (
    <LikedBrands brands={brands.results} count={brands.count} at={context.at} loginUrl={loginHref(path)} prevHref={page > 1 ? at(page - 1) : null} nextHref={page < pages ? at(page + 1) : null} />
  );
  return renderPage(c, { shell, head, headers, body: <LikedBrandsPage tabs={tabs}>{list}</LikedBrandsPage> });
});

const BRANDS_PER_PAGE = 20;

function LikedBrandsPage({ tabs, children, failed }: { tabs: ReactNode; children?: ReactNode; failed?: boolean }) {
  return (
    <section className="mx-auto max-w-3xl pb-8">
      <h1 className="m-0 px-4 pt-6 text-xl font-bold">{ko.navigation.pages.likesTitle}</h1>
      {tabs}
      {failed ? (
        <p role="alert" className="m-0 px-4 py-10 text-center text-sm">
          {ko.errors.genericTemporary}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

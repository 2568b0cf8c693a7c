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
import { LikedBrands } from '../../../src/member/components/LikedBrands';
import { LikesTabs } from '../../../src/member/components/LikesTabs';
import { getLikedBrands } from '../../upstream/brand-likes';
import { memberPage, pagingLinks, requestedPage } from '../member-page';

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
likesPages.get('/brand', (c) => {
  const context = contextOf(c);
  const path = pageLink('likedBrands');
  const page = requestedPage(c);
  const tabs = <LikesTabs current="brands" productsHref={pageLink('likes')} brandsHref={path} />;
  return memberPage(c, {
    path,
    title: ko.navigation.pages.likesTitle,
    tag: 'likes brands',
    load: (member) => getLikedBrands(upstreamDeps(c), { token: member.accessToken, page, size: BRANDS_PER_PAGE }),
    unavailable: () => <LikedBrandsPage tabs={tabs} failed />,
    draw: (brands) => ({
      body: (
        <LikedBrandsPage tabs={tabs}>
          <LikedBrands brands={brands.results} count={brands.count} at={context.at} loginUrl={loginHref(path)} {...pagingLinks(path, page, brands.count, BRANDS_PER_PAGE)} />
        </LikedBrandsPage>
      ),
    }),
  });
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

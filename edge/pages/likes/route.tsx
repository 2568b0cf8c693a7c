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
  });
});

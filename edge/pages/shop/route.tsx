/**
 * `/list/shop` (spec 2.6: the category tab's target): the category groups as one page of links.
 * Nothing personal in it: cached like the other catalogue pages. When no group can be loaded
 * the page says so with 503, so no cache keeps the empty page. Mounted at `/list`; other list
 * slugs are not served yet and fall through to the not-found page.
 */
import { Hono } from 'hono';
import { ko } from '../../../src/copy/ko';
import { ShopCategories } from '../../../src/listing/components/ShopCategories';
import { listLink } from '../../../src/navigation/links';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { loadGroups } from '../listing/category-groups';
import { LISTING_HEADERS, title } from '../listing/page';
import { loadShell } from '../shell-loader';

export const shopPages = new Hono<AppEnv>();

shopPages.get('/shop', async (c) => {
  const context = contextOf(c);
  const deps = upstreamDeps(c);
  const [shell, groups] = await Promise.all([loadShell(deps, context, { assets: c.env?.ASSETS }), loadGroups(deps)]);
  return renderPage(c, {
    status: groups.length > 0 ? 200 : 503,
    shell,
    head: { title: title(ko.navigation.pages.categoryMain), canonical: listLink('shop', { at: { ...context.at, currentOrigin: '' } }) ?? undefined },
    headers: LISTING_HEADERS,
    body: <ShopCategories groups={groups} at={context.at} />,
  });
});

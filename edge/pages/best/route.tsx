/**
 * Best items (spec 2.4 best): `/best-items[?category1_code=]`, all best sellers or those of one
 * first-level category, with the displayed groups' categories as chips. Mounted at `/best-items`.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ko } from '../../../src/copy/ko';
import { bestLink, pageLink } from '../../../src/navigation/links';
import { buildQuery } from '../../../src/navigation/url';
import { parseCategoryCodes, parseListingView, withFilters, withView } from '../../../src/listing/query';
import { Chips } from '../../../src/listing/components/Chips';
import { contextOf } from '../../context/request-context';
import { upstreamDeps } from '../../upstream-deps';
import { bestItems } from '../../upstream/navigation';
import { loadGroups } from '../listing/category-groups';
import { badRequestResponse, listingPage, pageFilters, pageQuery, title } from '../listing/page';

export const bestPages = new Hono<AppEnv>();

bestPages.get('/', async (c) => {
  const context = contextOf(c);
  const parsed = parseCategoryCodes(context.url.searchParams);
  // Only the first level filters best items; a deeper code here is a malformed address.
  if (parsed === null || (parsed !== 'none' && parsed.category2_code !== null)) return badRequestResponse(c);
  const c1 = parsed === 'none' ? null : parsed.category1_code;
  const { at } = context;
  const query = pageQuery(context);
  const filters = pageFilters(context);
  const base = bestLink(undefined, { at });
  // A shopper who narrowed by fit or gender, or chose large cards, keeps that in another category.
  const view = parseListingView(context.url.searchParams);
  const withCode = (code: string | null) => withView(withFilters(code ? bestLink(code, { at }) : base, filters), view);
  const groups = await loadGroups(upstreamDeps(c));
  const chips = [
    { key: 'all', label: ko.navigation.pages.bestAll, href: withCode(null), current: c1 === null },
    ...groups.flatMap((g) => g.category_list.map((top) => ({ key: top.category_code, label: top.category_name || g.name, href: withCode(top.category_code), current: top.category_code === c1 }))),
  ];
  return listingPage(c, {
    id: 'best-items',
    endpoint: `/api/v4/best-items${buildQuery([['category1_code', c1]])}`,
    pageUrl: bestLink(c1 ?? undefined),
    emptyText: ko.navigation.listing.empty,
    query,
    filters,
    load: () => bestItems(upstreamDeps(c), { category1Code: c1, query, filters }),
    title: (l) => (l?.category[0]?.name ? `${ko.navigation.pages.best} · ${l.category[0].name}` : ko.navigation.pages.best),
    head: () => ({ title: title(ko.navigation.pages.best), description: ko.navigation.pages.bestDescription, canonical: pageLink('best', { at: { ...at, currentOrigin: '' } }) }),
    intro: () => <Chips label={ko.navigation.pages.best} items={chips} />,
  });
});

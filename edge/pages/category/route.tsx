/**
 * Categories (spec 2.4, 3.8, 7): `/category/main` shows the displayed groups (1 여성, 2 남성,
 * 3 라이프) as entry points and the items of one first-level category; `/category/list` lists
 * the items under `category1_code[&category2_code[&category3_code]]` with its sub-categories
 * as chips. A malformed code is a 400, an unknown one the not-found page. Mounted at `/category`.
 */
import { Hono } from 'hono';
import type { SingleCategory } from '../../../schemas/category';
import type { AppEnv } from '../../app-env';
import { ko } from '../../../src/copy/ko';
import { categoryListLink, categoryMainLink, type LinkAt } from '../../../src/navigation/links';
import { parseCategoryCodes, parseListingView, withFilters, withView, type CategoryCodes, type ListingFilters } from '../../../src/listing/query';
import type { ViewModeCode } from '../../../rules/item-enums';
import { buildQuery } from '../../../src/navigation/url';
import { CategoryGroups } from '../../../src/listing/components/CategoryGroups';
import { Chips, type Chip } from '../../../src/listing/components/Chips';
import { contextOf } from '../../context/request-context';
import { upstreamDeps } from '../../upstream-deps';
import { categoryItems } from '../../upstream/navigation';
import { badRequestResponse, listingPage, pageFilters, pageQuery, title } from '../listing/page';
import { loadGroups } from '../listing/category-groups';
import { loadCategoryPaths } from './loader';

export const categoryPages = new Hono<AppEnv>();

/** The gateway's listing of these codes (pages through it); the page's own address comes from the link builders. */
const endpointFor = (codes: CategoryCodes | null) =>
  `/api/v4/categories/items${
    codes
      ? buildQuery([
          ['category1_code', codes.category1_code],
          ['category2_code', codes.category2_code],
          ['category3_code', codes.category3_code],
        ])
      : ''
  }`;

categoryPages.get('/main', async (c) => {
  const context = contextOf(c);
  const parsed = parseCategoryCodes(context.url.searchParams);
  if (parsed === null) return badRequestResponse(c);
  const groups = await loadGroups(upstreamDeps(c));
  const first = groups[0]?.category_list[0]?.category_code;
  const c1 = parsed !== 'none' ? parsed.category1_code : first;
  const { at } = context;
  const query = pageQuery(context);
  const filters = pageFilters(context);
  const codes: CategoryCodes | null = c1 ? { category1_code: c1, category2_code: null, category3_code: null } : null;
  return listingPage(c, {
    id: 'category-main-items',
    endpoint: endpointFor(codes),
    pageUrl: categoryMainLink({}, codes && parsed !== 'none' ? codes.category1_code : undefined),
    emptyText: ko.navigation.listing.empty,
    query,
    filters,
    load: () => (codes ? categoryItems(upstreamDeps(c), { codes, query, filters }) : Promise.reject(new Error('no category groups to show'))),
    title: () => ko.navigation.pages.categoryMain,
    head: () => ({ title: title(ko.navigation.pages.categoryMain), description: ko.navigation.pages.categoryMainDescription, canonical: categoryMainLink({ at: { ...at, currentOrigin: '' } }) }),
    intro: () => <CategoryGroups groups={groups} at={at} {...(c1 ? { current: c1 } : {})} />,
  });
});

/** Chips for the level below the deepest chosen one (second levels, or third under a second). */
function subCategoryChips(paths: SingleCategory[], codes: CategoryCodes, at: LinkAt, filters: ListingFilters, view: ViewModeCode): Chip[] {
  // A shopper who narrowed by fit or gender, or chose large cards, keeps that in a sibling category.
  const keep = (href: string | null) => (href === null ? href : withView(withFilters(href, filters), view));
  // Each level carries the upstream's count of its items (spec 3.8), the same on every path through it.
  const seen = new Map<string, { name: string; count: number }>();
  let parentCount: number | null = null;
  for (const p of paths) {
    const above = codes.category2_code === null ? p.category : p.category2?.code === codes.category2_code ? p.category2 : null;
    if (above && parentCount === null) parentCount = above.count;
    const level = codes.category2_code === null ? p.category2 : p.category2?.code === codes.category2_code ? p.category3 : null;
    if (level?.code && !seen.has(level.code)) seen.set(level.code, { name: level.name, count: level.count });
  }
  const parent: CategoryCodes = codes.category2_code === null ? codes : { ...codes, category3_code: null };
  const all = { key: 'all', label: ko.navigation.pages.categoryAll, count: parentCount, href: keep(categoryListLink(parent, { at })), current: codes.category3_code === null };
  const chips = [...seen].map(([code, { name, count }]) => {
    const target = codes.category2_code === null ? { ...codes, category2_code: code } : { ...codes, category3_code: code };
    const current = codes.category2_code === null ? false : codes.category3_code === code;
    return { key: code, label: name, count, href: keep(categoryListLink(target, { at })), current };
  });
  return [all, ...chips];
}

categoryPages.get('/list', async (c) => {
  const context = contextOf(c);
  const codes = parseCategoryCodes(context.url.searchParams, { required: true });
  if (codes === null || codes === 'none') return badRequestResponse(c);
  const { at } = context;
  const query = pageQuery(context);
  const filters = pageFilters(context);
  const deps = upstreamDeps(c);
  const paths = await loadCategoryPaths(deps, codes);
  return listingPage(c, {
    id: 'category-items',
    endpoint: endpointFor(codes),
    // parseCategoryCodes gave numeric, nested codes, so the builder keeps every level.
    pageUrl: categoryListLink(codes) ?? '/category/list',
    emptyText: ko.navigation.listing.empty,
    query,
    filters,
    load: () => categoryItems(deps, { codes, query, filters }),
    title: (l) => l?.category.at(-1)?.name || ko.navigation.pages.categoryList,
    head: (l) => {
      const name = l?.category.map((x) => x.name).join(' > ') || ko.navigation.pages.categoryList;
      const canonical = categoryListLink(codes, { at: { ...at, currentOrigin: '' } });
      return { title: title(name), description: ko.navigation.pages.listDescription(l?.category.at(-1)?.name || ko.navigation.pages.categoryList), ...(canonical ? { canonical } : {}) };
    },
    intro: () => <Chips label={ko.navigation.pages.categoryList} items={subCategoryChips(paths, codes, at, filters, parseListingView(context.url.searchParams))} />,
  });
});

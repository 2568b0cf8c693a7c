import { Hono, type Context } from 'hono';
import type { CategoryGroup, SingleCategory } from '../../schemas/category';
import type { AppEnv } from '../app-env';
import { ko } from '../../src/copy/ko';
import { categoryListLink, categoryMainLink, type LinkAt } from '../../src/navigation/links';
import { parseCategoryCodes, type CategoryCodes } from '../../src/listing/query';
import { linkAt } from '../context/hosts';
import { upstreamDeps } from '../upstream-deps';
import { CATEGORY_GROUP_IDS, categoryItems, getCategories, getCategoryGroup } from '../upstream/navigation';
import { badRequestResponse, Chips, listingPage, pageQuery, title } from './listing';

/**
 * Categories (spec 2.4, 3.8, 7): `/category/main` shows the displayed groups (1 여성, 2 남성,
 * 3 라이프) as entry points and the items of one first-level category; `/category/list` lists
 * the items under `category1_code[&category2_code[&category3_code]]` with its sub-categories
 * as chips. A malformed code is a 400, an unknown one the not-found page.
 */
export const categoryPages = new Hono<AppEnv>();

/** The displayed category groups; a group that fails to load is left out. */
export async function loadGroups(c: Context<AppEnv>): Promise<CategoryGroup[]> {
  const deps = upstreamDeps(c);
  const settled = await Promise.allSettled(CATEGORY_GROUP_IDS.map((id) => getCategoryGroup(deps, id)));
  const groups: CategoryGroup[] = [];
  for (const s of settled) {
    if (s.status === 'fulfilled') {
      if (s.value.is_display) groups.push(s.value);
    } else console.warn('[category] group unavailable', s.reason instanceof Error ? s.reason.message : String(s.reason));
  }
  return groups.sort((a, b) => a.sequence - b.sequence);
}

/** Each group with its first-level categories and their second levels, as links. */
export function GroupLinks({ groups, at, current }: { groups: CategoryGroup[]; at: LinkAt; current?: string }) {
  if (groups.length === 0) return null;
  return (
    <nav aria-label={ko.navigation.pages.homeCategories} className="px-4 pt-4" data-testid="category-groups">
      <div className="grid gap-4 md:grid-cols-3">
        {groups.map((g) => (
          <section key={g.category_group_no} aria-label={g.name}>
            <h2 className="m-0 text-base font-bold">{g.name}</h2>
            {g.category_list.map((top) => (
              <ul key={top.category_code} className="m-0 mt-2 flex list-none flex-wrap gap-x-3 gap-y-1 p-0 text-sm">
                <li>
                  <a
                    href={categoryListLink({ category1_code: top.category_code }, { at }) ?? undefined}
                    aria-current={current === top.category_code ? 'true' : undefined}
                    className="font-semibold text-black no-underline"
                  >
                    {ko.navigation.pages.categoryAll} {top.category_name}
                  </a>
                </li>
                {top.medium_category_list.map((m) => (
                  <li key={m.code}>
                    <a href={categoryListLink({ category1_code: top.category_code, category2_code: m.code }, { at }) ?? undefined} className="text-neutral-600 no-underline">
                      {m.name}
                    </a>
                  </li>
                ))}
              </ul>
            ))}
          </section>
        ))}
      </div>
    </nav>
  );
}

const endpointFor = (codes: CategoryCodes) => {
  const q = [`category1_code=${codes.category1_code}`];
  if (codes.category2_code) q.push(`category2_code=${codes.category2_code}`);
  if (codes.category3_code) q.push(`category3_code=${codes.category3_code}`);
  return q.join('&');
};

categoryPages.get('/category/main', async (c) => {
  const parsed = parseCategoryCodes(new URL(c.req.url).searchParams);
  if (parsed === null) return badRequestResponse(c);
  const groups = await loadGroups(c);
  const first = groups[0]?.category_list[0]?.category_code;
  const c1 = parsed !== 'none' ? parsed.category1_code : first;
  const at = linkAt(c);
  const query = pageQuery(c);
  const codes: CategoryCodes | null = c1 ? { category1_code: c1, category2_code: null, category3_code: null } : null;
  return listingPage(c, {
    id: 'category-main-items',
    endpoint: `/api/v4/categories/items?${codes ? endpointFor(codes) : ''}`,
    pageUrl: codes && parsed !== 'none' ? `/category/main?${endpointFor(codes)}` : '/category/main',
    emptyText: ko.navigation.listing.empty,
    query,
    load: () => (codes ? categoryItems(upstreamDeps(c), codes, query) : Promise.reject(new Error('no category groups to show'))),
    title: () => ko.navigation.pages.categoryMain,
    head: () => ({ title: title(ko.navigation.pages.categoryMain), canonical: categoryMainLink({ at: { ...at, currentOrigin: '' } }) }),
    intro: () => <GroupLinks groups={groups} at={at} {...(c1 ? { current: c1 } : {})} />,
  });
});

/** Chips for the level below the deepest chosen one (second levels, or third under a second). */
function subCategoryChips(paths: SingleCategory[], codes: CategoryCodes, at: LinkAt) {
  const seen = new Map<string, string>();
  for (const p of paths) {
    const level = codes.category2_code === null ? p.category2 : p.category2?.code === codes.category2_code ? p.category3 : null;
    if (level && level.code && !seen.has(level.code)) seen.set(level.code, level.name);
  }
  const parent: CategoryCodes = codes.category2_code === null ? codes : { ...codes, category3_code: null };
  const all = { key: 'all', label: ko.navigation.pages.categoryAll, href: categoryListLink(parent, { at }), current: codes.category3_code === null };
  const chips = [...seen].map(([code, name]) => {
    const target = codes.category2_code === null ? { ...codes, category2_code: code } : { ...codes, category3_code: code };
    const current = codes.category2_code === null ? false : codes.category3_code === code;
    return { key: code, label: name, href: categoryListLink(target, { at }), current };
  });
  return [all, ...chips];
}

categoryPages.get('/category/list', async (c) => {
  const codes = parseCategoryCodes(new URL(c.req.url).searchParams, { required: true });
  if (codes === null || codes === 'none') return badRequestResponse(c);
  const at = linkAt(c);
  const query = pageQuery(c);
  const deps = upstreamDeps(c);
  const pathsPromise = getCategories(deps, codes.category1_code).catch((): SingleCategory[] => []);
  const qs = endpointFor(codes);
  const paths = await pathsPromise;
  return listingPage(c, {
    id: 'category-items',
    endpoint: `/api/v4/categories/items?${qs}`,
    pageUrl: `/category/list?${qs}`,
    emptyText: ko.navigation.listing.empty,
    query,
    load: () => categoryItems(deps, codes, query),
    title: (l) => l?.category.at(-1)?.name || ko.navigation.pages.categoryList,
    head: (l) => {
      const name = l?.category.map((x) => x.name).join(' > ') || ko.navigation.pages.categoryList;
      const canonical = categoryListLink(codes, { at: { ...at, currentOrigin: '' } });
      return { title: title(name), ...(canonical ? { canonical } : {}) };
    },
    intro: () => <Chips label={ko.navigation.pages.categoryList} items={subCategoryChips(paths, codes, at)} />,
  });
});

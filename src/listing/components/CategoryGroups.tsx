import type { CategoryGroup } from '../../../schemas/category';
import { ko } from '../../copy/ko';
import { categoryListLink, type LinkAt } from '../../navigation/links';

/** Each displayed category group with its first-level categories and their second levels, as links. */
export function CategoryGroups({ groups, at, current }: { groups: CategoryGroup[]; at: LinkAt; current?: string }) {
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

import type { CategoryGroup } from '../../../schemas/category';
import { ko } from '../../copy/ko';
import type { LinkAt } from '../../navigation/links';
import { CategoryGroups } from './CategoryGroups';

/**
 * `/list/shop`, the bottom navigation's category tab (spec 2.6): every displayed category group
 * with its first- and second-level categories, each a link to its listing.
 */
export function ShopCategories({ groups, at }: { groups: CategoryGroup[]; at: LinkAt }) {
  return (
    <section className="mx-auto max-w-5xl pb-8" data-testid="shop-categories">
      <h1 className="m-0 px-4 pt-6 text-xl font-bold">{ko.navigation.pages.categoryMain}</h1>
      {groups.length > 0 ? (
        <CategoryGroups groups={groups} at={at} />
      ) : (
        <p role="alert" className="m-0 px-4 pt-4 text-sm">
          {ko.navigation.pages.shopCategoriesUnavailable}
        </p>
      )}
    </section>
  );
}

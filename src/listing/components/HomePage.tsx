import type { CategoryGroup } from '../../../schemas/category';
import type { EditorialLink } from '../../content/editorial';
import { EditorialSection } from '../../content/EditorialLinks';
import { ko } from '../../copy/ko';
import { pageLink, type LinkAt } from '../../navigation/links';
import type { GridCard } from '../cards';
import { GridCards } from '../GridCards';
import { HeartLoginTemplate } from '../HeartLoginTemplate';
import { CategoryGroups } from './CategoryGroups';

export interface HomePageProps {
  groups: CategoryGroup[];
  /** The best sellers as grid cards; `failed` when they could not be loaded. */
  best: { cards: GridCard[]; failed: boolean };
  at: LinkAt;
  /** The upstream's editorial references, linked (issue 31 §4); none draws no section. */
  editorial?: readonly EditorialLink[];
}

/** The home page: the category groups as entry points, the editorial section and the best sellers, with a link to more. */
export function HomePage({ groups, best, at, editorial = [] }: HomePageProps) {
  return (
    <>
      <h1 className="sr-only">{ko.shell.siteName}</h1>
      <CategoryGroups groups={groups} at={at} />
      <EditorialSection links={editorial} />
      <section aria-labelledby="home-best" className="px-4 pt-8">
        <div className="flex items-baseline justify-between">
          <h2 id="home-best" className="m-0 text-lg font-bold">
            {ko.navigation.pages.homeBest}
          </h2>
          <a href={pageLink('best', { at })} className="text-sm text-neutral-600 no-underline">
            {ko.navigation.pages.moreBest}
          </a>
        </div>
        <div className="mt-3">
          {best.cards.length > 0 ? (
            <>
              <GridCards cards={best.cards} label={ko.navigation.pages.homeBest} testId="home-best" heartsBack="/" />
              <HeartLoginTemplate />
            </>
          ) : (
            <p className="py-12 text-center text-sm text-neutral-600">{best.failed ? ko.navigation.listing.error : ko.navigation.listing.empty}</p>
          )}
        </div>
      </section>
    </>
  );
}

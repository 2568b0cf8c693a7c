import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ko } from '../../src/copy/ko';
import { pageLink } from '../../src/navigation/links';
import { toGridCard } from '../../src/listing/cards';
import { GridCards } from '../../src/listing/GridCards';
import { DEFAULT_SORT } from '../../src/listing/query';
import { linkAt } from '../context/hosts';
import { renderPage } from '../render/page';
import { upstreamDeps } from '../upstream-deps';
import { bestItems, type Listing } from '../upstream/navigation';
import { GroupLinks, loadGroups } from './category';
import { LISTING_HEADERS, productHrefTemplate } from './listing';

/**
 * The home page `/`: the best sellers (the shared grid's cards, no paging here) and the
 * category groups as entry points. Both are best effort: the home page never fails because
 * one of them did; it links to the best-items page for more.
 */
export const homePages = new Hono<AppEnv>();

const HOME_BEST_COUNT = 8;

homePages.get('/', async (c) => {
  const at = linkAt(c);
  const [best, groups] = await Promise.all([
    bestItems(upstreamDeps(c), null, { sort: DEFAULT_SORT, page: 1, size: HOME_BEST_COUNT }).catch((error: unknown): Listing | null => {
      console.warn('[home] best items unavailable', error instanceof Error ? error.message : String(error));
      return null;
    }),
    loadGroups(c),
  ]);
  const template = productHrefTemplate(c);
  const cards = best?.results.map((card) => toGridCard(card, template)) ?? [];
  return renderPage(c, {
    head: { title: ko.shell.siteName, description: ko.shell.siteDescription, canonical: `${at.hosts.siteOrigin}/` },
    headers: LISTING_HEADERS,
    body: (
      <>
        <h1 className="sr-only">{ko.shell.siteName}</h1>
        <GroupLinks groups={groups} at={at} />
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
            {cards.length > 0 ? (
              <GridCards cards={cards} label={ko.navigation.pages.homeBest} testId="home-best" />
            ) : (
              <p className="py-12 text-center text-sm text-neutral-600">{best ? ko.navigation.listing.empty : ko.navigation.listing.error}</p>
            )}
          </div>
        </section>
      </>
    ),
  });
});

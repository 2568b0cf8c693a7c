import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ko } from '../../src/copy/ko';
import { searchLink } from '../../src/navigation/links';
import { parseKeyword } from '../../src/listing/query';
import { linkAt } from '../context/hosts';
import { renderPage } from '../render/page';
import { upstreamDeps } from '../upstream-deps';
import { getPopularKeywords, searchItems } from '../upstream/navigation';
import { badRequestResponse, listingPage, pageQuery, title } from './listing';

/**
 * Search (spec 2.2, 2.4): `/search?keyword=` lists the results (label search_result); without a
 * keyword, and on the bottom navigation's search start `/start`, the page invites a search and
 * lists the popular keywords. An over-long keyword is a 400.
 */
export const searchPages = new Hono<AppEnv>();

async function searchStart(c: Context<AppEnv>): Promise<Response> {
  let keywords: string[] = [];
  try {
    keywords = await getPopularKeywords(upstreamDeps(c));
  } catch (error) {
    console.warn('[search start] popular keywords unavailable', error instanceof Error ? error.message : String(error));
  }
  const at = linkAt(c);
  return renderPage(c, {
    head: { title: title(ko.navigation.pages.searchStart), robots: 'noindex' },
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' },
    body: (
      <section className="px-4 py-8" aria-labelledby="search-start-title" data-testid="search-start">
        <h1 id="search-start-title" className="m-0 text-xl font-bold">
          {ko.navigation.pages.searchStart}
        </h1>
        <p className="mt-2 text-sm text-neutral-600">{ko.navigation.pages.searchStartBody}</p>
        {keywords.length > 0 ? (
          <>
            <h2 className="mt-8 text-base font-bold">{ko.navigation.search.popular}</h2>
            <ol className="m-0 mt-3 grid list-none gap-2 p-0 text-sm sm:grid-cols-2">
              {keywords.map((k, i) => (
                <li key={k}>
                  <a href={searchLink(k, { at })} className="text-black no-underline">
                    <span className="mr-2 font-bold">{i + 1}</span>
                    {k}
                  </a>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </section>
    ),
  });
}

searchPages.get('/start', searchStart);

searchPages.get('/search', async (c) => {
  const parsed = parseKeyword(c.req.query('keyword'));
  if (!parsed.ok) return parsed.reason === 'blank' ? searchStart(c) : badRequestResponse(c);
  const keyword = parsed.keyword;
  const query = pageQuery(c);
  const enc = encodeURIComponent(keyword);
  return listingPage(c, {
    id: 'search-results',
    endpoint: `/api/v4/search/items?keyword=${enc}`,
    pageUrl: `/search?keyword=${enc}`,
    emptyText: ko.navigation.listing.emptySearch(keyword),
    query,
    load: () => searchItems(upstreamDeps(c), keyword, query),
    title: () => ko.navigation.pages.searchTitle(keyword),
    head: () => ({ title: title(ko.navigation.pages.searchTitle(keyword)), robots: 'noindex, follow' }),
  });
});

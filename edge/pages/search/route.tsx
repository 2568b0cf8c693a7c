/**
 * Search (spec 2.2, 2.4): `/search?keyword=` lists the results (label search_result); without a
 * keyword, and on the bottom navigation's search start `/start`, the page invites a search and
 * lists the popular keywords. An over-long keyword is a 400. Mounted at `/search` and `/start`.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { ko } from '../../../src/copy/ko';
import { parseKeyword } from '../../../src/listing/query';
import { searchLink } from '../../../src/navigation/links';
import { buildQuery } from '../../../src/navigation/url';
import { SearchStartPage } from '../../../src/listing/components/SearchStartPage';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { badRequestResponse, listingPage, pageFilters, pageQuery, title } from '../listing/page';
import { loadSearchResults, loadSearchStart } from './loader';

export const searchPages = new Hono<AppEnv>();
export const searchStartPages = new Hono<AppEnv>();

async function searchStart(c: Context<AppEnv>): Promise<Response> {
  const context = contextOf(c);
  const { shell, keywords } = await loadSearchStart(upstreamDeps(c), context, { assets: c.env?.ASSETS });
  return renderPage(c, {
    shell,
    head: { title: title(ko.navigation.pages.searchStart), description: ko.navigation.pages.searchStartBody, robots: 'noindex' },
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' },
    body: <SearchStartPage keywords={keywords} at={context.at} />,
  });
}

searchStartPages.get('/', searchStart);

searchPages.get('/', async (c) => {
  const parsed = parseKeyword(c.req.query('keyword'));
  if (!parsed.ok) return parsed.reason === 'blank' ? searchStart(c) : badRequestResponse(c);
  const keyword = parsed.keyword;
  const query = pageQuery(contextOf(c));
  const filters = pageFilters(contextOf(c));
  return listingPage(c, {
    id: 'search-results',
    endpoint: `/api/v4/search/items${buildQuery([['keyword', keyword]])}`,
    pageUrl: searchLink(keyword),
    emptyText: ko.navigation.listing.emptySearch(keyword),
    query,
    filters,
    load: () => loadSearchResults(upstreamDeps(c), keyword, query, filters),
    title: () => ko.navigation.pages.searchTitle(keyword),
    head: () => ({ title: title(ko.navigation.pages.searchTitle(keyword)), description: ko.navigation.pages.searchDescription(keyword), robots: 'noindex, follow' }),
  });
});

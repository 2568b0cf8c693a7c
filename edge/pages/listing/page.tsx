/**
 * What every listing page (search results, brand home, category main and list, best items)
 * shares: the query, the first page loaded with the shell (loader.ts), and the answer for each
 * outcome.
 *
 * - loaded → 200 with the grid (an empty listing shows the grid's empty state);
 * - upstream 404 → the not-found page; upstream 400 → the bad-request page;
 * - timeout, network or schema failure → 503/502 (DECISIONS 4) with the page itself and the
 *   grid's error state, whose retry goes through the gateway.
 *
 * HTML depends on the device (banner, bottom navigation) and cookies: never publicly cached.
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../../app-env';
import { ko } from '../../../src/copy/ko';
import { homeLink, productLink } from '../../../src/navigation/links';
import { ListingSection, type ListingData } from '../../../src/listing/ListingSection';
import { BadQueryPage } from '../../../src/listing/components/BadQueryPage';
import { LISTING_PAGE_SIZE, parseListingFilters, parseListingQuery, parseListingView, withFilters, withView, type ListingFilters, type ListingQuery } from '../../../src/listing/query';
import { contextOf, type RequestContext } from '../../context/request-context';
import { renderPage } from '../../render/page';
import type { HeadData } from '../../render/Document';
import { upstreamDeps } from '../../upstream-deps';
import { errorPageHeaders, isUpstreamError, pageStatusFor, shouldLog } from '../../upstream/errors';
import { notFoundResponse } from '../errors';
import { loadShellOf } from '../shell-loader';
import { loadListingPage } from './loader';

export const LISTING_HEADERS = { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' };

/** The page's sort and page from the address; the size is the page's own. */
export function pageQuery(context: RequestContext): ListingQuery {
  return { ...parseListingQuery(context.url.searchParams), size: LISTING_PAGE_SIZE };
}

/** The fit and gender filters of the address; a value that is not a spec 4.2 code is ignored. */
export function pageFilters(context: RequestContext): ListingFilters {
  return parseListingFilters(context.url.searchParams);
}

/** Product links as a template (`…/products/{itemNo}`), with the hosts and app scheme applied. */
export function productHrefTemplate(context: RequestContext): string {
  const sample = productLink(1, {}, { at: context.at, inAppWebView: context.inAppWebView }) ?? '';
  return sample.replace(/(products?)\/1$/, '$1/{itemNo}');
}

export interface ListingPageOptions<T extends ListingData> {
  id: string;
  endpoint: string;
  pageUrl: string;
  emptyText: string;
  query: ListingQuery;
  load: () => Promise<T>;
  head: (listing: T | null) => HeadData;
  title: (listing: T | null) => string;
  intro?: (listing: T | null) => ReactNode;
  /** The likes page: cards carry an unlike button. */
  unlike?: boolean;
  /**
   * The fit and gender filters (pageFilters): the page offers them, and `endpoint` and `pageUrl`
   * carry the ones in force (so sorting and paging keep them). `load` must apply them too.
   */
  filters?: ListingFilters;
}

export async function listingPage<T extends ListingData>(c: Context<AppEnv>, o: ListingPageOptions<T>): Promise<Response> {
  const context = contextOf(c);
  const { shell, listing, failure } = await loadListingPage(upstreamDeps(c), context, o.load, { assets: c.env?.ASSETS });
  if (failure !== null) {
    const status = pageStatusFor(failure);
    if (status === 404) return notFoundResponse(c);
    if (status === 400 && isUpstreamError(failure)) return badRequestResponse(c);
    if (shouldLog(failure)) console.error(`[listing ${o.id}] first page failed with ${status}`, failure);
  }
  const status = failure === null ? 200 : pageStatusFor(failure);
  // The view mode is the page's own (the gateway never sees it): in the page's address, so the
  // filters, sorting and paging keep it.
  const view = parseListingView(context.url.searchParams);
  const pageUrl = withView(o.filters ? withFilters(o.pageUrl, o.filters) : o.pageUrl, view);
  return renderPage(c, {
    status,
    shell,
    head: o.head(listing),
    headers: failure === null ? LISTING_HEADERS : { ...LISTING_HEADERS, ...errorPageHeaders(failure) },
    // The likes page is a member's own: no rules (renderPage also checks the member).
    speculation: !o.unlike,
    body: (
      <ListingSection
        id={o.id}
        title={o.title(listing)}
        intro={o.intro?.(listing)}
        endpoint={o.filters ? withFilters(o.endpoint, o.filters) : o.endpoint}
        pageUrl={pageUrl}
        hrefTemplate={productHrefTemplate(context)}
        emptyText={o.emptyText}
        listing={listing}
        requested={o.query}
        now={context.now}
        {...(o.filters ? { filters: o.filters } : {})}
        {...(o.unlike ? { unlike: true } : {})}
        {...(view ? { view } : {})}
      />
    ),
  });
}

/** A malformed address (a category code with letters, an over-long keyword): 400, a clean page. */
export async function badRequestResponse(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, {
    status: 400,
    shell: await loadShellOf(c, { notices: false }),
    head: { title: `${ko.navigation.pages.badQuery} | ${ko.shell.siteName}`, robots: 'noindex' },
    headers: { 'Cache-Control': 'no-store' },
    body: <BadQueryPage homeHref={homeLink()} />,
  });
}

export const title = (text: string) => `${text} | ${ko.shell.siteName}`;

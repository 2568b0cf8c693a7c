import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../app-env';
import { ko } from '../../src/copy/ko';
import { productLink } from '../../src/navigation/links';
import { ListingSection, type ListingData } from '../../src/listing/ListingSection';
import { LISTING_PAGE_SIZE, parseListingQuery, type ListingQuery } from '../../src/listing/query';
import { linkAt } from '../context/hosts';
import { renderPage } from '../render/page';
import type { HeadData } from '../render/Document';
import { errorPageHeaders, isUpstreamError, pageStatusFor, shouldLog } from '../upstream/errors';
import { notFoundResponse } from './errors';

/**
 * What every listing page (search results, brand home, category main and list, best items)
 * shares: the query, the first page loaded before the shell, and the answer for each outcome.
 *
 * - loaded → 200 with the grid (an empty listing shows the grid's empty state);
 * - upstream 404 → the not-found page; upstream 400 → the bad-request page;
 * - timeout, network or schema failure → 503/502 (DECISIONS 4) with the page itself and the
 *   grid's error state, whose retry goes through the gateway.
 *
 * HTML depends on the device (banner, bottom navigation) and cookies: never publicly cached.
 */
export const LISTING_HEADERS = { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' };

/** The page's sort and page from the address; the size is the page's own. */
export function pageQuery(c: Context<AppEnv>): ListingQuery {
  return { ...parseListingQuery(new URL(c.req.url).searchParams), size: LISTING_PAGE_SIZE };
}

/** Product links as a template (`…/products/{itemNo}`), with the hosts and app scheme applied. */
export function productHrefTemplate(c: Context<AppEnv>): string {
  const sample = productLink(1, {}, { at: linkAt(c), inAppWebView: c.var.device?.kind === 'appWebView' }) ?? '/products/1';
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
}

export async function listingPage<T extends ListingData>(c: Context<AppEnv>, o: ListingPageOptions<T>): Promise<Response> {
  let listing: T | null = null;
  let failure: unknown = null;
  try {
    listing = await o.load();
  } catch (error) {
    const status = pageStatusFor(error);
    if (status === 404) return notFoundResponse(c);
    if (status === 400 && isUpstreamError(error)) return badRequestResponse(c);
    if (shouldLog(error)) console.error(`[listing ${o.id}] first page failed with ${status}`, error);
    failure = error;
  }
  const status = failure === null ? 200 : pageStatusFor(failure);
  return renderPage(c, {
    status,
    head: o.head(listing),
    headers: failure === null ? LISTING_HEADERS : { ...LISTING_HEADERS, ...errorPageHeaders(failure) },
    body: (
      <ListingSection
        id={o.id}
        title={o.title(listing)}
        intro={o.intro?.(listing)}
        endpoint={o.endpoint}
        pageUrl={o.pageUrl}
        hrefTemplate={productHrefTemplate(c)}
        emptyText={o.emptyText}
        listing={listing}
        requested={o.query}
      />
    ),
  });
}

/** A malformed address (a category code with letters, an over-long keyword): 400, a clean page. */
export function badRequestResponse(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, {
    status: 400,
    head: { title: `${ko.navigation.pages.badQuery} | ${ko.shell.siteName}`, robots: 'noindex' },
    headers: { 'Cache-Control': 'no-store' },
    noNotices: true,
    body: (
      <section className="px-4 py-24 text-center" aria-labelledby="bad-request-title" data-testid="bad-request">
        <h1 id="bad-request-title" className="text-xl font-bold">
          {ko.navigation.pages.badQuery}
        </h1>
        <p className="mt-3 text-sm text-neutral-600">{ko.navigation.pages.badQueryBody}</p>
        <a href="/" className="mt-8 inline-block rounded bg-black px-6 py-3 text-sm font-semibold text-white no-underline">
          {ko.errors.goHome}
        </a>
      </section>
    ),
  });
}

export const title = (text: string) => `${text} | ${ko.shell.siteName}`;

/** Category chips: links to sibling listings, the current one marked. */
export function Chips({ items, label }: { items: Array<{ key: string; label: string; href: string | null; current: boolean }>; label: string }) {
  const shown = items.filter((i) => i.href !== null);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label} className="overflow-x-auto px-4 pt-3">
      <ul className="m-0 flex list-none gap-2 p-0 text-sm">
        {shown.map((i) => (
          <li key={i.key} className="shrink-0">
            <a
              href={i.href ?? undefined}
              aria-current={i.current ? 'page' : undefined}
              className={`block rounded-full border px-3 py-1 no-underline ${i.current ? 'border-black bg-black text-white' : 'border-neutral-300 text-black'}`}
            >
              {i.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The item page (spec 2.1, 4): `/products/{itemNo}`, mounted at `/products`, with its sub-views
 * (photo reviews, option page, shortform: ./photo-reviews.tsx, ./subview-routes.tsx); and the old
 * address `/catalog/{itemNo}`, mounted at `/catalog`, answering 301 to it.
 */
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { upstreamDeps } from '../../upstream-deps';
import { getItemDetail } from '../../upstream/catalog';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { parseItemNo } from '../../../rules/item-no';
import { notFoundResponse, unavailableResponse } from '../errors';
import { renderPage } from '../../render/page';
import { loadProductPage, PRODUCT_PAGE_QUERY, type ProductPageData } from './loader';
import type { ShellData } from '../shell-loader';
import { productHead } from './seo';
import { buildProductView, type ProductView } from '../../../src/product/page-view';
import { selectionEntryOf } from '../../../src/product/selection-entry';
import { themeFor } from '../../../src/navigation/page-type';
import { productViewContext } from './view-context';
import { productPath } from '../../../src/navigation/links';
import { contextOf } from '../../context/request-context';
import { ProductPage } from '../../../src/product/components/ProductPage';
import { AdultGatePage } from '../../../src/identity/components/AdultGatePage';
import { ko } from '../../../src/copy/ko';
import { adultGateState, gateContext } from '../../context/adult-gate';
import { withSignedImages } from '../../context/adult-images';
import { cachedPage, keepNoPage } from '../cached-page';
import { fragmentCacheOff } from '../../render/fragment-cache';
import { photoReviewList, photoReviewViewer } from './photo-reviews';
import { reviewListPage } from './reviews';
import { optionPage, shortformPage } from './subview-routes';

export const productPages = new Hono<AppEnv>();
export const catalogRedirect = new Hono<AppEnv>();

// DECISIONS 2: /catalog/{itemNo} is an old address; it answers 301 with the query kept.
catalogRedirect.get('/:itemNo{.*}', (c) => {
  const { url } = contextOf(c);
  const rest = url.pathname.slice('/catalog/'.length);
  return c.redirect(`${productPath(rest)}${url.search}`, 301);
});

/** The app's selection entry point, on item pages in the app web view (spec 7.1). */
function appEntry(view: ProductView, pathname: string) {
  const entry = selectionEntryOf(view, themeFor(pathname));
  return entry ? { appSelectionEntry: entry } : {};
}

productPages.get('/:itemNo/reviews', reviewListPage);
productPages.get('/:itemNo/photo-reviews', photoReviewList);
productPages.get('/:itemNo/photo-reviews/view', photoReviewViewer);
productPages.get('/:itemNo/options', optionPage);
productPages.get('/:itemNo/shortform', shortformPage);

/**
 * A kept item page is served only after the adult decision, made on the item detail as the
 * upstream cache has it now (issue 10): an item that turned adult-only since the page was kept
 * gets the gate, never the old page. The kept page never outlives that cached answer
 * (page-caching.ts), so this is normally a Cache API read, not an upstream call.
 */
async function stillNotAdult(c: Context<AppEnv>): Promise<boolean | Response> {
  const itemNo = parseItemNo(c.req.param('itemNo') ?? '');
  if (itemNo === null) return false;
  try {
    return (await getItemDetail(upstreamDeps(c), { itemNo })).useAdultCheck !== 'T';
  } catch (error) {
    return itemFailed(c, itemNo, error);
  }
}

function itemFailed(c: Context<AppEnv>, itemNo: number, error: unknown): Response | Promise<Response> {
  const status = pageStatusFor(error);
  if (shouldLog(error)) console.error(`[product ${itemNo}] item detail failed with ${status}`, error);
  return status === 404 ? notFoundResponse(c, 'item') : unavailableResponse(c, status, error);
}

// The visitor page cache wraps the item page (edge/pages/cached-page.ts).
productPages.get('/:itemNo', cachedPage({ query: PRODUCT_PAGE_QUERY, servable: stillNotAdult }), async (c) => {
  // A malformed item number never reaches the upstream.
  const itemNo = parseItemNo(c.req.param('itemNo'));
  if (itemNo === null) return notFoundResponse(c, 'item');

  const context = contextOf(c);
  const failed = (error: unknown) => itemFailed(c, itemNo, error);

  let data: ProductPageData;
  let shell: ShellData;
  try {
    ({ data, shell } = await loadProductPage(upstreamDeps(c), context, itemNo, { assets: c.env?.ASSETS }));
  } catch (error) {
    return failed(error);
  }

  // ARCHITECTURE rule 8: an adult-only item's content never leaves the edge unverified, and
  // its page is never kept by any cache, whoever asked (spec 4.5, decided before render).
  const adultOnly = data.item.useAdultCheck === 'T';
  if (adultOnly) {
    // Adult-only content is never kept, not even for the verified member it was rendered for.
    keepNoPage(c);
    const state = await adultGateState(c);
    if (state !== 'content') {
      data.cancelDeferred();
      return renderPage(c, {
        shell,
        head: { title: `${ko.identity.adultGateTitle} | ${ko.shell.siteName}`, robots: 'noindex, nofollow' },
        headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
        body: <AdultGatePage itemNo={itemNo} state={state} {...gateContext(c)} />,
      });
    }
    // Only a verified adult's page carries URLs the image route serves for this item.
    data = { ...data, item: await withSignedImages(data.item, c.env?.IMAGE_URL_KEY, Date.now()) };
    // Nor is any part of it cached as a fragment (edge/render/fragment-cache.tsx): drawn for each verified adult.
    c.set('fragmentCache', fragmentCacheOff);
  }

  const view = buildProductView(data, productViewContext(c));
  return renderPage(c, {
    shell,
    head: { ...productHead({ item: data.item, title: view.title, saleState: view.sale.state, siteOrigin: context.siteOrigin }), ...appEntry(view, context.url.pathname) },
    headers: adultOnly ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie, User-Agent' } : { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' },
    body: <ProductPage view={view} data={data} />,
    // Its related and recommended cards are prerendered on hover; never from an adult item's page.
    speculation: !adultOnly,
  });
});

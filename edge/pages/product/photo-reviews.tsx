/**
 * The photo review list and viewer of spec 2.1, under the item: `/products/{itemNo}/photo-reviews`
 * (`?page=`) and `/products/{itemNo}/photo-reviews/view?at=` (the at-th photo review, newest
 * first). Read from the item's reviews call with `photo=T`; a number past the end shows the last
 * review. An adult-only item's reviews are shown only to whom its page shows the item: anyone
 * else goes to the item page, which asks for the verification.
 */
import type { Context } from 'hono';
import { parseItemNo } from '../../../rules/item-no';
import { ko } from '../../../src/copy/ko';
import { PhotoReviewList, PhotoReviewViewer, type PhotoReviewLinks } from '../../../src/product/components/PhotoReviews';
import { listPaging, PHOTO_REVIEWS_PER_PAGE, positionOf, viewerPaging } from '../../../src/product/photo-reviews';
import { productPath } from '../../../src/navigation/links';
import { buildQuery } from '../../../src/navigation/url';
import type { AppEnv } from '../../app-env';
import { adultGateState } from '../../context/adult-gate';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { getItemDetail, getReviews } from '../../upstream/catalog';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { upstreamDeps } from '../../upstream-deps';
import { notFoundResponse, unavailableResponse } from '../errors';
import { LISTING_HEADERS } from '../listing/page';
import { loadShell } from '../shell-loader';

const linksFor = (itemNo: number): PhotoReviewLinks => {
  const base = `${productPath(itemNo)}/photo-reviews`;
  return {
    item: productPath(itemNo),
    list: (page) => `${base}${page > 1 ? buildQuery([['page', page]]) : ''}`,
    view: (at) => `${base}/view${buildQuery([['at', at]])}`,
  };
};

type Which = { kind: 'list'; page: number } | { kind: 'view'; at: number };

async function photoReviewPage(c: Context<AppEnv>, which: Which) {
  const itemNo = parseItemNo(c.req.param('itemNo') ?? '');
  if (itemNo === null) return notFoundResponse(c, 'item');
  const deps = upstreamDeps(c);
  const context = contextOf(c);
  const size = which.kind === 'list' ? PHOTO_REVIEWS_PER_PAGE : 1;
  const page = which.kind === 'list' ? which.page : which.at;
  let item: Awaited<ReturnType<typeof getItemDetail>>;
  let reviews: Awaited<ReturnType<typeof getReviews>>;
  try {
    [item, reviews] = await Promise.all([getItemDetail(deps, { itemNo }), getReviews(deps, { itemNo, page, size, photo: true })]);
    // A stale number past the end: the last one there is (one more call, only then).
    const lastPage = Math.max(1, Math.ceil(reviews.count / size));
    if (reviews.results.length === 0 && reviews.count > 0 && page > lastPage) reviews = await getReviews(deps, { itemNo, page: lastPage, size, photo: true });
  } catch (error) {
    const status = pageStatusFor(error);
    if (shouldLog(error)) console.error(`[product ${itemNo}] photo reviews failed with ${status}`, error);
    return status === 404 ? notFoundResponse(c, 'item') : unavailableResponse(c, status, error);
  }
  const adultOnly = item.useAdultCheck === 'T';
  if (adultOnly && (await adultGateState(c)) !== 'content') return c.redirect(productPath(itemNo), 303);

  const shell = await loadShell(deps, context, { assets: c.env?.ASSETS });
  const headers = adultOnly ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } : LISTING_HEADERS;
  const head = { title: `${ko.pdp.photoReviewsTitle(item.itemName)} | ${ko.shell.siteName}`, robots: 'noindex' };
  const links = linksFor(itemNo);
  const withPhotos = reviews.results.filter((r) => r.photos.length > 0);
  if (which.kind === 'list') {
    const paging = listPaging(which.page, reviews.count);
    return renderPage(c, { shell, head, headers, body: <PhotoReviewList itemName={item.itemName} reviews={withPhotos} total={reviews.count} paging={paging} links={links} /> });
  }
  const paging = viewerPaging(which.at, reviews.count);
  const review = withPhotos[0];
  if (!paging || !review) return c.redirect(links.list(1), 303);
  return renderPage(c, { shell, head, headers, body: <PhotoReviewViewer itemName={item.itemName} review={review} paging={paging} links={links} /> });
}

export const photoReviewList = (c: Context<AppEnv>) => photoReviewPage(c, { kind: 'list', page: positionOf(c.req.query('page')) ?? 1 });

export const photoReviewViewer = (c: Context<AppEnv>) => photoReviewPage(c, { kind: 'view', at: positionOf(c.req.query('at')) ?? 1 });

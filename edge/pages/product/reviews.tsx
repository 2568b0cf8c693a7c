/**
 * The item's full review list (issue 29): `/products/{itemNo}/reviews?page=&sort=&photo=T`, ten
 * a page, newest first or by rating, every review or photo reviews only. The query is the
 * shopper's: a bad page, sort or filter is its default, and a page past the end is the last one
 * (never an error). An adult-only item's reviews are shown only to whom its page shows the item,
 * as the photo reviews: anyone else goes to the item page, which asks for the verification.
 */
import type { Context } from 'hono';
import { parseItemNo } from '../../../rules/item-no';
import { arrangeSampleReviews } from '../../../rules/sample-reviews';
import { ko } from '../../../src/copy/ko';
import { ReviewListPage } from '../../../src/product/components/ReviewListPage';
import { readReviewListQuery, reviewListPaging, REVIEWS_PER_PAGE } from '../../../src/product/review-list';
import { productPath } from '../../../src/navigation/links';
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

export async function reviewListPage(c: Context<AppEnv>) {
  const itemNo = parseItemNo(c.req.param('itemNo') ?? '');
  if (itemNo === null) return notFoundResponse(c, 'item');
  const deps = upstreamDeps(c);
  const context = contextOf(c);
  const query = readReviewListQuery((name) => c.req.query(name));
  const ask = (page: number) => getReviews(deps, { itemNo, page, size: REVIEWS_PER_PAGE, photo: query.photo, sort: query.sort });
  let item: Awaited<ReturnType<typeof getItemDetail>>;
  let reviews: Awaited<ReturnType<typeof getReviews>>;
  try {
    [item, reviews] = await Promise.all([getItemDetail(deps, { itemNo }), ask(query.page)]);
    // A stale page past the end: the last one there is (one more call, only then).
    const last = reviewListPaging(query.page, reviews.count).page;
    if (reviews.results.length === 0 && reviews.count > 0 && last < query.page) reviews = await ask(last);
  } catch (error) {
    const status = pageStatusFor(error);
    if (shouldLog(error)) console.error(`[product ${itemNo}] review list failed with ${status}`, error);
    return status === 404 ? notFoundResponse(c, 'item') : unavailableResponse(c, status, error);
  }
  const adultOnly = item.useAdultCheck === 'T';
  if (adultOnly && (await adultGateState(c)) !== 'content') return c.redirect(productPath(itemNo), 303);

  const shell = await loadShell(deps, context, { assets: c.env?.ASSETS });
  const headers = adultOnly ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } : LISTING_HEADERS;
  const head = { title: `${ko.reviewList.title(item.itemName)} | ${ko.shell.siteName}`, robots: 'noindex' };
  const paging = reviewListPaging(query.page, reviews.count);
  // Our origin sorted the sample reviews already; another upstream may not have.
  const shown = arrangeSampleReviews(reviews.results, item.sampleDisplay);
  const body = <ReviewListPage itemNo={itemNo} itemName={item.itemName} page={reviews} shown={shown} query={{ ...query, page: paging.page }} paging={paging} />;
  return renderPage(c, { shell, head, headers, body });
}

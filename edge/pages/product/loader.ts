import { settle } from '../../../src/async/settle';
import type { ProductPageData } from '../../../src/product/page-data';
import { getAdditionalDetail, getItemDetail, getQna, getRecommendations, getReviews } from '../../upstream/catalog';
import { shouldLog } from '../../upstream/errors';
import type { UpstreamDeps } from '../../upstream/request';

export type { ProductPageData };

/** The shopper's abort signal cancels uncached calls; cached ones finish for the next shopper. */
export type LoaderDeps = UpstreamDeps;

export const REVIEW_PAGE_SIZE = 5;
export const QNA_PAGE_SIZE = 5;

function logDeferred(section: string, itemNo: number, deps: LoaderDeps) {
  return (error: unknown) => {
    // The section renders "could not load": a page showing that must never be kept.
    deps.freshness?.uncacheable('deferred-failed');
    if (shouldLog(error)) console.error(`[product ${itemNo}] deferred ${section} failed`, error);
  };
}

/**
 * The item page's data. Deferred calls start together with the critical one, so a slow item
 * detail does not delay them; if the critical call fails they are cancelled.
 */
export async function loadProductPage(deps: LoaderDeps, itemNo: number): Promise<ProductPageData> {
  const controller = new AbortController();
  const signal = deps.signal ? AbortSignal.any([deps.signal, controller.signal]) : controller.signal;
  const d = { ...deps, signal };
  const additional = settle(getAdditionalDetail(d, itemNo), logDeferred('additional detail', itemNo, deps));
  const reviews = settle(getReviews(d, itemNo, { page: 1, size: REVIEW_PAGE_SIZE }), logDeferred('reviews', itemNo, deps));
  const qna = settle(getQna(d, itemNo, { page: 1, size: QNA_PAGE_SIZE }), logDeferred('qna', itemNo, deps));
  const similar = settle(getRecommendations(d, itemNo, 'similar'), logDeferred('recommendations', itemNo, deps));
  try {
    const item = await getItemDetail(d, itemNo);
    return { item, additional, reviews, qna, similar, cancelDeferred: () => controller.abort() };
  } catch (error) {
    controller.abort(error);
    throw error;
  }
}

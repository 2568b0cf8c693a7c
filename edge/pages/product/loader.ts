import { settle } from '../../../src/async/settle';
import type { ProductPageData } from '../../../src/product/page-data';
import { getAdditionalDetail, getItemDetail, getQna, getRecommendations, getReviews, REVIEW_PAGE_SIZE } from '../../upstream/catalog';
import { shouldLog } from '../../upstream/errors';
import { getHeart } from '../../upstream/member';
import { getBrandHeart } from '../../upstream/brand-likes';
import type { UpstreamDeps } from '../../upstream/request';
import type { RequestContext } from '../../context/request-context';
import { loadShell, type ShellData, type ShellOptions } from '../shell-loader';
import type { PageQuery } from '../../../src/navigation/url';

export type { ProductPageData };

/** The item page's data and its shell's, as the route hands them to render. */
export interface ProductPageLoad {
  data: ProductPageData;
  shell: ShellData;
}

/** The shopper's abort signal cancels uncached calls; cached ones finish for the next shopper. */
export type LoaderDeps = UpstreamDeps;

export { REVIEW_PAGE_SIZE };
export const QNA_PAGE_SIZE = 5;

function logDeferred(section: string, itemNo: number, deps: LoaderDeps) {
  return (error: unknown) => {
    // The section renders "could not load": a page showing that must never be kept.
    deps.freshness?.uncacheable('deferred-failed');
    if (shouldLog(error)) console.error(`[product ${itemNo}] deferred ${section} failed`, error);
  };
}

/**
 * The query parameters the item page's HTML reads: none. Campaign parameters are read by the
 * campaign middleware (their effect, the hidden app nudge, is a render input of its own), so a
 * tagged link, a cache-buster or junk is the same kept page, with a clean login return path.
 */
export const PRODUCT_PAGE_QUERY: PageQuery = [];

/**
 * The item page's data. Critical: the item detail (3 s) and the shell (shell-loader.ts, whose
 * cart count is itself deferred). Deferred: additional detail, reviews, Q&A, recommendations, and
 * a member's item and brand hearts (the brand's once the item detail names the brand);
 * they start together with the critical ones, so a slow item detail does not delay them; if
 * the item detail fails they are cancelled.
 */
export async function loadProductPage(deps: LoaderDeps, context: RequestContext, itemNo: number, shellOptions: ShellOptions = {}): Promise<ProductPageLoad> {
  // The deferred calls stop when the shopper leaves or the item detail fails. The request's
  // abort is passed on by a listener: AbortSignal.any made a third signal per page.
  const controller = new AbortController();
  const request = deps.signal;
  if (request?.aborted) controller.abort(request.reason);
  else request?.addEventListener('abort', () => controller.abort(request.reason), { once: true });
  const d = { ...deps, signal: controller.signal };
  const additional = settle(getAdditionalDetail(d, { itemNo }), logDeferred('additional detail', itemNo, deps));
  const reviews = settle(getReviews(d, { itemNo, page: 1, size: REVIEW_PAGE_SIZE }), logDeferred('reviews', itemNo, deps));
  const qna = settle(getQna(d, { itemNo, page: 1, size: QNA_PAGE_SIZE }), logDeferred('qna', itemNo, deps));
  const similar = settle(getRecommendations(d, { itemNo, type: 'similar' }), logDeferred('recommendations', itemNo, deps));
  // A member's own like: personal, so never on a visitor's (kept) page; a failure shows "not liked".
  const heart = context.member ? settle(getHeart(d, { token: context.member.accessToken, itemNo }), logDeferred('like state', itemNo, deps)) : null;
  const shell = loadShell(deps, context, { ...shellOptions, query: PRODUCT_PAGE_QUERY });
  try {
    const item = await getItemDetail(d, { itemNo });
    // The brand is known only now; the member's brand heart streams into the brand block.
    const brandNo = item.frontBrand.frontBrandNo;
    const brandHeart = context.member && brandNo > 0 ? settle(getBrandHeart(d, { token: context.member.accessToken, frontBrandNo: brandNo }), logDeferred('brand like state', itemNo, deps)) : null;
    return { data: { item, additional, reviews, qna, similar, heart, brandHeart, cancelDeferred: () => controller.abort() }, shell: await shell };
  } catch (error) {
    controller.abort(error);
    throw error;
  }
}

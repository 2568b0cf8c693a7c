import type { ItemCardBase } from '../../../schemas/item-detail';
import { callJson, type DataOptions } from '../../browser/data-client';
import type { ActionResult } from '../../browser/failures';
import { recommendationsRequest, buyNowRequest, cartRequest, restockRequest, type OrderLine, type RecommendationType } from './requests';
import { readCartAnswer, readCheckoutAnswer } from './responses';
import { readRecommendations } from './recommendation-answer';
import { checkoutTarget } from './urls';

/**
 * The purchase islands' calls, loaded on first use (lazy.ts) so none of this is in the chunks
 * that load before the shopper does anything.
 */
export const addToCart = (itemNo: number, lines: OrderLine[], o?: DataOptions): Promise<ActionResult<{ count: number }>> => callJson(cartRequest(itemNo, lines), readCartAnswer, o);

/** Buy now, or give as a gift: the answer is where checkout continues (an unsafe URL is a failure). */
export const buyNow = (itemNo: number, lines: OrderLine[], gift: boolean, o?: DataOptions): Promise<ActionResult<{ checkoutUrl: string }>> =>
  callJson(
    buyNowRequest(itemNo, lines, gift),
    (body) => {
      const answer = readCheckoutAnswer(body);
      const url = answer ? checkoutTarget(answer.checkoutUrl) : '';
      return url === '' ? null : { checkoutUrl: url };
    },
    o,
  );

export const requestRestock = (itemNo: number, optionNo: number | null, o?: DataOptions): Promise<ActionResult<true>> => callJson(restockRequest(itemNo, optionNo), () => true as const, o);

export { setLiked } from './heart-call';

export const getRecommendations = (itemNo: number, type: RecommendationType, o?: DataOptions): Promise<ActionResult<{ title: string; items: ItemCardBase[] }>> =>
  callJson(recommendationsRequest(itemNo, type), (b) => readRecommendations(b), o);

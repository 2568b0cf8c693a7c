import { formatSeoulMonthDayTime } from '../../rules/seoul-time';
import { promotionCopy } from '../copy/ko';
import type { PromotionPhase, PromotionState } from './periods';

/**
 * Where the promotion's banner shows (issue 12 item 6): the home, listing and item pages, by
 * their spec 2.4 label. Not on the landing itself (it has its own hero), the cart, checkout or
 * the member area.
 */
export const BANNER_PAGE_TYPES: ReadonlySet<string> = new Set(['/', 'best', 'category_main', 'category_list', 'brand_home', 'search_result', 'item_detail']);

/** The two dates a promotion shows, in Seoul time: when the main period opens, and the last minute of the final day. */
export function promotionDates(state: PromotionState): { opens: string; ends: string } {
  return { opens: formatSeoulMonthDayTime(state.opensAt), ends: formatSeoulMonthDayTime(new Date(state.endsAt.getTime() - 60_000)) };
}

/** The phase's dated line: teasing counts down to the opening, the main period and final day to the end. */
export function whenText(state: PromotionState, words: Record<PromotionPhase, (date: string) => string>): string {
  const { opens, ends } = promotionDates(state);
  return words[state.phase](state.phase === 'teasing' ? opens : ends);
}

export interface PromotionBanner {
  phase: PromotionPhase;
  text: string;
  cta: string;
  href: string;
}

/** The banner a page of this type shows in this promotion state, or null. */
export function promotionBanner(pageType: string, state: PromotionState | null, href: string): PromotionBanner | null {
  if (!state || !BANNER_PAGE_TYPES.has(pageType)) return null;
  return { phase: state.phase, text: whenText(state, promotionCopy.banner), cta: promotionCopy.cta[state.phase], href };
}

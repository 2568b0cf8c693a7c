import { formatKoNumber } from '../../../rules/ko-number';

/**
 * The heart toggle's state: an optimistic flip while the call runs, the server's word when it
 * answers, the previous state back when it fails.
 */
export interface HeartState {
  liked: boolean;
  /** null: the count is unknown and is not shown (it also stays unknown when toggled). */
  count: number | null;
}

export function optimisticToggle(state: HeartState): HeartState {
  const liked = !state.liked;
  if (state.count === null) return { liked, count: null };
  return { liked, count: Math.max(0, state.count + (liked ? 1 : -1)) };
}

/** The answer of the call, trusted over our own guess. */
export const confirmedHeart = (answer: { liked: boolean; heartCount: number }): HeartState => ({
  liked: answer.liked,
  count: Math.max(0, Math.floor(answer.heartCount)),
});

/** '4,821'; '' for an unknown count. Without Intl, whose first use is a long task (rules/ko-number.ts). */
export const formatHeartCount = (count: number | null): string => (count === null || !Number.isFinite(count) ? '' : formatKoNumber(Math.max(0, Math.floor(count)), 0));

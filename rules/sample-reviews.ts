/**
 * Sample display (spec 4.2: 0 none, 1 hide, 2 top, 3 bottom) on an item's reviews. A sample
 * review is one a member wrote about an item they were given as a sample (the member summary's
 * `user_review_sample_writable` counts the ones still to write); the item says where its
 * sample reviews go:
 *   0 none    with the others, newest first, as any review
 *   1 hide    left out of the list (and of its counts)
 *   2 top     all of them before the others
 *   3 bottom  all of them after the others
 * Within each part the upstream's order (newest first) is kept. The origin applies the same
 * rule across pages in SQL (origin/db/read/reviews.ts); the storefront applies it again to the
 * page it got, so an upstream that ignores the code still shows its page the right way round.
 * Wherever a sample review is shown it is marked as one (a sponsored review must say so).
 */

import { parseSampleDisplay, SampleDisplay } from './item-enums';

export interface SampleFlagged {
  isSample: 'T' | 'F' | boolean;
}

const isSample = (r: SampleFlagged) => r.isSample === true || r.isSample === 'T';

/** The reviews as the item's sample display wants them; a new array, the input untouched. */
export function arrangeSampleReviews<R extends SampleFlagged>(reviews: readonly R[], sampleDisplay: unknown): R[] {
  const code = parseSampleDisplay(sampleDisplay);
  if (code === SampleDisplay.NONE) return [...reviews];
  const samples = reviews.filter(isSample);
  const others = reviews.filter((r) => !isSample(r));
  if (code === SampleDisplay.HIDE) return others;
  return code === SampleDisplay.TOP ? [...samples, ...others] : [...others, ...samples];
}

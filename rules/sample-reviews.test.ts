import { describe, expect, it } from 'vitest';
import { arrangeSampleReviews } from './sample-reviews';

// Newest first, as the upstream answers: 5 and 2 are sample reviews.
const reviews = [5, 4, 3, 2, 1].map((no) => ({ no, isSample: no === 5 || no === 2 ? ('T' as const) : ('F' as const) }));
const nos = (list: { no: number }[]) => list.map((r) => r.no);

describe('arrangeSampleReviews', () => {
  it('0 none keeps the order', () => expect(nos(arrangeSampleReviews(reviews, 0))).toEqual([5, 4, 3, 2, 1]));
  it('1 hide leaves the sample reviews out', () => expect(nos(arrangeSampleReviews(reviews, 1))).toEqual([4, 3, 1]));
  it('2 top puts them first, each part newest first', () => expect(nos(arrangeSampleReviews(reviews, 2))).toEqual([5, 2, 4, 3, 1]));
  it('3 bottom puts them last, each part newest first', () => expect(nos(arrangeSampleReviews(reviews, 3))).toEqual([4, 3, 1, 5, 2]));
  it('an unknown code is none', () => {
    for (const code of [9, 'abc', null, undefined, -1]) expect(nos(arrangeSampleReviews(reviews, code))).toEqual([5, 4, 3, 2, 1]);
  });
  it('accepts boolean flags and never changes its input', () => {
    const flagged = [
      { no: 2, isSample: false },
      { no: 1, isSample: true },
    ];
    expect(nos(arrangeSampleReviews(flagged, '2'))).toEqual([1, 2]);
    expect(nos(flagged)).toEqual([2, 1]);
  });
});

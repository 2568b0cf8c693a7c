import { describe, expect, it } from 'vitest';
import { reviewEvents } from './review-events';

describe('review events', () => {
  it('a review of a received gift is the gift variant of review write', () => {
    expect(reviewEvents({ gift: true, itemNo: 1003, photos: 1, fit: null })).toEqual([{ name: 'review_write_gift', itemNo: 1003, params: { photos: 1 } }]);
    expect(reviewEvents({ gift: false, itemNo: 1003, photos: 0, fit: null })).toEqual([{ name: 'review_write', itemNo: 1003, params: { photos: 0 } }]);
  });

  it('the size write follows when the member gave their size', () => {
    expect(reviewEvents({ gift: false, itemNo: 1003, photos: 0, fit: 'regular' }).map((e) => e.name)).toEqual(['review_write', 'size_write']);
    expect(reviewEvents({ gift: true, itemNo: null, photos: 2, fit: 'slim' })).toEqual([
      { name: 'review_write_gift', params: { photos: 2 } },
      { name: 'size_write', params: { fit: 'slim' } },
    ]);
  });
});

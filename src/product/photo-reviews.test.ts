import { describe, expect, it } from 'vitest';
import { listPaging, photoPositions, positionOf, viewerPaging } from './photo-reviews';

describe('photo review paging', () => {
  it('reads only canonical positive numbers', () => {
    expect(positionOf('3')).toBe(3);
    for (const raw of ['03', '1e2', '-1', '', '0', '1.5', '99999999', null]) expect(positionOf(raw)).toBeNull();
  });

  it('pages the viewer to its neighbours, disabled at the ends, and brings a stale number back in range', () => {
    expect(viewerPaging(1, 3)).toEqual({ at: 1, total: 3, previous: null, next: 2 });
    expect(viewerPaging(2, 3)).toEqual({ at: 2, total: 3, previous: 1, next: 3 });
    expect(viewerPaging(9, 3)).toEqual({ at: 3, total: 3, previous: 2, next: null });
    expect(viewerPaging(1, 1)).toEqual({ at: 1, total: 1, previous: null, next: null });
    expect(viewerPaging(1, 0)).toBeNull();
  });

  it('pages the list with the first number on each page', () => {
    expect(listPaging(1, 50, 24)).toEqual({ page: 1, pages: 3, first: 1 });
    expect(listPaging(3, 50, 24)).toEqual({ page: 3, pages: 3, first: 49 });
    expect(listPaging(7, 50, 24)).toEqual({ page: 3, pages: 3, first: 49 });
    expect(listPaging(1, 0, 24)).toEqual({ page: 1, pages: 1, first: 1 });
  });

  it('numbers the reviews with photos on a newest-first page', () => {
    expect(photoPositions([{ photos: [1] }, { photos: [] }, { photos: [1, 2] }])).toEqual([1, null, 2]);
  });
});

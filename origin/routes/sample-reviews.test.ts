import { describe, expect, it } from 'vitest';
import { sampleGrantOf, sampleLineNo } from './sample-reviews';

describe('sampleGrantOf: which review writes name a sample grant', () => {
  it('reads sample-{n} with seq 0, and nothing else', () => {
    expect(sampleGrantOf(sampleLineNo(12), 0)).toBe(12);
    expect(sampleGrantOf('sample-12', 1)).toBeNull();
    for (const orderNo of ['O20260101-0001', 'sample-', 'sample-x', 'sample-12-1', 'SAMPLE-12', 'xsample-12', `sample-${'9'.repeat(10)}`]) {
      expect([orderNo, sampleGrantOf(orderNo, 0)]).toEqual([orderNo, null]);
    }
  });
});

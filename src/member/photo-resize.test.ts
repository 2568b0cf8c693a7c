import { describe, expect, it } from 'vitest';
import { fitWidth } from './photo-resize';

describe('fitWidth', () => {
  it('shrinks to the width keeping the ratio, never enlarges', () => {
    expect(fitWidth(4000, 3000, 1000)).toEqual({ width: 1000, height: 750 });
    expect(fitWidth(3000, 4000, 320)).toEqual({ width: 320, height: 427 });
    expect(fitWidth(800, 600, 1000)).toEqual({ width: 800, height: 600 });
    expect(fitWidth(100000, 1, 1000)).toEqual({ width: 1000, height: 1 });
  });
});

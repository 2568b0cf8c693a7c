import { describe, expect, it } from 'vitest';
import { wrapFocus } from './modal-focus';

describe('wrapFocus', () => {
  it('wraps from the last element to the first, and back', () => {
    expect(wrapFocus(2, 3, false)).toBe(0);
    expect(wrapFocus(0, 3, true)).toBe(2);
  });

  it('leaves moves inside the list to the browser', () => {
    expect(wrapFocus(0, 3, false)).toBeNull();
    expect(wrapFocus(2, 3, true)).toBeNull();
  });

  it('brings focus from outside back in at the near end', () => {
    expect(wrapFocus(-1, 3, false)).toBe(0);
    expect(wrapFocus(-1, 3, true)).toBe(2);
  });

  it('keeps a single element focused and has nothing to do without elements', () => {
    expect(wrapFocus(0, 1, false)).toBe(0);
    expect(wrapFocus(0, 1, true)).toBe(0);
    expect(wrapFocus(-1, 0, false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { listKeyTarget } from './list-keys';

describe('listKeyTarget', () => {
  it('arrows move one and stop at the ends', () => {
    expect(listKeyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(listKeyTarget('ArrowDown', 2, 3)).toBe(2);
    expect(listKeyTarget('ArrowUp', 1, 3)).toBe(0);
    expect(listKeyTarget('ArrowUp', 0, 3)).toBe(0);
  });

  it('Home and End jump to the ends', () => {
    expect(listKeyTarget('Home', 2, 3)).toBe(0);
    expect(listKeyTarget('End', 0, 3)).toBe(2);
  });

  it('from outside the list, down enters at the top and up at the bottom', () => {
    expect(listKeyTarget('ArrowDown', -1, 3)).toBe(0);
    expect(listKeyTarget('ArrowUp', -1, 3)).toBe(2);
  });

  it('other keys and empty lists are not handled', () => {
    expect(listKeyTarget('Enter', 0, 3)).toBeNull();
    expect(listKeyTarget('ArrowDown', 0, 0)).toBeNull();
  });
});

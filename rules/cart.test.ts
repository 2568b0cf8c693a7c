import { describe, expect, it } from 'vitest';
import { staleLine } from './cart';

describe('staleLine', () => {
  const stored = new Map([
    [1, 2],
    [2, 1],
  ]);

  it('passes lines stored with the quantity the shopper saw', () => {
    expect(staleLine(stored, [{ cartItemNo: 1, qty: 2 }])).toEqual({ ok: true });
    expect(
      staleLine(stored, [
        { cartItemNo: 2, qty: 1 },
        { cartItemNo: 1, qty: 2 },
      ]),
    ).toEqual({ ok: true });
  });

  it('names a line that is gone', () => {
    expect(
      staleLine(stored, [
        { cartItemNo: 1, qty: 2 },
        { cartItemNo: 9, qty: 1 },
      ]),
    ).toEqual({ ok: false, problem: 'missing', cartItemNo: 9 });
  });

  it('names a line whose quantity changed elsewhere', () => {
    expect(staleLine(stored, [{ cartItemNo: 1, qty: 3 }])).toEqual({ ok: false, problem: 'changed', cartItemNo: 1 });
  });
});

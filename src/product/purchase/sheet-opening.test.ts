import { describe, expect, it } from 'vitest';
import { SheetOpening } from './sheet-opening';

/** The two calls SheetOpening makes on a button, recorded (the unit project runs in Node, without a DOM). */
function button() {
  const attributes = new Map<string, string>();
  const el = {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
  return { el: el as unknown as Element, busy: () => attributes.has('data-busy') };
}

describe('SheetOpening: the busy mark of a sheet opener (issue 32 §3)', () => {
  it('marks the tapped button at once and clears it when the sheet is on screen', () => {
    const opening = new SheetOpening();
    const buy = button();
    opening.start(buy.el);
    expect(buy.busy()).toBe(true);
    opening.end();
    expect(buy.busy()).toBe(false);
  });

  it('keeps one mark: a second tap on another opener moves it there', () => {
    const opening = new SheetOpening();
    const buy = button();
    const gift = button();
    opening.start(buy.el);
    opening.start(gift.el);
    expect([buy.busy(), gift.busy()]).toEqual([false, true]);
    opening.end();
    expect(gift.busy()).toBe(false);
  });

  it('an opening asked for by no button marks nothing, and ending twice is harmless', () => {
    const opening = new SheetOpening();
    const buy = button();
    opening.start(buy.el);
    opening.start(null);
    expect(buy.busy()).toBe(false);
    opening.end();
    opening.end();
  });
});

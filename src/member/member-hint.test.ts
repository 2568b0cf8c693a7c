import { describe, expect, it } from 'vitest';
import { badgeText, cartCountFromEvent, readMemberHint } from './member-hint';

const cookie = (v: unknown) => `a=1; sf_user=${encodeURIComponent(JSON.stringify(v))}`;

describe('member hint cookie', () => {
  it('reads a well-formed hint', () => expect(readMemberHint(cookie({ no: 3, id: 'a@demo.test', name: '어른이' }))).toEqual({ no: 3, id: 'a@demo.test', name: '어른이' }));
  it.each([null, '', 'sf_user=%7B', 'sf_user=null', cookie({ no: -1, id: 'x' }), cookie({ no: 1, id: '' }), cookie([1])])('ignores %j', (h) =>
    expect(readMemberHint(h)).toBeNull(),
  );
});

describe('cart events', () => {
  it('reads the count of a cart:updated event', () => {
    expect(cartCountFromEvent(new CustomEvent('cart:updated', { detail: { count: 4 } }))).toBe(4);
    expect(cartCountFromEvent(new CustomEvent('cart:updated', { detail: { count: 'x' } }))).toBeNull();
    expect(cartCountFromEvent(new CustomEvent('cart:updated'))).toBeNull();
  });
  it('caps the badge text', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});

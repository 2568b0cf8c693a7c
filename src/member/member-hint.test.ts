import { describe, expect, it } from 'vitest';
import { badgeText, readMemberHint } from './member-hint';

const cookie = (v: unknown) => `a=1; sf_user=${encodeURIComponent(JSON.stringify(v))}`;

describe('member hint cookie', () => {
  it('reads a well-formed hint', () => expect(readMemberHint(cookie({ no: 3, id: 'a@demo.test', name: '어른이' }))).toEqual({ no: 3, id: 'a@demo.test', name: '어른이' }));
  it.each([null, '', 'sf_user=%7B', 'sf_user=null', cookie({ no: -1, id: 'x' }), cookie({ no: 1, id: '' }), cookie([1])])('ignores %j', (h) => expect(readMemberHint(h)).toBeNull());
});

describe('cart badge', () => {
  it('caps the badge text', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});

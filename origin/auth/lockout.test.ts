import { describe, expect, it } from 'vitest';
import { minutesLeft } from './lockout';
import { bearerToken } from './require-member';

describe('minutesLeft', () => {
  it('rounds up to whole minutes, never below one', () => {
    expect(minutesLeft(15 * 60_000)).toBe(15);
    expect(minutesLeft(14 * 60_000 + 1)).toBe(15);
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(0)).toBe(1);
  });
});

describe('bearerToken', () => {
  it('reads only the Bearer scheme with a token-shaped value', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('bearer   a.b-c_d')).toBe('a.b-c_d');
    for (const bad of [undefined, null, '', 'Bearer', 'Bearer ', 'Basic a.b.c', 'Bearer a b', 'Bearer a\nb', 'Bearera.b.c']) {
      expect(bearerToken(bad), String(bad)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { readFlags } from './live';

describe('readFlags', () => {
  it('takes the three booleans and refuses anything else', () => {
    expect(readFlags({ adultVerification: true, savingMode: false, activeCart: false })).toEqual({ adultVerification: true, savingMode: false, activeCart: false });
    expect(readFlags({ adultVerification: 'true', savingMode: false, activeCart: false })).toBeNull();
    expect(readFlags({ savingMode: false, activeCart: true })).toBeNull();
    expect(readFlags(null)).toBeNull();
    expect(readFlags('<html>')).toBeNull();
  });
});

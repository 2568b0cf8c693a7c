import { describe, expect, it } from 'vitest';
import { identityCopy } from '../copy/ko';
import { shownName } from './withheld';

describe('shownName', () => {
  it("draws a withheld line with the gate's title, never its name or number", () => {
    expect(shownName({ itemNo: 1005, itemName: '증류주', adultWithheld: true })).toBe(identityCopy.adultGateTitle);
    expect(shownName({ itemNo: 1005, itemName: '', adultWithheld: true })).toBe(identityCopy.adultGateTitle);
  });

  it('draws any other line by its name, or its number when the name is missing', () => {
    expect(shownName({ itemNo: 1001, itemName: '코트' })).toBe('코트');
    expect(shownName({ itemNo: 1001, itemName: '', adultWithheld: false })).toBe('#1001');
  });
});

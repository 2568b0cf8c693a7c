import { describe, expect, it } from 'vitest';
import { heldUnless, openAdultLine } from './adult-holding';

describe('heldUnless', () => {
  const adultLine = { itemNo: 1005, itemName: '증류주', brandName: '양조장', imageUrl: '/images/adult/1.jpg', useAdultCheck: 'T' as const };
  const plain = { itemNo: 1001, itemName: '코트', brandName: '브랜드', useAdultCheck: 'F' as const };

  it('withholds an adult-only line the upstream left drawable, from a member who may not see it', () => {
    expect(openAdultLine(adultLine)).toBe(true);
    expect(heldUnless(false, adultLine)).toEqual({ ...adultLine, itemName: '', brandName: '', imageUrl: '', adultWithheld: true });
  });

  it('leaves it to a member who may, and leaves every other line, and a line already withheld', () => {
    expect(heldUnless(true, adultLine)).toBe(adultLine);
    expect(heldUnless(false, plain)).toBe(plain);
    const withheld = { ...adultLine, itemName: '', adultWithheld: true };
    expect(openAdultLine(withheld)).toBe(false);
    expect(heldUnless(false, withheld)).toBe(withheld);
  });
});

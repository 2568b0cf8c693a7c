import { describe, expect, it } from 'vitest';
import { deliveryRequestText, isZonecode, normalisedMobile } from './address-book';

const words = { door: '문 앞에 놓아주세요', guard: '경비실에 맡겨주세요', parcelBox: '택배함에 넣어주세요', callFirst: '배송 전 연락 바랍니다' };

describe('address book rules', () => {
  it('accepts Korean mobile numbers with or without dashes and writes them dashed', () => {
    expect(normalisedMobile('01012345678')).toBe('010-1234-5678');
    expect(normalisedMobile('010-1234-5678')).toBe('010-1234-5678');
    expect(normalisedMobile('011 234 5678')).toBe('011-234-5678');
    for (const bad of ['02-123-4567', '0101234567', '010-12345-678', '015-1234-5678', '010-1234-56789', 'abc', '']) expect([bad, normalisedMobile(bad)]).toEqual([bad, null]);
  });
  it('knows a zonecode is five digits', () => {
    expect(isZonecode('04524')).toBe(true);
    expect(isZonecode('100-011')).toBe(false);
    expect(isZonecode('4524')).toBe(false);
  });
  it('stores a preset as its words, free text up to 50 characters, refuses anything else', () => {
    expect(deliveryRequestText('door', 'ignored', words)).toBe('문 앞에 놓아주세요');
    expect(deliveryRequestText('custom', '  벨 누르지 마세요 ', words)).toBe('벨 누르지 마세요');
    expect(deliveryRequestText('custom', '가'.repeat(50), words)).toBe('가'.repeat(50));
    expect(deliveryRequestText('custom', '가'.repeat(51), words)).toBeNull();
    expect(deliveryRequestText('', '', words)).toBe('');
    expect(deliveryRequestText('toString', '', words)).toBeNull();
  });
});

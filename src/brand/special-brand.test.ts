import { describe, expect, it } from 'vitest';
import { toBrandInfo } from '../../schemas/listing';
import { FrontBrandSchema } from '../../schemas/item-detail';
import { isSpecialBrand } from './special-brand';

describe('isSpecialBrand (spec 9)', () => {
  it('follows the upstream flag, not the brand number', () => {
    expect(isSpecialBrand(FrontBrandSchema.parse({ frontBrandNo: 16404, isSpecialBrand: true }))).toBe(true);
    expect(isSpecialBrand(FrontBrandSchema.parse({ frontBrandNo: 16404 }))).toBe(false);
    expect(isSpecialBrand(FrontBrandSchema.parse({ frontBrandNo: 10231, isSpecialBrand: 'Y' }))).toBe(true);
    expect(isSpecialBrand(FrontBrandSchema.parse({ frontBrandNo: 10231, isSpecialBrand: 'F' }))).toBe(false);
    expect(isSpecialBrand(null)).toBe(false);
  });

  it('reads the flag on a brand home header, however the upstream spells it', () => {
    expect(isSpecialBrand(toBrandInfo({ frontBrandNo: 16404, name: '더 스페셜 브랜드', isSpecialBrand: true }))).toBe(true);
    expect(isSpecialBrand(toBrandInfo({ frontBrandNo: 16404, name: '더 스페셜 브랜드' }))).toBe(false);
    expect(isSpecialBrand(toBrandInfo({ brand_no: 11020, name: '오르바', isSpecialBrand: 'T' }))).toBe(true);
    expect(isSpecialBrand(toBrandInfo(undefined))).toBe(false);
  });
});

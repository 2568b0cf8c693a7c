import { describe, expect, it } from 'vitest';
import { AdditionalDetailSchema, BrandBestProductSchema } from './additional-detail';
import { SaleInfoSchema } from './sale-info';

describe('AdditionalDetailSchema (spec 3.2)', () => {
  it('parses a sample with flags and the string average', () => {
    const d = AdditionalDetailSchema.parse({
      tag: { isSoldOut: false, isNew: 'Y', isCoupon: 1, isSale: 'T' },
      specialOrder: [{ isUse: true, isApplyEnd: 'N' }],
      sizeChartType: '2',
      brandBestProductList: [{ itemNo: 3, itemName: '가방', avgReviewPoint: 4.8, frontBrand: { frontBrandNo: 1, isFreeShipping: 'Y' } }],
      heartCount: 12,
      offlineStore: { storeName: '성수 스토어', address: '서울', openingHours: '11:00-20:00' },
      frontCategory1List: [{ code: '100', name: '여성' }],
      partnerInfoList: [{ title: '상호', content: '주식회사' }],
    });
    expect(d.tag).toEqual({ isSoldOut: 'F', isNew: 'T', isCoupon: 'T', isSale: 'T' });
    expect(d.specialOrder[0]).toEqual({ isUse: 'T', isApplyEnd: 'F', isDisplaySellQty: 'F', isDisplayWatchingCnt: 'F', watchingCnt: 0 });
    expect(d.sizeChartType).toBe(2);
    expect(d.brandBestProductList[0]?.avgReviewPoint).toBe('4.8');
    expect(d.brandBestProductList[0]?.frontBrand.isFreeShipping).toBe('T');
    expect(d.offlineStore?.storeName).toBe('성수 스토어');
  });

  it('defaults what is missing; frontBrandHeartCount is null if absent', () => {
    const d = AdditionalDetailSchema.parse({});
    expect(d.tag).toEqual({ isSoldOut: 'F', isNew: 'F', isCoupon: 'F', isSale: 'F' });
    expect(d.frontBrandHeartCount).toBeNull();
    expect(d.offlineStore).toBeNull();
    expect(d.heartCount).toBe(0);
    expect(d.brandBestProductList).toEqual([]);
    expect(BrandBestProductSchema.parse({ frontBrand: {} }).avgReviewPoint).toBe('0');
  });

  it('fails on wrong types', () => {
    expect(AdditionalDetailSchema.safeParse({ frontBrandHeartCount: '3' }).success).toBe(false);
    expect(AdditionalDetailSchema.safeParse({ tag: { isNew: 'new' } }).success).toBe(false);
    expect(AdditionalDetailSchema.safeParse({ partnerInfoList: [{ title: 1 }] }).success).toBe(false);
  });
});

describe('SaleInfoSchema (spec 3.5)', () => {
  it('parses amounts and defaults every missing one to 0', () => {
    expect(SaleInfoSchema.parse({ consumerPrice: '10000', salePrice: 8000 })).toEqual({
      consumerPrice: 10000,
      totalSalePrice: 0,
      salePrice: 8000,
      saleRate: 0,
      totalSaleRate: 0,
      brandCouponPrice: 0,
      brandCouponRate: 0,
    });
    expect(SaleInfoSchema.safeParse({ saleRate: [] }).success).toBe(false);
  });
});

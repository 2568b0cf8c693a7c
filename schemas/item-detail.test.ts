import { describe, expect, it } from 'vitest';
import { ItemCardSchema, ItemDetailSchema, type ItemDetailInput } from './item-detail';
import { OptionItemSchema, OptionItemsSchema, optionType } from './option';
import { SizeChartRowSchema } from './size-chart';

const sample: ItemDetailInput = {
  itemNo: '1024',
  itemName: '오버핏 코튼 셔츠',
  itemType: 1,
  partnerBrandNo: 77,
  partnerBrand: { brandComment: '첫 줄\n둘째 줄', commentDate: '2025-08-01', isPercentageMileage: 'Y', isCouponUse: 0 },
  optionType: 1,
  optionItems: {
    isTextRequired: false,
    isTextOption: 'N',
    layout: [' 색상 ', '사이즈'],
    list: [
      {
        title: '  블랙',
        optionNo: 1,
        list: [
          { title: '\t S', optionNo: 11, isLimitedQty: true, limitedQty: '3' },
          { title: '\u3000M', optionNo: 12 },
        ],
      },
      { title: '화이트', optionNo: 2, list: [] },
    ],
  },
  sellPrice: '59000',
  consumerPrice: 79000,
  discountRate: 25,
  useAdultCheck: 'F',
  availableBeginTimestamp: '2025-08-01 10:00:00',
  availableEndTimestamp: 'someday',
  itemDetailsList: [{ title: '소재', content: '면 100%\r\n국내 제작' }],
  itemDescriptions: [{ title: '설명', content: '<p onclick="steal()">좋은 셔츠</p><script>alert(1)</script><a href="javascript:alert(1)">링크</a>' }],
  itemImages: [{ imageType: 4, imageUrl: 'https://img.example/1.jpg', content: '상세\n이미지', isLayout: 1 }],
  itemSizeCharts: [{ sizeName: 'M', totalLength: '70', shoulderWidth: 'null', chestWidth: 55.5, sleeveLength: '' }],
  isLimitedQty: 'Y',
  isCouponAllowedInOrder: true,
  frontBrand: { frontBrandNo: 16404, frontBrandName: '브랜드', isFreeShipping: 'T' },
  features: { isSavingMode: 'Y' },
  itemOrderMeta: { shippingType: 2, couponType: 'CART_SINGLE_COUPON' },
};

describe('ItemDetailSchema', () => {
  const item = ItemDetailSchema.parse(sample);

  it('parses a full sample, coercing numbers', () => {
    expect(item.itemNo).toBe(1024);
    expect(item.sellPrice).toBe(59000);
    expect(item.itemName).toBe('오버핏 코튼 셔츠');
    expect(item.availableBeginTimestamp).toBe('2025-08-01 10:00:00');
    expect(item.availableEndTimestamp).toBeNull();
  });

  it('turns every server flag into T/F (true, false, Y, N, 1, 0, missing)', () => {
    expect(item.partnerBrand.isPercentageMileage).toBe('T');
    expect(item.partnerBrand.isCouponUse).toBe('F');
    expect(item.optionItems.isTextRequired).toBe('F');
    expect(item.optionItems.isTextOption).toBe('F');
    expect(item.isLimitedQty).toBe('T');
    expect(item.isCouponAllowedInOrder).toBe('T');
    expect(item.itemImages[0]?.isLayout).toBe('T');
    expect(item.useOption).toBe('F');
    expect(item.frontBrand.isFreeShipping).toBe('T');
    expect(item.features).toEqual({ isSavingMode: 'T', isActiveCart: 'T' });
  });

  it('trims leading whitespace from option titles at every depth, and layout names', () => {
    const [black, white] = item.optionItems.list;
    expect(black?.title).toBe('블랙');
    expect(black?.list.map((o) => o.title)).toEqual(['S', 'M']);
    expect(black?.list[0]?.isLimitedQty).toBe('T');
    expect(black?.list[0]?.limitedQty).toBe(3);
    expect(white?.list).toEqual([]);
    expect(item.optionItems.layout).toEqual(['색상', '사이즈']);
  });

  it('turns multi-line texts into <br /> HTML', () => {
    expect(item.partnerBrand.brandComment).toBe('첫 줄<br />둘째 줄');
    expect(item.itemDetailsList[0]?.content).toBe('면 100%<br />국내 제작');
    expect(item.itemImages[0]?.content).toBe('상세<br />이미지');
  });

  it('neutralises hostile HTML in a description', () => {
    const html = item.itemDescriptions[0]?.content ?? '';
    expect(html).toBe('<p>좋은 셔츠</p><a>링크</a>');
    expect(html).not.toMatch(/script|onclick|javascript/i);
  });

  it('drops the text null from size charts and keeps numbers', () => {
    const row = item.itemSizeCharts[0];
    expect(row?.totalLength).toBe(70);
    expect(row?.shoulderWidth).toBeNull();
    expect(row?.chestWidth).toBe(55.5);
    expect(row?.sleeveLength).toBeNull();
    expect(row?.hemWidth).toBeNull();
  });

  it('applies defaults when members are missing', () => {
    const bare = ItemDetailSchema.parse({ itemNo: 5 });
    expect(bare.itemName).toBe('');
    expect(bare.minOrderQty).toBe(1);
    expect(bare.optionType).toBe(0);
    expect(bare.optionItems).toEqual({ isTextRequired: 'F', isTextOption: 'F', layout: [], list: [] });
    expect(bare.itemImages).toEqual([]);
    expect(bare.frontItemStockStatus).toBe('ON_STOCK');
    expect(bare.features).toEqual({ isSavingMode: 'F', isActiveCart: 'T' });
    expect(bare.itemOrderMeta.couponType).toBe('NONE');
    expect(bare.reviewAggregation).toEqual({ reviewCount: 0, avgReviewPoint: 0, photoReviewCount: 0 });
    expect(bare.cautions).toBeNull();
    expect(bare.internalDisplayPrice).toBeNull();
  });

  it('keeps an explicit active-cart flag and refuses a nonsense one without throwing', () => {
    expect(ItemDetailSchema.parse({ itemNo: 5, features: { isActiveCart: 'N' } }).features.isActiveCart).toBe('F');
    expect(ItemDetailSchema.parse({ itemNo: 5, features: { isActiveCart: null } }).features.isActiveCart).toBe('T');
    expect(() => ItemDetailSchema.safeParse({ itemNo: 5, features: { isActiveCart: 'maybe' } })).not.toThrow();
    expect(ItemDetailSchema.safeParse({ itemNo: 5, features: { isActiveCart: 'maybe' } }).success).toBe(false);
  });

  it('fails on wrong types and bad item numbers', () => {
    for (const itemNo of [0, -1, 'abc', 1.5, null, undefined]) {
      expect(ItemDetailSchema.safeParse({ itemNo }).success).toBe(false);
    }
    expect(ItemDetailSchema.safeParse({ itemNo: 1, itemName: 42 }).success).toBe(false);
    expect(ItemDetailSchema.safeParse({ itemNo: 1, useAdultCheck: 'perhaps' }).success).toBe(false);
    expect(ItemDetailSchema.safeParse({ itemNo: 1, itemImages: 'none' }).success).toBe(false);
    expect(ItemDetailSchema.safeParse({ itemNo: 1, itemOrderMeta: { couponType: 'FREE' } }).success).toBe(false);
  });
});

describe('option schemas', () => {
  it('defaults an option and keeps nesting', () => {
    const o = OptionItemSchema.parse({ title: ' 옵션', list: [{ title: ' 하위', list: [{ title: '  최하위' }] }] });
    expect(o.title).toBe('옵션');
    expect(o.list[0]?.list[0]?.title).toBe('최하위');
    expect(o.minOrderQty).toBe(1);
    expect(o.frontOptionStockStatus).toBe('ON_STOCK');
    expect(o.matchedOption).toBeNull();
  });

  it('reads option types and falls back to none', () => {
    expect(optionType.parse(1)).toBe(1);
    expect(optionType.parse('2')).toBe(2);
    expect(optionType.parse(7)).toBe(0);
    expect(optionType.parse(undefined)).toBe(0);
  });

  it('refuses option lists that are not lists', () => {
    expect(OptionItemsSchema.safeParse({ list: { title: 'x' } }).success).toBe(false);
    expect(OptionItemSchema.safeParse({ title: 3 }).success).toBe(false);
  });
});

describe('SizeChartRowSchema', () => {
  it('drops null in any case and spacing, and non-numbers', () => {
    const row = SizeChartRowSchema.parse({ sizeName: 'L', totalLength: ' NULL ', chestWidth: 'abc', waistWidth: '40', hipsWidth: 0 });
    expect(row).toMatchObject({ sizeName: 'L', totalLength: null, chestWidth: null, waistWidth: 40, hipsWidth: 0 });
  });

  it('refuses cells of the wrong type', () => {
    expect(SizeChartRowSchema.safeParse({ totalLength: true }).success).toBe(false);
  });
});

describe('spec 4.2 codes on items and cards (issue 13 item 2)', () => {
  const card = { itemNo: 1, itemName: 'x', thumbnailImageUrl: '', sellPrice: 1, consumerPrice: 1, discountRate: 0, frontBrandNo: 1, frontBrandName: 'b' };
  it('reads a card label code and sale window, and never fails a card over them', () => {
    expect(ItemCardSchema.parse({ ...card, itemLabel: '3', availableBeginTimestamp: '2026-11-28 10:00:00', availableEndTimestamp: null, useWithoutAvailableEndDate: true })).toMatchObject({
      itemLabel: 3,
      availableBeginTimestamp: '2026-11-28 10:00:00',
      availableEndTimestamp: null,
      useWithoutAvailableEndDate: 'T',
    });
    expect(ItemCardSchema.parse({ ...card, itemLabel: 'soon', availableBeginTimestamp: 20261128, availableEndTimestamp: 'tomorrow', useWithoutAvailableEndDate: 'maybe' })).toMatchObject({
      itemLabel: 0,
      availableBeginTimestamp: null,
      availableEndTimestamp: null,
      useWithoutAvailableEndDate: 'F',
    });
    expect(ItemCardSchema.parse(card)).toMatchObject({ itemLabel: 0, availableBeginTimestamp: null, availableEndTimestamp: null });
  });
});

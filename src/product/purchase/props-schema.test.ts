import { describe, expect, it } from 'vitest';
import { buildOptionModel, optionLevels } from '../options';
import { makeItem } from '../item-fixture';
import { saleState } from '../status';
import { likeButtonSchema, productGallerySchema, purchasePanelSchema } from './props-schema';

const item = makeItem({
  optionType: 1,
  isAllowedGiftOrder: true,
  optionItems: {
    layout: ['색상', '사이즈'],
    list: [
      {
        optionNo: 10,
        title: '  블랙',
        list: [
          { optionNo: 11, title: 'S' },
          { optionNo: 12, title: 'M', optionStockStatus: 5 },
        ],
      },
    ],
  },
});

// What the item page serialises (src/product/components/purchase-props.ts builds the same shape).
const sale = saleState(item, new Date('2026-01-01T00:00:00Z'));
const panelProps = {
  itemNo: item.itemNo,
  title: '테스트 상품',
  brandName: '브랜드',
  thumbnail: { src: '/images/items/1.jpg?w=320', width: 320, height: 400 },
  optionType: item.optionType,
  optionItems: item.optionItems,
  sellPrice: item.sellPrice,
  minOrderQty: item.minOrderQty,
  maxOrderQty: item.maxOrderQty,
  limitedQty: item.limitedQty,
  isLimitedQty: item.isLimitedQty,
  isUnlimitedMaxOrderQty: item.isUnlimitedMaxOrderQty,
  isDisplayOptionQty: item.isDisplayOptionQty,
  buttons: sale.buttons,
  buyLabel: sale.buyLabel,
  giftAllowed: true,
  loginUrl: '/login?returnTo=%2Fproducts%2F1001',
};

describe('purchasePanelSchema', () => {
  it('accepts the props the page builds from a parsed item, through JSON, nested options included', () => {
    const parsed = purchasePanelSchema.safeParse(JSON.parse(JSON.stringify(panelProps)));
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const levels = optionLevels(buildOptionModel(parsed.data), [10]);
    expect(levels.map((l) => l.name)).toEqual(['색상', '사이즈']);
    expect(levels[1]?.choices.map((c) => [c.label, c.soldOut])).toEqual([
      ['S', false],
      ['M', true],
    ]);
  });

  it('takes a null thumbnail and no id', () => {
    expect(purchasePanelSchema.safeParse({ ...panelProps, thumbnail: null }).success).toBe(true);
  });

  it('refuses props that disagree with the page (wrong flag, broken nested option, missing buttons)', () => {
    expect(purchasePanelSchema.safeParse({ ...panelProps, isLimitedQty: true }).success).toBe(false);
    const broken = structuredClone(panelProps);
    (broken.optionItems.list[0]!.list[1] as { optionNo: unknown }).optionNo = '12';
    expect(purchasePanelSchema.safeParse(broken).success).toBe(false);
    const { buttons: _omit, ...noButtons } = panelProps;
    expect(purchasePanelSchema.safeParse(noButtons).success).toBe(false);
    expect(purchasePanelSchema.safeParse({ ...panelProps, optionType: 3 }).success).toBe(false);
  });
});

describe('other island schemas', () => {
  it('like button: the count may be unknown', () => {
    expect(likeButtonSchema.safeParse({ itemNo: 1, heartCount: null, liked: false, loginUrl: '/login' }).success).toBe(true);
    expect(likeButtonSchema.safeParse({ itemNo: 1, heartCount: '5', liked: false, loginUrl: '/login' }).success).toBe(false);
  });

  it('gallery: every image has its size', () => {
    const image = { src: '/a.jpg', srcSet: '/a.jpg?w=320 320w', sizes: '100vw', width: 1000, height: 1250, alt: 'a' };
    expect(productGallerySchema.safeParse({ images: [image] }).success).toBe(true);
    expect(productGallerySchema.safeParse({ images: [{ ...image, width: undefined }] }).success).toBe(false);
  });
});

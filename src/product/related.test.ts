import { describe, expect, it } from 'vitest';
import { fromBrandBest, fromItemCard, fromRelationItem, relationOptions, uniqueCards } from './related';
import { OptionItemSchema } from '../../schemas/option';
import { makeAdditional, makeItem } from './item-fixture';

describe('card view models', () => {
  it('normalises an item card', () => {
    const item = makeItem({
      itemRelated: [{ itemNo: 5, itemName: ' 셔츠 ', thumbnailImageUrl: '/t.jpg', sellPrice: 39000, consumerPrice: 59000, discountRate: 0, frontBrandName: '브랜드' }],
    });
    expect(fromItemCard(item.itemRelated[0]!)).toEqual({
      itemNo: 5,
      name: '셔츠',
      brandName: '브랜드',
      imageUrl: '/t.jpg?w=300&f=webp&q=80',
      priceText: '39,000원',
      consumerPriceText: '59,000원',
      discountRateText: '33%',
      badges: [],
    });
  });

  it('normalises a relation item without brand or discount', () => {
    const item = makeItem({ relationItemGroup: { title: '함께', relationItems: [{ itemNo: 6, itemName: '바지', thumbnailImageUrl: 'javascript:x', sellPrice: 1000 }] } });
    const view = fromRelationItem(item.relationItemGroup!.relationItems[0]!, 200);
    expect(view).toMatchObject({ itemNo: 6, brandName: '', imageUrl: '', consumerPriceText: null, discountRateText: null });
  });

  it("draws a relation item's single option as its group and values, sold out marked", () => {
    const item = makeItem({
      relationItemGroup: {
        title: '함께',
        relationItems: [
          {
            itemNo: 6,
            itemName: '티셔츠',
            sellPrice: 1000,
            options: [{ title: ' 사이즈', list: [{ title: 'S' }, { title: 'XL', frontOptionStockStatus: 'SOLD_OUT' }] }],
          },
        ],
      },
    });
    expect(fromRelationItem(item.relationItemGroup!.relationItems[0]!).options).toEqual([
      {
        name: '사이즈',
        values: [
          { label: 'S', soldOut: false },
          { label: 'XL', soldOut: true },
        ],
      },
    ]);
  });

  it('reads combined options per first level, merges groups of one name and keeps leaf-only lists unnamed', () => {
    const options = OptionItemSchema.array().parse([
      { title: '블랙', list: [{ title: 'M' }, { title: 'L', optionStockStatus: 5 }] },
      { title: '블랙', list: [{ title: 'L' }] },
      { title: '화이트', list: [{ title: 'M', optionStockStatus: 5 }] },
      { title: '  ', list: [] },
    ]);
    expect(relationOptions(options)).toEqual([
      {
        name: '블랙',
        values: [
          { label: 'M', soldOut: false },
          { label: 'L', soldOut: false },
        ],
      },
      { name: '화이트', values: [{ label: 'M', soldOut: true }] },
    ]);
    expect(relationOptions(OptionItemSchema.array().parse([{ title: 'FREE' }]))).toEqual([{ name: null, values: [{ label: 'FREE', soldOut: false }] }]);
  });

  it('leaves options off a relation card whose item has none', () => {
    const item = makeItem({ relationItemGroup: { title: '함께', relationItems: [{ itemNo: 7, itemName: '캔들', sellPrice: 1000, options: [] }] } });
    expect(fromRelationItem(item.relationItemGroup!.relationItems[0]!)).not.toHaveProperty('options');
  });

  it('normalises brand best with subjects and badges', () => {
    const extra = makeAdditional({
      brandBestProductList: [
        {
          itemNo: 7,
          itemName: '니트',
          itemSubjects: [{ subjectDescription: '[단독]' }],
          sellPrice: 50000,
          consumerPrice: 50000,
          discountRate: 10,
          tag: { isNew: 'T', isCoupon: 'T' },
          frontBrand: { frontBrandNo: 1, frontBrandName: '브랜드', isFreeShipping: 'T' },
        },
      ],
    });
    const view = fromBrandBest(extra.brandBestProductList[0]!);
    expect(view.name).toBe('[단독] 니트');
    expect(view.discountRateText).toBeNull();
    expect(view.badges.map((b) => b.kind)).toEqual(['coupon', 'freeShipping', 'new']);
  });

  it('marks brand best cards sold out and on sale and shows their rating (spec 3.2)', () => {
    const extra = makeAdditional({
      brandBestProductList: [
        { itemNo: 8, itemName: 'a', sellPrice: 1000, tag: { isSoldOut: 'T', isSale: 'T' }, avgReviewPoint: '4.75' },
        { itemNo: 9, itemName: 'b', sellPrice: 1000, avgReviewPoint: '0' },
        { itemNo: 10, itemName: 'c', sellPrice: 1000, avgReviewPoint: 'x' },
      ],
    });
    const [a, b, c] = extra.brandBestProductList.map((p) => fromBrandBest(p));
    expect(a).toMatchObject({ soldOut: true, sale: true, rating: '4.8' });
    for (const v of [b, c]) for (const key of ['soldOut', 'sale', 'rating']) expect(v).not.toHaveProperty(key);
    expect(fromBrandBest(extra.brandBestProductList[0]!, undefined, { kind: 'sale', text: '세일' })).not.toHaveProperty('sale');
  });

  it('shows no discount for a zero price', () => {
    const item = makeItem({ itemRelated: [{ itemNo: 5, sellPrice: 0, consumerPrice: 1000 }] });
    expect(fromItemCard(item.itemRelated[0]!)).toMatchObject({ consumerPriceText: null, discountRateText: null });
  });

  it('drops invalid, duplicate and current items', () => {
    const item = makeItem({ itemRelated: [{ itemNo: 1 }, { itemNo: 2 }, { itemNo: 2 }, { itemNo: 0 }, { itemNo: 3 }] });
    expect(
      uniqueCards(
        item.itemRelated.map((c) => fromItemCard(c)),
        3,
      ).map((c) => c.itemNo),
    ).toEqual([1, 2]);
  });
});

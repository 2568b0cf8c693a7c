import { describe, expect, it } from 'vitest';
import type { ItemCardView } from '../related';
import type { ProductView } from '../page-view';
import { breadcrumbFragmentKey, galleryFragmentKey, itemCardsFragmentKey, itemInfoFragmentKey, shareFragmentKey } from './ProductPage';
import { brandBestFragmentKey, similarFragmentKey } from './RecommendSection';
import { reviewsFragmentKey } from './ReviewsSection';

/**
 * Each cached fragment's key (src/ui/fragment-cache.tsx): every input the fragment draws from
 * besides its answer changes the key, and inputs that only look alike once joined stay apart.
 * A key that missed an input would write one shopper's fragment out for another.
 */
const card = (itemNo: number, label?: ItemCardView['label']): ItemCardView => ({
  itemNo,
  name: `item ${itemNo}`,
  brandName: 'brand',
  imageUrl: '/i.jpg',
  priceText: '1,000원',
  consumerPriceText: null,
  discountRateText: null,
  badges: [],
  ...(label ? { label } : {}),
});
const SALE = { kind: 'sale', text: '세일' } as const;
const DDAY = { kind: 'dday', text: '마감 D-3' } as const;
const DDAY2 = { kind: 'dday', text: '마감 D-2' } as const;

/** All different from one another. */
function allDistinct(keys: string[]) {
  expect(new Set(keys).size).toBe(keys.length);
}

describe('fragment keys of the item page', () => {
  it('reviews: the item and its sample display', () => {
    allDistinct([reviewsFragmentKey(1001, 0), reviewsFragmentKey(1001, 1), reviewsFragmentKey(1002, 0), reviewsFragmentKey(10011, 0)]);
    expect(reviewsFragmentKey(1001, 2)).toBe(reviewsFragmentKey(1001, 2));
  });

  it('brand best: the item, the brand name, app or web, the cards and their labels', () => {
    const cards = [card(1), card(2, SALE)];
    allDistinct([
      brandBestFragmentKey(1001, '모노하우스', false, cards),
      brandBestFragmentKey(1002, '모노하우스', false, cards),
      brandBestFragmentKey(1001, '오르바', false, cards),
      brandBestFragmentKey(1001, '모노하우스', true, cards),
      brandBestFragmentKey(1001, '모노하우스', false, [card(1), card(2, DDAY)]),
      brandBestFragmentKey(1001, '모노하우스', false, [card(1), card(2, DDAY2)]),
      brandBestFragmentKey(1001, '모노하우스', false, [card(1, SALE), card(2)]),
      // A brand name holding what once was the separator stays apart.
      brandBestFragmentKey(1001, 'a|web', false, cards),
      brandBestFragmentKey(1001, 'a', false, cards),
    ]);
  });

  it('similar: the item, app or web, the cards and their labels', () => {
    allDistinct([
      similarFragmentKey(1001, false, [card(1)]),
      similarFragmentKey(1002, false, [card(1)]),
      similarFragmentKey(1001, true, [card(1)]),
      similarFragmentKey(1001, false, [card(1, SALE)]),
      similarFragmentKey(1001, false, [card(1), card(2)]),
    ]);
  });

  it("the item's own cards: app or web, and each row's labels apart", () => {
    allDistinct([
      itemCardsFragmentKey(false, [card(1)], [card(2)]),
      itemCardsFragmentKey(true, [card(1)], [card(2)]),
      itemCardsFragmentKey(false, [card(1, SALE)], [card(2)]),
      itemCardsFragmentKey(false, [card(1)], [card(2, SALE)]),
      // One card more in one row and one fewer in the other is another page.
      itemCardsFragmentKey(false, [card(1), card(2)], []),
      itemCardsFragmentKey(false, [card(1)], []),
    ]);
  });

  it('breadcrumb: each of the three category names, in its place', () => {
    const c = { category1Name: '여성', category2Name: '아우터', category3Name: '코트' };
    allDistinct([
      breadcrumbFragmentKey(c),
      breadcrumbFragmentKey({ ...c, category1Name: '남성' }),
      breadcrumbFragmentKey({ ...c, category2Name: '상의' }),
      breadcrumbFragmentKey({ ...c, category3Name: '재킷' }),
      breadcrumbFragmentKey({ category1Name: '아우터', category2Name: '여성', category3Name: '코트' }),
    ]);
  });

  it('gallery and item info: saving mode', () => {
    expect(galleryFragmentKey(true)).not.toBe(galleryFragmentKey(false));
    expect(itemInfoFragmentKey(true)).not.toBe(itemInfoFragmentKey(false));
  });

  it('share button: every one of its props', () => {
    const share: ProductView['share'] = { id: 'share-1001', url: 'https://shop.example/products/1001', access: 'web', storeHref: null, linkBase: null };
    allDistinct([
      shareFragmentKey(share),
      shareFragmentKey({ ...share, id: 'share-1002' }),
      shareFragmentKey({ ...share, url: 'https://m.shop.example/products/1001' }),
      shareFragmentKey({ ...share, access: 'available' }),
      shareFragmentKey({ ...share, storeHref: 'https://apps.example' }),
      shareFragmentKey({ ...share, linkBase: 'https://shop.onelink.me/x' }),
    ]);
  });
});

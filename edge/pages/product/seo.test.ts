import { describe, expect, it } from 'vitest';
import { makeItem } from '../../../schemas/item-fixture';
import { productHead } from './seo';

describe('the item head', () => {
  it('is built once per item answer and what else it depends on, and shared', () => {
    const item = makeItem({ reviewAggregation: { reviewCount: 3, avgReviewPoint: 4.5 } });
    const input = { item, title: '테스트 상품', saleState: 'onSale' as const, siteOrigin: 'https://shop.example' };
    const head = productHead(input);
    expect(productHead({ ...input })).toBe(head);
    expect(head.canonical).toBe('https://shop.example/products/1001');
    const soldOut = productHead({ ...input, saleState: 'soldOut' });
    expect(soldOut).not.toBe(head);
    expect(JSON.stringify(soldOut.jsonLd)).toContain('OutOfStock');
    expect(productHead({ ...input, siteOrigin: 'https://other.example' }).canonical).toBe('https://other.example/products/1001');
    // A refreshed answer is built anew, with what it says now.
    const refreshed = productHead({ ...input, item: makeItem({ sellPrice: 12000 }) });
    expect(refreshed).not.toBe(head);
    expect(JSON.stringify(refreshed.jsonLd)).toContain('"price":"12000"');
  });
});

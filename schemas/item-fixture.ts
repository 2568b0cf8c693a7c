/**
 * Test data built through the real schemas, so tests see exactly what pages see after parsing
 * (flags as 'T'/'F', defaults filled in). Used by tests only (src/product/item-fixture.ts re-exports it for the tests there).
 */

import { ItemDetailSchema, type ItemDetail, type ItemDetailInput } from './item-detail';
import { AdditionalDetailSchema, type AdditionalDetail, type AdditionalDetailInput } from './additional-detail';

export function makeItem(input: Partial<ItemDetailInput> = {}): ItemDetail {
  return ItemDetailSchema.parse({ itemNo: 1001, itemName: '테스트 상품', sellPrice: 39000, consumerPrice: 39000, ...input });
}

export function makeAdditional(input: Partial<AdditionalDetailInput> = {}): AdditionalDetail {
  return AdditionalDetailSchema.parse(input);
}

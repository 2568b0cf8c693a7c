import { ItemDetailSchema, type ItemDetail, type ItemDetailInput } from '../../schemas/item-detail';
import { AdditionalDetailSchema, type AdditionalDetail, type AdditionalDetailInput } from '../../schemas/additional-detail';

/**
 * Test data built through the real schemas, so tests see exactly what pages see after parsing
 * (flags as 'T'/'F', defaults filled in). Used by the *.test.ts files beside it only.
 */
export function makeItem(input: Partial<ItemDetailInput> = {}): ItemDetail {
  return ItemDetailSchema.parse({ itemNo: 1001, itemName: '테스트 상품', sellPrice: 39000, consumerPrice: 39000, ...input });
}

export function makeAdditional(input: Partial<AdditionalDetailInput> = {}): AdditionalDetail {
  return AdditionalDetailSchema.parse(input);
}

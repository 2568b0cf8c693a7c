import { describe, expect, it } from 'vitest';
import { MAX_ITEM_NO } from '../../rules/item-no';
import { CatalogueIdParamSchema, CatalogueIdSchema } from './ids';

describe('catalogue ids in requests', () => {
  it('take a path id by the item-number rule', () => {
    expect(CatalogueIdParamSchema.parse('1001')).toBe(1001);
    expect(CatalogueIdParamSchema.parse(String(MAX_ITEM_NO))).toBe(MAX_ITEM_NO);
    for (const bad of ['0', '01', '1e3', '-1', ' 1', '2147483648', '99999999999']) expect(CatalogueIdParamSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('take a body id up to the same bound', () => {
    expect(CatalogueIdSchema.parse(MAX_ITEM_NO)).toBe(MAX_ITEM_NO);
    for (const bad of [0, -1, 1.5, MAX_ITEM_NO + 1]) expect(CatalogueIdSchema.safeParse(bad).success, String(bad)).toBe(false);
  });
});

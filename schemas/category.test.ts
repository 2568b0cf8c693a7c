import { describe, expect, it } from 'vitest';
import { CategoryGroupSchema, SingleCategoryListSchema, SingleCategorySchema } from './category';

describe('CategoryGroupSchema', () => {
  it('parses a group with its categories and medium categories', () => {
    const g = CategoryGroupSchema.parse({
      category_group_no: 1,
      name: '의류',
      sequence: 2,
      is_display: 'Y',
      admin_no: null,
      category_list: [{ category_code: 100100, category_name: '상의', raw_category_name: '상의', medium_category_list: [{ code: '100100100', name: '셔츠' }] }],
    });
    expect(g.is_display).toBe(true);
    expect(g.admin_no).toBeNull();
    expect(g.category_list[0]?.category_code).toBe('100100');
    expect(g.category_list[0]?.medium_category_list).toEqual([{ code: '100100100', name: '셔츠' }]);
  });

  it('defaults and fails on wrong types', () => {
    expect(CategoryGroupSchema.parse({}).category_list).toEqual([]);
    expect(CategoryGroupSchema.safeParse({ admin_no: 'root' }).success).toBe(false);
    expect(CategoryGroupSchema.safeParse({ category_list: [{ category_name: 3 }] }).success).toBe(false);
  });
});

describe('SingleCategorySchema', () => {
  it('parses three levels of code, name and count', () => {
    const c = SingleCategorySchema.parse({
      category: { code: 100, name: '여성', count: '120' },
      category2: { code: '100100', name: '상의', count: 40 },
      category3: { code: '100100100', name: '셔츠', count: 12 },
    });
    expect(c.category).toEqual({ code: '100', name: '여성', count: 120 });
    expect(c.category3?.name).toBe('셔츠');
  });

  it('a missing deeper level is null; the first level is required', () => {
    expect(SingleCategorySchema.parse({ category: { code: '1', name: 'a' } })).toEqual({ category: { code: '1', name: 'a', count: 0 }, category2: null, category3: null });
    expect(SingleCategorySchema.safeParse({ category2: { code: '1' } }).success).toBe(false);
    expect(SingleCategoryListSchema.parse(null)).toEqual([]);
  });
});

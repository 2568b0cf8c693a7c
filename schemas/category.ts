import * as z from 'zod';
import { bool, code } from './fields';
import { list, num, str } from './primitives';

/**
 * Spec 3.8 categories: a category group (`GET /item/category/group/{id}/`) and the three-level
 * categories under a first-level code (`GET /item/category/?category1_code={id}`).
 */

export const MediumCategorySchema = z.object({ code, name: str() });

export const CategoryGroupEntrySchema = z.object({
  category_code: code,
  category_name: str(),
  /** The name without display decoration, as entered. */
  raw_category_name: str(),
  medium_category_list: list(MediumCategorySchema),
});

export const CategoryGroupSchema = z.object({
  category_group_no: num(),
  name: str(),
  sequence: num(0),
  is_display: bool,
  admin_no: z
    .union([z.number(), z.null()])
    .optional()
    .transform((v) => v ?? null),
  category_list: list(CategoryGroupEntrySchema),
});
export type CategoryGroup = z.output<typeof CategoryGroupSchema>;
export type CategoryGroupInput = z.input<typeof CategoryGroupSchema>;

export const CategoryLevelSchema = z.object({ code, name: str(), count: num(0) });
export type CategoryLevel = z.output<typeof CategoryLevelSchema>;

/** One path of three levels; a missing deeper level is null. */
export const SingleCategorySchema = z.object({
  category: CategoryLevelSchema,
  category2: CategoryLevelSchema.nullish().transform((v) => v ?? null),
  category3: CategoryLevelSchema.nullish().transform((v) => v ?? null),
});
export type SingleCategory = z.output<typeof SingleCategorySchema>;
export type SingleCategoryInput = z.input<typeof SingleCategorySchema>;

export const SingleCategoryListSchema = list(SingleCategorySchema);
export type SingleCategoryList = z.output<typeof SingleCategoryListSchema>;

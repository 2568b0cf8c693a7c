import * as z from 'zod';
import { CatalogueIdSchema } from './requests/ids';

/**
 * Liked brands (ours, docs/auth-contract.md; issue 11 item 2): `/api/v4/brand-hearts`. The
 * like answer is the item's (`{ liked, heartCount }`, schemas/member-action.ts); the list is
 * one page of the member's brands, newest like first.
 */
export const BrandHeartRequestSchema = z.object({ frontBrandNo: CatalogueIdSchema });
export type BrandHeartRequest = z.output<typeof BrandHeartRequestSchema>;

export const LikedBrandSchema = z.object({
  frontBrandNo: z.number().int().positive(),
  name: z.string(),
  nameEng: z.string(),
  heartCount: z.number().int().nonnegative(),
});
export type LikedBrand = z.output<typeof LikedBrandSchema>;

export const LikedBrandsSchema = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  results: z.array(LikedBrandSchema),
});
export type LikedBrands = z.output<typeof LikedBrandsSchema>;
export type LikedBrandsInput = z.input<typeof LikedBrandsSchema>;

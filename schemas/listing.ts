import { z } from 'zod';
import { SingleCategorySchema } from './category';
import { lenientCardList } from './card-list';
import { lenientList } from './fields';
import { toFlag } from './flag';
import { ItemCardSchema } from './item-detail';
import { num, str } from './primitives';
import { DEFAULT_SORT, isSort, LISTING_PAGE_SIZE } from '../rules/listing-query';

/**
 * The listings our origin adds to spec 7 (search results, brand items, category items, best
 * items) and the bare category list of `GET /item/category/?category1_code=`. Bad cards and
 * bad entries are dropped, never the whole answer.
 */
/** One page of a listing: `{ count, page, size, sort, results: ItemCard[] }`; bad and adult-only cards are dropped. */
export const ListingSchema = z.object({
  count: num(0),
  page: num(1),
  size: num(LISTING_PAGE_SIZE),
  sort: z
    .unknown()
    .optional()
    .transform((v) => (isSort(v) ? v : DEFAULT_SORT)),
  results: lenientCardList(ItemCardSchema),
  /** Category listings and best items: the path from the first level down. */
  category: lenientList(z.object({ code: z.union([z.string(), z.number()]).transform((v) => String(v).trim()), name: str() })),
});
export type Listing = z.infer<typeof ListingSchema>;

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const text = (...values: unknown[]): string => {
  for (const v of values) if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return '';
};

/** The brand header of a brand home; the origin may name the fields either way. */
export function toBrandInfo(raw: unknown) {
  const b = record(raw);
  const no = Number(b.frontBrandNo ?? b.brandNo ?? b.brand_no);
  return {
    frontBrandNo: Number.isSafeInteger(no) && no > 0 ? no : null,
    name: text(b.frontBrandName, b.name, b.brandName),
    nameEng: text(b.frontBrandNameEng, b.nameEng, b.name_eng),
    comment: text(b.comment, b.brandComment),
    /** Spec 9: the upstream's special-brand flag, 'T'/'F' like every flag (absent is 'F'). */
    isSpecialBrand: toFlag(b.isSpecialBrand),
  };
}
export type BrandInfo = ReturnType<typeof toBrandInfo>;

export const BrandListingSchema = ListingSchema.extend({
  brand: z.unknown().optional(),
  frontBrand: z.unknown().optional(),
}).transform(({ brand, frontBrand, ...rest }) => ({ ...rest, brand: toBrandInfo(brand ?? frontBrand) }));
export type BrandListing = z.infer<typeof BrandListingSchema>;

/** `GET /item/category/?category1_code=` answers a list, bare or under `results`. */
export const CategoriesSchema = z
  .union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()).nullish() })])
  .transform((v) =>
    (Array.isArray(v) ? v : (v.results ?? [])).flatMap((entry) => {
      const parsed = SingleCategorySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );

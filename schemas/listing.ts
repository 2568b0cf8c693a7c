import * as z from 'zod';
import { SingleCategorySchema } from './category';
import { listedPage, type AdultFlagged } from '../rules/adult-listing';
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
const ListingFields = z.object({
  count: num(0),
  page: num(1),
  size: num(LISTING_PAGE_SIZE),
  sort: z
    .unknown()
    .optional()
    .transform((v) => (isSort(v) ? v : DEFAULT_SORT)),
  /** Bad cards are dropped here; adult-only ones by `shown` below (schemas/card-list.ts's rule). */
  results: lenientList(ItemCardSchema),
  /** Category listings and best items: the path from the first level down. */
  category: lenientList(z.object({ code: z.union([z.string(), z.number()]).transform((v) => String(v).trim()), name: str() })),
});

/** Without adult-only cards, and a count of what is shown (rules/adult-listing.ts listedPage). */
function shown<T extends { count: number; results: AdultFlagged[] }>(listing: T): T {
  const page = listedPage(listing.count, listing.results);
  return { ...listing, count: page.count, results: page.cards };
}

/** One page of a listing: `{ count, page, size, sort, results: ItemCard[] }`; bad and adult-only cards are dropped. */
export const ListingSchema = ListingFields.transform(shown);
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

export const BrandListingSchema = ListingFields.extend({
  brand: z.unknown().optional(),
  frontBrand: z.unknown().optional(),
}).transform(({ brand, frontBrand, ...rest }) => ({ ...shown(rest), brand: toBrandInfo(brand ?? frontBrand) }));
export type BrandListing = z.infer<typeof BrandListingSchema>;

/** `GET /item/category/?category1_code=` answers a list, bare or under `results`. */
export const CategoriesSchema = z.union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()).nullish() })]).transform((v) =>
  (Array.isArray(v) ? v : (v.results ?? [])).flatMap((entry) => {
    const parsed = SingleCategorySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  }),
);

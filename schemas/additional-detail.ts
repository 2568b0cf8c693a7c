import * as z from 'zod';
import { cardList } from './card-list';
import { flag } from './flag';
import { CardLabelFields, FrontCategorySchema } from './item-detail';
import { list, num, str } from './primitives';

/** Spec 3.2 additional item detail (`GET /api/v5/product-detail/additional/{itemNo}`). */

export const ItemTagSchema = z.object({ isSoldOut: flag, isNew: flag, isCoupon: flag, isSale: flag });

export const BrandBestProductSchema = z.object({
  itemNo: num(),
  itemName: str(),
  thumbnailImageUrl: str(),
  sellPrice: num(),
  consumerPrice: num(),
  discountRate: num(),
  useAdultCheck: flag,
  tag: ItemTagSchema.nullish().transform((v) => v ?? ItemTagSchema.parse({})),
  itemSubjects: list(z.object({ subjectDescription: str() })),
  frontBrand: z
    .object({ frontBrandNo: num(), frontBrandName: str(), isFreeShipping: flag })
    .nullish()
    .transform((v) => v ?? { frontBrandNo: 0, frontBrandName: '', isFreeShipping: 'F' as const }),
  isLocalGoods: flag,
  /** Spec 3.2: an average carried as a string ("4.8"). */
  avgReviewPoint: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? '0' : String(v))),
  ...CardLabelFields,
});
export type BrandBestProduct = z.output<typeof BrandBestProductSchema>;

const CategoryEntry = z.object({ code: str(), name: str() });

export const AdditionalDetailSchema = z.object({
  tag: ItemTagSchema.nullish().transform((v) => v ?? ItemTagSchema.parse({})),
  /** `watchingCnt`: how many shoppers watch the special order (not named by spec 3.2; shown only with isDisplayWatchingCnt). */
  specialOrder: list(z.object({ isUse: flag, isApplyEnd: flag, isDisplaySellQty: flag, isDisplayWatchingCnt: flag, watchingCnt: num(0) })),
  sizeChartType: num(0),
  brandBestProductList: cardList(BrandBestProductSchema),
  heartCount: num(0),
  offlineStore: z
    .object({ storeName: str(), address: str(), openingHours: str() })
    .nullish()
    .transform((v) => v ?? null),
  frontBrandHeartCount: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  frontCategory1List: list(CategoryEntry),
  frontCategory2List: list(CategoryEntry),
  frontCategory3List: list(CategoryEntry),
  partnerInfoList: list(z.object({ title: str(), content: str() })),
});
export type AdditionalDetail = z.output<typeof AdditionalDetailSchema>;
export type AdditionalDetailInput = z.input<typeof AdditionalDetailSchema>;
export { FrontCategorySchema };

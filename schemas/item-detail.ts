import * as z from 'zod';
import { cardList } from './card-list';
import { flag, toFlag } from './flag';
import { DATE_RE, list, multiline, num, nullableStr, seoulDateTime, str } from './primitives';
import { parseFit, parseGenderFilter, parseItemLabel, parseSampleDisplay } from '../rules/item-enums';
import { OptionItemSchema, OptionItemsSchema, optionType } from './option';
import { SizeChartRowSchema } from './size-chart';

/**
 * Spec 3.1 item detail, as answered by `GET /api/v5/product-detail/{itemNo}`. Parsing applies
 * the spec's normalisation: flags become 'T'/'F', multi-line texts become sanitised HTML with
 * `<br />`, option titles lose leading whitespace. Members the spec names without a shape
 * (itemOrderMeta, reviewAggregation, managedCategoryInfo, …) are shaped here and documented.
 */

/** Spec 4.2 image types; 4–7 form the detail content. */
export const ImageType = { GREY: 1, WHITE: 2, MAIN: 3, ADDED_DEFAULT: 4, ADDED_VIDEO: 5, ADDED_TITLE: 6, ADDED_LINK: 7 } as const;
/** Spec 4.2 video kinds. */
export const VideoKind = { HOST_A: 1, HOST_B: 2 } as const;

export const ItemImageSchema = z.object({
  imageType: num(3),
  imageUrl: str(),
  /** Declared pixel size, so the page reserves space and does not shift. */
  width: num(0),
  height: num(0),
  title: str(),
  content: multiline,
  isLayout: flag,
  videoKind: num(0),
  videoId: str(),
  linkUrl: str(),
});
export type ItemImage = z.output<typeof ItemImageSchema>;

export const PartnerBrandSchema = z.object({
  brandComment: multiline,
  commentDate: seoulDateTime,
  isPercentageMileage: flag,
  isCouponUse: flag,
});

export const FrontBrandSchema = z.object({
  frontBrandNo: num(),
  frontBrandName: str(),
  frontBrandNameEng: str(),
  isFreeShipping: flag,
  /** Spec 9: the upstream flags its special brand (16404 in the reference data); absent is 'F'. */
  isSpecialBrand: flag,
});

/** One front-category path (spec 5 category rule picks among these). */
export const FrontCategorySchema = z.object({
  category1Name: str(),
  category1Code: str(),
  category2Name: str(),
  category2Code: str(),
  category3Name: str(),
  category3Code: str(),
});
export type FrontCategory = z.output<typeof FrontCategorySchema>;

/** Spec 4.2 codes, read leniently: an unknown or missing code is the enumeration's safe default (rules/item-enums.ts). */
export const itemLabelCode = z.unknown().optional().transform(parseItemLabel);
export const sampleDisplayCode = z.unknown().optional().transform(parseSampleDisplay);
export const fitCode = z.unknown().optional().transform(parseFit);
export const genderCode = z.unknown().optional().transform(parseGenderFilter);

/**
 * What a card needs for its item label (rules/item-label.ts): the code and the sale window.
 * Cards are many and come from every kind of list, so nothing here fails a card: a missing or
 * odd value reads as no label, no date, or an end that counts.
 */
export const CardLabelFields = {
  itemLabel: itemLabelCode,
  availableBeginTimestamp: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && DATE_RE.test(v.trim()) ? v.trim() : null)),
  availableEndTimestamp: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && DATE_RE.test(v.trim()) ? v.trim() : null)),
  useWithoutAvailableEndDate: z.unknown().optional().transform(toFlag),
};

export const ItemCardSchema = z.object({
  itemNo: num(),
  itemName: str(),
  thumbnailImageUrl: str(),
  sellPrice: num(),
  consumerPrice: num(),
  discountRate: num(),
  frontBrandNo: num(),
  frontBrandName: str(),
  /** Spec 3.1's adult-only flag on a card too: lists drop such cards (rules/adult-listing.ts). */
  useAdultCheck: flag,
  ...CardLabelFields,
});
export type ItemCard = z.output<typeof ItemCardSchema>;
/** A card without its label fields: what browser code reads from an answer it cannot label. */
export type ItemCardBase = Omit<ItemCard, keyof typeof CardLabelFields>;

export const RelationItemSchema = z.object({
  itemNo: num(),
  itemName: str(),
  thumbnailImageUrl: str(),
  sellPrice: num(),
  options: list(OptionItemSchema),
  useAdultCheck: flag,
});

export const ItemDetailSchema = z.object({
  itemNo: z
    .union([z.number(), z.string()])
    .transform((v) => Number(v))
    .pipe(z.number().int().positive()),
  itemName: str(),
  itemType: num(1),
  partnerBrandNo: num(),
  partnerBrand: PartnerBrandSchema.nullish().transform((v) => v ?? PartnerBrandSchema.parse({})),
  optionType,
  optionItems: OptionItemsSchema.nullish().transform((v) => v ?? OptionItemsSchema.parse({})),
  sellPrice: num(),
  consumerPrice: num(),
  discountRate: num(),
  mileage: num(),
  useAdultCheck: flag,
  availableBeginTimestamp: seoulDateTime,
  availableEndTimestamp: seoulDateTime,
  useWithoutAvailableEndDate: flag,
  estimatedShippingBeginTimestamp: seoulDateTime,
  estimatedShippingEndTimestamp: seoulDateTime,
  useWithoutEstimatedShippingEndDate: flag,
  /** 상품정보제공고시: label and value rows. */
  itemDetailsList: list(z.object({ title: str(), content: multiline })),
  itemRelated: cardList(ItemCardSchema),
  itemImages: list(ItemImageSchema),
  itemModelSizes: list(z.object({ modelName: str(), height: num(), weight: num(), topSize: str(), bottomSize: str(), shoeSize: str() })),
  itemDescriptions: list(z.object({ title: str(), content: multiline })),
  itemAddedDescriptions: list(z.object({ title: str(), content: multiline, linkUrl: str(), useContent: flag, useLink: flag, useTitle: flag })),
  itemSizeCharts: list(SizeChartRowSchema),
  itemSubjects: list(z.object({ subjectDescription: str() })),
  giftImages: list(z.object({ imageUrl: str(), width: num(0), height: num(0) })),
  useOption: flag,
  soldQty: num(),
  minOrderQty: num(1),
  maxOrderQty: num(),
  limitedQty: num(),
  isLimitedQty: flag,
  isUnlimitedMaxOrderQty: flag,
  isCouponAllowedInOrder: flag,
  isAdvancedIssueMileageType: flag,
  isAllowedGiftOrder: flag,
  isDisplayOptionQty: flag,
  isDisplaySellQty: flag,
  isAvailableEndTimestamp: flag,
  /** Spec 4.1 numeric sale status. */
  itemStockStatus: num(1),
  /** Spec 4.1 named status: PREPARE_FOR_SALE, ON_STOCK, SOLD_OUT, STOP_SELLING, DISCONTINUED, PREVIEW. */
  frontItemStockStatus: str('ON_STOCK'),
  frontBrand: FrontBrandSchema.nullish().transform((v) => v ?? FrontBrandSchema.parse({})),
  cautions: z
    .object({ itemImportantInfo: multiline, orderImportantInfo: multiline, deliveryImportantInfo: multiline })
    .nullish()
    .transform((v) => v ?? null),
  visibleBeginTimestamp: seoulDateTime,
  /** Spec 4.2 shipping-out label: 1 standard shipping, 2 custom-order shipping. */
  shippingOutType: num(1),
  /** Working days until dispatch. */
  shippingOutDuration: num(0),
  relationItemGroup: z
    .object({ title: str(), relationItems: cardList(RelationItemSchema) })
    .nullish()
    .transform((v) => v ?? null),
  managedCategoryInfo: z
    .object({ categoryCode: str(), categoryName: str() })
    .nullish()
    .transform((v) => v ?? null),
  frontCategoryInfo: list(FrontCategorySchema),
  dependentItemList: cardList(ItemCardSchema),
  itemGroup: z
    .object({ itemGroupNo: num(), title: str(), items: cardList(ItemCardSchema) })
    .nullish()
    .transform((v) => v ?? null),
  isDependentSellType: flag,
  isVisibleAvailableBeginDate: flag,
  features: z
    .object({ isSavingMode: flag, isActiveCart: z.preprocess((v) => (v === undefined || v === null ? 'T' : v), flag) })
    .nullish()
    .transform((v) => v ?? { isSavingMode: 'F' as const, isActiveCart: 'T' as const }),
  /**
   * Order metadata: spec 4.2 shipping type, fee, the coupon type of spec 3.6, and the item
   * coupon: `couponPrice` is the price after the coupon, `couponRate` its percent.
   */
  itemOrderMeta: z
    .object({
      shippingType: num(1),
      shippingFee: num(0),
      freeShippingThreshold: num(0),
      couponType: z
        .enum(['PRODUCT_SINGLE_COUPON', 'CART_SINGLE_COUPON', 'NONE'])
        .nullish()
        .transform((v) => v ?? 'NONE'),
      couponPrice: num(0),
      couponRate: num(0),
    })
    .nullish()
    .transform((v) => v ?? { shippingType: 1, shippingFee: 0, freeShippingThreshold: 0, couponType: 'NONE' as const, couponPrice: 0, couponRate: 0 }),
  supplyType: str(),
  reviewAggregation: z
    .object({ reviewCount: num(), avgReviewPoint: num(), photoReviewCount: num() })
    .nullish()
    .transform((v) => v ?? { reviewCount: 0, avgReviewPoint: 0, photoReviewCount: 0 }),
  internalDisplayPrice: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  /** Spec 4.2 item label: 0 none, 1 sale, 2 date, 3 d-day (worded by rules/item-label.ts). */
  itemLabel: itemLabelCode,
  /** Spec 4.2 sample display of the item's reviews: 0 none, 1 hide, 2 top, 3 bottom. */
  sampleDisplay: sampleDisplayCode,
  /** Spec 4.2 fit (1 oversize … 4 slim) and gender (1 women, 2 men); null when the item has none. */
  fit: fitCode,
  gender: genderCode,
});

export type ItemDetail = z.output<typeof ItemDetailSchema>;
export type ItemDetailInput = z.input<typeof ItemDetailSchema>;
export { nullableStr };

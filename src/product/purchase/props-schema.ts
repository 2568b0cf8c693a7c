import * as z from 'zod/mini';
import type { OptionItem } from '../../../schemas/option';

/**
 * Browser-side schemas of the purchase islands' props (zod/mini: this ships to the browser).
 * The server has already normalised everything through schemas/item-detail.ts, so these only
 * check the shape; they are strict on purpose: a mismatch means the page and the island
 * disagree, and the island then keeps its server HTML instead of acting on bad data.
 */

const flag = z.enum(['T', 'F']);

export const OptionItemProps: z.ZodMiniType<OptionItem> = z.object({
  title: z.string(),
  key: z.string(),
  optionCode: z.string(),
  optionNo: z.number(),
  sellPrice: z.number(),
  isLimitedQty: flag,
  limitedQty: z.number(),
  isUnlimitedMaxOrderQty: flag,
  maxOrderQty: z.number(),
  minOrderQty: z.number(),
  optionStockStatus: z.number(),
  frontOptionStockStatus: z.string(),
  matchedOption: z.nullable(z.string()),
  tagLabelList: z.array(z.string()),
  isMatchNavigate: flag,
  itemNo: z.number(),
  get list() {
    return z.array(OptionItemProps);
  },
});

const buttonState = z.object({ shown: z.boolean(), enabled: z.boolean() });

export const purchasePanelSchema = z.object({
  /** Base of element ids (islands take ids from props); default 'purchase-{itemNo}'. */
  id: z.optional(z.string()),
  itemNo: z.number(),
  title: z.string(),
  brandName: z.string(),
  /** Shown at the top of the sheets; null when the item has no main image. */
  thumbnail: z.nullable(z.object({ src: z.string(), width: z.number(), height: z.number() })),
  optionType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  optionItems: z.object({
    isTextRequired: flag,
    isTextOption: flag,
    layout: z.array(z.string()),
    list: z.array(OptionItemProps),
  }),
  sellPrice: z.number(),
  minOrderQty: z.number(),
  maxOrderQty: z.number(),
  limitedQty: z.number(),
  isLimitedQty: flag,
  isUnlimitedMaxOrderQty: flag,
  isDisplayOptionQty: flag,
  /** The `buttons` of status.ts's SaleState. */
  buttons: z.object({ buy: buttonState, cart: buttonState, gift: buttonState, restock: buttonState }),
  /** The cart flag the page was drawn with, and the cart button while it is on (src/flags/live.ts keeps it live). */
  activeCart: z.optional(z.boolean()),
  cartIfActive: z.optional(buttonState),
  /** SaleState.buyLabel: 구매하기, or the state (품절, 판매 예정, …) when it cannot be bought. */
  buyLabel: z.string(),
  /**
   * 'item' (default): inline on wide screens, a fixed bar and sheets on small ones; 'page': the
   * option page (src/product/subviews.ts), the selector and buttons inline at every width.
   */
  layout: z.optional(z.enum(['item', 'page'])),
  giftAllowed: z.boolean(),
  loginUrl: z.string(),
  /**
   * In the app web view (spec 5, 7.1): after adding to cart the app shows its own product
   * recommendation sheet (iOS ≥ 730, Android ≥ 509, or an unparsable iOS build), an older app
   * gets the update-app dialog. Absent on the web, which shows the web sheet.
   */
  productSheet: z.optional(
    z.object({
      access: z.enum(['available', 'updateApp']),
      storeHref: z.nullable(z.string()),
      payload: z.object({
        itemNo: z.number(),
        itemName: z.string(),
        brandNo: z.number(),
        brandName: z.string(),
        categoryCode: z.string(),
        type: z.string(),
        imageUrl: z.string(),
        hasRelatedItems: z.boolean(),
        hasRelatedPurchasedItems: z.boolean(),
        isWeeksPromotion: z.boolean(),
      }),
    }),
  ),
});

export type PurchasePanelProps = z.infer<typeof purchasePanelSchema>;

export const likeButtonSchema = z.object({
  /** The button's element id; default 'like-button-{itemNo}'. */
  id: z.optional(z.string()),
  itemNo: z.number(),
  /** null when the count is unknown (the additional detail failed): the heart shows no number. */
  heartCount: z.nullable(z.number()),
  liked: z.boolean(),
  loginUrl: z.string(),
});

export type LikeButtonProps = z.infer<typeof likeButtonSchema>;

export const galleryImage = z.object({
  src: z.string(),
  srcSet: z.string(),
  sizes: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});

export type GalleryImage = z.infer<typeof galleryImage>;

export const productGallerySchema = z.object({
  /** The carousel's element id; default 'product-gallery'. */
  id: z.optional(z.string()),
  /** Accessible name of the carousel region; default 상품 이미지. */
  label: z.optional(z.string()),
  images: z.array(galleryImage),
});

export type ProductGalleryProps = z.infer<typeof productGallerySchema>;

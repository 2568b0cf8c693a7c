import { propsGuard } from '../../islands/props-guard';
import type { LikeButtonProps, ProductGalleryProps, PurchasePanelProps } from './props-schema';

/**
 * The browser's props check of the item page's first-tap islands, and of its gallery, which a
 * first scroll hydrates at 375 px (src/islands/props-guard.ts):
 * top-level JSON types only. Their full schemas (./props-schema.ts) check the props on the
 * server before they are written (src/islands/server-props.ts), so zod's core stays out of
 * 구매하기 and 좋아요 (issue 32 §3). Types only from ./props-schema.ts: a value import would
 * bring zod back into these chunks.
 */
export const purchasePanelGuard = propsGuard<PurchasePanelProps>({
  id: 'string?',
  itemNo: 'number',
  title: 'string',
  brandName: 'string',
  thumbnail: 'object|null',
  optionType: 'number',
  optionItems: 'object',
  sellPrice: 'number',
  minOrderQty: 'number',
  maxOrderQty: 'number',
  limitedQty: 'number',
  isLimitedQty: 'string',
  isUnlimitedMaxOrderQty: 'string',
  isDisplayOptionQty: 'string',
  buttons: 'object',
  activeCart: 'boolean?',
  cartIfActive: 'object?',
  buyLabel: 'string',
  layout: 'string?',
  giftAllowed: 'boolean',
  loginUrl: 'string',
  productSheet: 'object?',
});

export const likeButtonGuard = propsGuard<LikeButtonProps>({
  id: 'string?',
  itemNo: 'number',
  heartCount: 'number|null',
  liked: 'boolean',
  loginUrl: 'string',
});

export const productGalleryGuard = propsGuard<ProductGalleryProps>({
  id: 'string?',
  label: 'string?',
  images: 'array',
});

import type { ProductView } from '../page-view';
import { imageUrl } from '../../ui/image-url';
import { appFeatureAccess } from '../../shell/app-feature';

/** Props of the PurchasePanel island, from the page view (serialised into the page). */
export function purchasePanelProps(view: ProductView) {
  const { item } = view;
  const first = view.gallery[0];
  return {
    itemNo: item.itemNo,
    title: view.title,
    brandName: view.brand.name,
    thumbnail: first ? { src: imageUrl(item.itemImages.find((i) => i.imageType === 3)?.imageUrl ?? '', { width: 320 }), width: 320, height: 400 } : null,
    optionType: item.optionType,
    optionItems: item.optionItems,
    sellPrice: item.sellPrice,
    minOrderQty: item.minOrderQty,
    maxOrderQty: item.maxOrderQty,
    limitedQty: item.limitedQty,
    isLimitedQty: item.isLimitedQty,
    isUnlimitedMaxOrderQty: item.isUnlimitedMaxOrderQty,
    isDisplayOptionQty: item.isDisplayOptionQty,
    buttons: view.sale.buttons,
    activeCart: view.flags.activeCart,
    cartIfActive: view.cartIfActive,
    buyLabel: view.sale.buyLabel,
    giftAllowed: item.isAllowedGiftOrder === 'T',
    loginUrl: view.loginUrl,
    ...productSheetProps(view),
  };
}

/** The props drawn from the item detail alone (and so kept with it). */
export const PURCHASE_ITEM_KEYS = [
  'itemNo',
  'title',
  'brandName',
  'thumbnail',
  'optionType',
  'optionItems',
  'sellPrice',
  'minOrderQty',
  'maxOrderQty',
  'limitedQty',
  'isLimitedQty',
  'isUnlimitedMaxOrderQty',
  'isDisplayOptionQty',
  'giftAllowed',
  'loginUrl',
] as const;

/** The props that depend on the request: the sale state at its clock, the cart flag, the app's sheet. */
export const PURCHASE_REQUEST_KEYS = ['buttons', 'activeCart', 'cartIfActive', 'buyLabel', 'productSheet'] as const;

/**
 * The panel's fragment key (src/ui/Island.tsx `cached`): its request props as JSON. Together
 * with the item detail they are all its props (a unit test holds the two lists to the props).
 */
export function purchasePanelFragmentKey(props: ReturnType<typeof purchasePanelProps>): string {
  const request: Record<string, unknown> = {};
  // As the props script writes them: a prop left out and one set to null are different props.
  for (const key of PURCHASE_REQUEST_KEYS) request[key] = (props as Record<string, unknown>)[key];
  return JSON.stringify(request);
}

/**
 * Spec 5 and 7.1: only the app web view asks the app for its product recommendation sheet,
 * and only builds that have it (iOS ≥ 730, Android ≥ 509, unparsable iOS); older builds get the
 * update-app dialog. On the web there is nothing to send.
 */
export function productSheetProps(view: ProductView) {
  const access = appFeatureAccess(view.device, 'productSheet', view.stores);
  if (access.kind === 'web') return {};
  const { item } = view;
  const main = item.itemImages.find((i) => i.imageType === 3)?.imageUrl ?? '';
  return {
    productSheet: {
      access: access.kind,
      storeHref: access.kind === 'updateApp' ? access.storeHref : null,
      payload: {
        itemNo: item.itemNo,
        itemName: view.title,
        brandNo: item.frontBrand.frontBrandNo,
        brandName: item.frontBrand.frontBrandName,
        categoryCode: view.category.code ?? '',
        type: 'cart',
        imageUrl: main ? absoluteUrl(imageUrl(main, { width: 640 }), view.share.url) : '',
        hasRelatedItems: view.related.length > 0,
        hasRelatedPurchasedItems: (view.relationGroup?.cards.length ?? 0) > 0,
        isWeeksPromotion: view.weeksPromotion,
      },
    },
  };
}

/**
 * `url` made absolute against `base` for the app's native sheet, which cannot resolve a path;
 * '' when it cannot be: a deployment without SITE_ORIGIN has a root-relative page address, and a
 * root-relative image (the reference origin's) then has nothing to resolve against. Before, that
 * threw and the app web view's item page answered 500.
 */
function absoluteUrl(url: string, base: string): string {
  if (URL.canParse(url)) return new URL(url).toString();
  return URL.canParse(url, base) ? new URL(url, base).toString() : '';
}

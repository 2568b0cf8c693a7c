import type { ProductView } from '../page-view';
import { imageUrl } from '../../ui/image-url';

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
    buyLabel: view.sale.buyLabel,
    giftAllowed: item.isAllowedGiftOrder === 'T',
    loginUrl: view.loginUrl,
  };
}

import type { SelectionEntryPoint } from '../browser/bridge';
import { imageUrl } from '../ui/image-url';
import type { ProductView } from './page-view';

/** Spec 9: the selection entry's product image is 200 px wide. */
export const SELECTION_ENTRY_IMAGE_WIDTH = 200;

/**
 * The app's selection entry point for an item page (spec 7.1, issue 12 item 8): in the app web
 * view only, with the item's first image at 200 px, its number, the page's theme and the
 * screen. Null elsewhere, or for an item without an image (the app would show an empty tile).
 */
export function selectionEntryOf(view: Pick<ProductView, 'inAppWebView' | 'gallery' | 'itemNo'>, theme: 'white' | 'black'): SelectionEntryPoint | null {
  const first = view.gallery[0];
  if (!view.inAppWebView || !first) return null;
  const productImage = imageUrl(first.src, { width: SELECTION_ENTRY_IMAGE_WIDTH });
  if (productImage === '') return null;
  return { productImage, id: String(view.itemNo), theme, currentScreen: 'item_detail' };
}

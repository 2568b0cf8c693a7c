/**
 * Everything the purchase islands load on first use, as ONE lazy chunk: the gateway calls, the
 * bottom sheet, the dialogs and the recommendation sheet with react-query. One module on
 * purpose: the build puts any module two chunks share into the eagerly loaded `shared` chunk
 * (vite.config.ts), so separate lazy chunks that share BottomSheet or the gateway code would
 * drag it back into the page's start-up JS.
 */
export { addToCart, buyNow, requestRestock, setLiked } from './actions';
export { BottomSheet } from '../../ui/BottomSheet';
export { default as NoticeDialog } from './NoticeDialog';
export { default as RecommendationSheet } from './RecommendationSheet';

/**
 * What a purchase action needs once the shopper asks for one, as ONE lazy chunk: the gateway
 * calls and the dialog that answers a failure (로그인이 필요해요., or the error). The option
 * sheet (src/ui/BottomSheet.tsx) and the recommendation sheet load on their own (lazy.ts), so
 * opening the sheet brings neither the calls nor the dialog (issue 32 §3: the JS of the first tap).
 */
export { addToCart, buyNow, requestRestock, setLiked } from './actions';
export { default as NoticeDialog } from './NoticeDialog';

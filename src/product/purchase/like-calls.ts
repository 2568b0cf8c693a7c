/**
 * What 좋아요 needs once tapped, as one lazy chunk: its call (./heart-call.ts) and the dialog
 * that answers a failure (로그인이 필요해요., or the error). Without the purchase calls
 * (./overlays.ts): the cart and checkout readers, the checkout address check and the
 * recommendation cards' reader are no part of a like (issue 32 §3).
 */
export { setLiked } from './heart-call';
export { default as NoticeDialog } from './NoticeDialog';

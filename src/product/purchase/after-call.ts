/**
 * What only an answer to the panel's calls shows, as one lazy chunk beside the calls' own
 * (./overlays.ts, which 좋아요 loads too and so stays without these): the cart confirmation's
 * bar and the panel's overlays, and what follows an answer (./order-flow.ts). Loaded as a
 * purchase call starts, beside the calls' code (./use-purchase-actions.ts); drawn by ./AfterCall.tsx.
 */
export { CartConfirmationBar } from './CartConfirmation';
export { PurchaseOverlays } from './PurchaseOverlays';
export { placeOrder, placeRestock } from './order-flow';

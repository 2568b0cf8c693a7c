import { lazy } from 'react';

/**
 * The islands' door to overlays.ts, the one chunk loaded on first use (the item page's JS
 * budget keeps sheets, dialogs, react-query and the gateway calls out of start-up). Sheets
 * open 200 ms after they mount, which hides most of the load.
 */
type Overlays = typeof import('./overlays');

let overlays: Promise<Overlays> | null = null;

/** A failed load is forgotten so the next attempt tries again. */
export function loadOverlays(): Promise<Overlays> {
  overlays ??= import('./overlays').catch((error: unknown) => {
    overlays = null;
    throw error;
  });
  return overlays;
}

/** The gateway calls (addToCart, buyNow, requestRestock, setLiked). */
export const loadActions = loadOverlays;

export const LazyBottomSheet = lazy(() => loadOverlays().then((m) => ({ default: m.BottomSheet })));
export const LazyNoticeDialog = lazy(() => loadOverlays().then((m) => ({ default: m.NoticeDialog })));
export const LazyUpdateAppDialog = lazy(() => import('../../shell/UpdateAppDialog').then((m) => ({ default: m.UpdateAppDialog })));
export const LazyRecommendationSheet = lazy(() => loadOverlays().then((m) => ({ default: m.RecommendationSheet })));

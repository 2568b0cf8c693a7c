import { lazy } from 'react';

/**
 * The islands' doors to what loads on first use, each its own chunk (the item page's JS after
 * the first tap, issue 32 §3): the option sheet (BottomSheet), the calls with the failure dialog
 * (overlays.ts), the recommendation sheet. A module two of them share becomes a chunk of its own
 * (vite.config.ts has no catch-all group), never part of start-up. Sheets open 200 ms after
 * they mount, which hides most of a load.
 */
type Overlays = typeof import('./overlays');
type Sheet = typeof import('../../ui/BottomSheet');

/** Loads once; a failed load is forgotten so the next attempt tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The gateway calls (addToCart, buyNow, requestRestock, setLiked) and NoticeDialog. */
export const loadOverlays: () => Promise<Overlays> = once(() => import('./overlays'));

/** The gateway calls (addToCart, buyNow, requestRestock, setLiked). */
export const loadActions = loadOverlays;

let sheetLoaded: Sheet | null = null;

/** The option sheet's code: fetched once the panel is live, so the first 구매하기 waits for no download. */
export const loadSheet: () => Promise<Sheet> = once(() =>
  import('../../ui/BottomSheet').then((m) => {
    sheetLoaded = m;
    return m;
  }),
);

/** The sheet's module if it has arrived: drawn directly, it does not suspend (LoadedBottomSheet.tsx). */
export const sheetIfLoaded = (): Sheet | null => sheetLoaded;

export const LazyBottomSheet = lazy(() => loadSheet().then((m) => ({ default: m.BottomSheet })));
export const LazyNoticeDialog = lazy(() => loadOverlays().then((m) => ({ default: m.NoticeDialog })));
export const LazyUpdateAppDialog = lazy(() => import('../../shell/UpdateAppDialog').then((m) => ({ default: m.UpdateAppDialog })));
export const LazyRecommendationSheet = lazy(() => import('./RecommendationSheet'));

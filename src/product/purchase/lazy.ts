import { lazy } from 'react';

/**
 * The islands' doors to what loads on first use, each its own chunk (the item page's JS after
 * the first tap, issue 32 §3): the option sheet (BottomSheet), the calls with the failure dialog
 * (overlays.ts), the recommendation sheet. A module two of them share becomes a chunk of its own
 * (vite.config.ts has no catch-all group), never part of start-up. Sheets open 200 ms after
 * they mount, which hides most of a load.
 */
type Overlays = typeof import('./overlays');
type LikeCalls = typeof import('./like-calls');
type Sheet = typeof import('../../ui/BottomSheet');
type AfterCallParts = typeof import('./after-call');

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

/** 좋아요's call and NoticeDialog, without the purchase calls (like-calls.ts). */
export const loadLikeCalls: () => Promise<LikeCalls> = once(() => import('./like-calls'));

/**
 * `once`, and the module kept once it has arrived: a component that finds it there draws it
 * directly, without a lazy component's first suspension (React then commits a fallback and holds
 * the content back up to 300 ms).
 */
function keptOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } {
  let kept: T | null = null;
  return {
    load: once(() =>
      load().then((m) => {
        kept = m;
        return m;
      }),
    ),
    loaded: () => kept,
  };
}

/**
 * What only a purchase call's answer shows (the cart confirmation's bar, the overlays): loaded as
 * the call starts, beside its request (use-purchase-actions.ts), drawn without Suspense once here
 * (AfterCall.tsx), so no fallback is committed and React's reveal throttle never holds it back.
 */
const afterCall = keptOnce<AfterCallParts>(() => import('./after-call'));
export const loadAfterCall = afterCall.load;
export const afterCallIfLoaded = afterCall.loaded;

/** The option sheet's code: fetched once the panel is live, so the first 구매하기 waits for no download. */
const sheet = keptOnce<Sheet>(() => import('../../ui/BottomSheet'));
export const loadSheet = sheet.load;
/** The sheet's module if it has arrived: drawn directly, it does not suspend (LoadedBottomSheet.tsx). */
export const sheetIfLoaded = sheet.loaded;

export const LazyBottomSheet = lazy(() => loadSheet().then((m) => ({ default: m.BottomSheet })));
export const LazyNoticeDialog = lazy(() => loadOverlays().then((m) => ({ default: m.NoticeDialog })));
/**
 * The same dialog for LikeButton, on its own: a visitor's 좋아요 shows it without the call
 * (LikeButton.tsx). 좋아요's chunk (like-calls.ts) still imports it, so a member's failure finds it loaded.
 */
export const LazyLikeNoticeDialog = lazy(() => import('./NoticeDialog'));

export const LazyUpdateAppDialog = lazy(() => import('../../shell/UpdateAppDialog').then((m) => ({ default: m.UpdateAppDialog })));
export const LazyRecommendationSheet = lazy(() => import('./RecommendationSheet'));

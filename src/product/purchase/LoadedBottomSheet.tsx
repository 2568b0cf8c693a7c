import { useState } from 'react';
import type { BottomSheetProps } from '../../ui/BottomSheet';
import { LazyBottomSheet, sheetIfLoaded } from './lazy';

/**
 * The purchase and gift sheets' BottomSheet: the component itself when its code has arrived
 * (fetched once the panel is live, PurchasePanel), else the lazy one in a Suspense boundary.
 * Why not always lazy: a lazy component suspends on its first render even when its module is
 * loaded, and React holds back the content of a boundary that just showed its fallback for
 * 300 ms, so the first 구매하기 presented its sheet ~430 ms after the tap (docs/benchmarks-browsing.md).
 * Chosen once, when the sheet first mounts: a later switch would remount it mid-animation.
 * The panel sets `open` after the frame that shows its opener busy (PurchasePanel `useSheet`),
 * so the sheet mounts at once, without a paint of its own to wait for.
 */
export function LoadedBottomSheet(props: BottomSheetProps) {
  const [Sheet] = useState(() => sheetIfLoaded()?.BottomSheet ?? LazyBottomSheet);
  return <Sheet {...props} waitForPaint={false} />;
}

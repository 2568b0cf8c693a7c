import { use } from 'react';
import type { Settled } from '../../async/settle';
import type { AdditionalDetail } from '../../../schemas/additional-detail';
import type { ItemDetail } from '../../../schemas/item-detail';
import type { HeartAnswer } from '../../../schemas/member-action';
import { Island } from '../../ui/Island';
import { itemBadges } from '../badges';
import { displayVariant, variantParts } from '../fields';
import { sizeChartTable } from '../size-chart';
import { SizeChart } from './SizeChart';
import LikeButton from '../islands/LikeButton';
import { Badges } from './Badges';

/** Badges wait for the additional detail (coupon and new live there); free shipping shows meanwhile. */
export function StreamedBadges({ item, additional }: { item: ItemDetail; additional: Promise<Settled<AdditionalDetail>> }) {
  const settled = use(additional);
  return <Badges badges={itemBadges(item, settled.ok ? settled.value : null)} />;
}

/**
 * The size chart (spec 3.4) in the layout its sizeChartType names (src/product/size-chart.ts);
 * without the additional detail, the spec's own order. Nothing for a variant without a chart.
 */
export function StreamedSizeChart({ item, additional }: { item: ItemDetail; additional: Promise<Settled<AdditionalDetail>> }) {
  const settled = use(additional);
  if (!variantParts(displayVariant(item.itemType)).sizeChart) return null;
  const table = sizeChartTable(item.itemSizeCharts, settled.ok ? settled.value.sizeChartType : 0);
  return table ? <SizeChart table={table} /> : null;
}

export function ItemOnlyBadges({ item }: { item: ItemDetail }) {
  return <Badges badges={itemBadges(item, null)} />;
}

export interface StreamedLikeProps {
  itemNo: number;
  loginUrl: string;
  additional: Promise<Settled<AdditionalDetail>>;
  /** A member's own like and the count with it; null for a visitor. */
  heart: Promise<Settled<HeartAnswer>> | null;
}

/**
 * The like button: the member's own like state and count when they have one, else the count
 * from the additional detail; without either it still works.
 */
export function StreamedLike({ itemNo, loginUrl, additional, heart }: StreamedLikeProps) {
  const settled = use(additional);
  const mine = heart ? use(heart) : null;
  const own = mine?.ok ? mine.value : null;
  const props = { itemNo, heartCount: own ? own.heartCount : settled.ok ? settled.value.heartCount : null, liked: own?.liked ?? false, loginUrl };
  return (
    <Island name="LikeButton" id={`like-${itemNo}`} props={props}>
      <LikeButton {...props} />
    </Island>
  );
}

/**
 * While the count streams in: a same-sized placeholder, not an island, so no island root is
 * hydrated inside a fallback that React is about to remove.
 */
export function LikeFallback() {
  return <span className="inline-block h-11 w-16 rounded bg-gray-100" aria-hidden="true" data-like-placeholder />;
}

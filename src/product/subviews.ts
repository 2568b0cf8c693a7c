import { productPath } from '../navigation/product-path';
import type { DetailBlock } from './detail-content';

/**
 * The item page's sub-views of spec 2.1 that are pages of their own (issue 13 item 4), beside
 * the photo review list and viewer: the option page (the option selector full screen, for small
 * screens) and the shortform feed (the item's videos). Each opening is an event of the catalogue
 * (`option_page`, `shortform`: src/tracking/page-view.ts).
 */
export const optionPagePath = (itemNo: number): string => `${productPath(itemNo)}/options`;
export const shortformPath = (itemNo: number): string => `${productPath(itemNo)}/shortform`;

export type VideoBlock = Extract<DetailBlock, { kind: 'video' }>;

/** The item's videos in the order of its detail content: what the shortform feed plays. */
export function shortformVideos(blocks: readonly DetailBlock[]): VideoBlock[] {
  return blocks.filter((b): b is VideoBlock => b.kind === 'video');
}

import { SampleDisplay } from '../../../rules/item-enums';

/**
 * The item's spec 4.2 sample display, applied in SQL across pages as rules/sample-reviews.ts
 * does on one page: 1 hide leaves sample reviews out (of the counts too), 2 top and 3 bottom put
 * them before or after the rest, each part newest first; 0 or an unknown code changes nothing.
 * Over `reviews` rows of one item; needs no bound value of its own.
 */
const SAMPLE_DISPLAY_OF = '(SELECT sample_display FROM items WHERE items.item_no = reviews.item_no)';
export const SAMPLE_SHOWN = `NOT (reviews.is_sample = 1 AND ${SAMPLE_DISPLAY_OF} = ${SampleDisplay.HIDE})`;
export const SAMPLE_ORDER = `CASE ${SAMPLE_DISPLAY_OF} WHEN ${SampleDisplay.TOP} THEN -reviews.is_sample WHEN ${SampleDisplay.BOTTOM} THEN reviews.is_sample ELSE 0 END`;

/**
 * The popular-keyword baseline: search counts as if shoppers had searched before the demo
 * began. Every keyword finds items in the demo catalogue. Real searches add to these counts
 * (origin/db/read/search.ts), so the ranking moves as the demo is used.
 */

export const SEED_KEYWORDS: readonly (readonly [keyword: string, count: number])[] = [
  ['니트', 120],
  ['코트', 96],
  ['캐시미어', 81],
  ['모노하우스', 64],
  ['슬랙스', 52],
  ['디퓨저', 47],
  ['셔츠', 39],
  ['데님', 33],
  ['캔들', 28],
  ['블레이저', 21],
  ['리네아', 17],
  ['찻잔', 12],
];

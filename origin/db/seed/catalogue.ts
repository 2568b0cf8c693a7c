import { BRANDS } from './brands';
import { CATEGORIES } from './categories';
import { buildFixtures, buildStatusItems } from './fixtures';
import { generateItems } from './generate';
import { withItemAttributes } from './item-attributes';
import type { BrandSeed, CategorySeed, ItemSeed, ToggleSeed } from './model';
import { colourItemPictures } from './pictures';
import { createPrng } from './prng';
import { TOGGLES } from './toggles';

export interface Catalogue {
  brands: readonly BrandSeed[];
  categories: readonly CategorySeed[];
  items: ItemSeed[];
  /** Brand number → best item numbers, best first. */
  brandBest: Map<number, number[]>;
  toggles: readonly ToggleSeed[];
}

export const GENERATED_ITEM_COUNT = 80;
const BRAND_BEST_SIZE = 10;
const LOCAL_GOODS_BRAND = 12790;

/** Items that may appear in lists of other items: on sale or sold out, and not adult-only. */
export function isListable(item: ItemSeed): boolean {
  const status = Number(item.row.item_stock_status ?? 1);
  return (status === 1 || status === 5) && !item.row.use_adult_check;
}

/** The whole demo catalogue; the same on every call. */
export function buildCatalogue(): Catalogue {
  const prng = createPrng(20260415);
  const items = withItemAttributes([...buildFixtures(prng), ...generateItems(prng, GENERATED_ITEM_COUNT), ...buildStatusItems()]);
  const listable = items.filter(isListable);
  // Pictures in the colours each item is sold in (origin/db/seed/pictures.ts).
  for (const item of items) colourItemPictures(item);

  for (const item of items) {
    if (item.related.length > 0 || item.row.item_no < 1011) continue;
    const top = item.categories[0]?.[0];
    const pool = listable.filter((o) => o.row.item_no !== item.row.item_no && o.categories[0]?.[0] === top).map((o) => o.row.item_no);
    item.related = prng.sample(pool, prng.int(0, 4));
  }

  const brandBest = new Map<number, number[]>();
  for (const brand of BRANDS) {
    const best = listable
      .filter((i) => i.row.brand_no === brand.brand_no)
      .sort((a, b) => Number(b.row.sold_qty ?? 0) - Number(a.row.sold_qty ?? 0) || a.row.item_no - b.row.item_no)
      .slice(0, BRAND_BEST_SIZE)
      .map((i) => i.row.item_no);
    brandBest.set(brand.brand_no, best);
  }
  // Spec 3.2 isLocalGoods: the first of 포레스트 랩's best sellers, so 1003's brand best shows the mark.
  const localNo = brandBest.get(LOCAL_GOODS_BRAND)?.[0];
  const local = items.find((i) => i.row.item_no === localNo);
  if (local) local.row.is_local_goods = true;

  return { brands: BRANDS, categories: CATEGORIES, items, brandBest, toggles: TOGGLES };
}

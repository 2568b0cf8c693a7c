/**
 * Spec 4.2 item label, fit and sample display on the demo catalogue (issue 13 item 2), set once
 * the items are built; each item's gender (the gender filter: 1 women, 2 men, 0 none) is set
 * where the item is built. Every value appears on a fixture item (docs/catalogue.md, Fixture items):
 *
 *   label    0 none 1001 · 1 sale 1002 (세일; generated items with 20 % off or more too) ·
 *            2 date 1006 (ends in 30 days: 'M.d 마감'), 1007 (opens in 120 days: 'M.d 오픈') ·
 *            3 d-day 1009 (ends in 5 days: '마감 D-5'), 1120 (opens in 3 days: 'D-3')
 *   fit      1 oversize 1006, 1120 · 2 relax 1004 · 3 regular 1001, 1002 · 4 slim 1007, 1009;
 *            generated clothing by its name (오버핏 → oversize, 와이드 → relax, 테이퍼드 /
 *            스트레이트 / 크롭 → slim), else by its number; life goods have none
 *   gender   1 women 1001, 1002, 1004, 1007, 1120 · 2 men 1006, 1009 · none 1003
 *   sample   0 none 1006 (one sample review, marked, in its place) · 1 hide 1004 (its newest
 *            review is a sample: hidden) · 2 top 1002 (its two oldest are samples: first) ·
 *            3 bottom 1009 (its two newest are samples: last)
 *
 * 1120 is a launch: on sale (status 1) but its window opens three days after the seed day at
 * 10:00, so listings show it with its D-day and its page says it is not on sale yet.
 */
import { emptyItem, frontStatusOf, priced, seedDate, singleOptions, sizeChart, clothingDetails } from './builders';
import type { ItemSeed } from './model';

/** Item columns to set, and which of the item's reviews (by index, oldest first) are sample reviews. */
type Attributes = { row: Record<string, string | number | boolean>; samples?: number[] };

// A function, not a constant: seed dates count from the seed day, which is set before each seed.
const fixtures = (): Record<number, Attributes> => ({
  1001: { row: { item_label: 0, fit: 3 } },
  1002: { row: { item_label: 1, fit: 3, sample_display: 2 }, samples: [0, 1] },
  1004: { row: { fit: 2, sample_display: 1 }, samples: [4] },
  1006: { row: { item_label: 2, fit: 1, sample_display: 0, available_end_at: seedDate(30, '23:59:59'), use_without_available_end_date: false }, samples: [2] },
  1007: { row: { item_label: 2, fit: 4 } },
  1009: { row: { item_label: 3, fit: 4, sample_display: 3, available_end_at: seedDate(5, '23:59:59'), use_without_available_end_date: false }, samples: [5, 6] },
});

const FIT_WORDS: [RegExp, number][] = [
  [/오버핏|오버 셔츠/, 1],
  [/와이드|릴랙스/, 2],
  [/테이퍼드|스트레이트|크롭|슬림/, 4],
];

/**
 * A generated item's fit: from its name, else spread by its number; none outside clothing.
 * Bottoms (trousers, skirts) are never oversize: relax, regular or slim.
 */
export function generatedFit(item: ItemSeed): number {
  const path = item.categories[0];
  if (!path || path[0] === '103') return 0;
  const name = item.row.item_name;
  for (const [re, fit] of FIT_WORDS) if (re.test(name)) return fit;
  const bottom = path[1].slice(3) === '102';
  return bottom ? 2 + (item.row.item_no % 3) : (item.row.item_no % 4) + 1;
}

/** The launch item 1120 (see the header). */
function launch1120(): ItemSeed {
  const item = emptyItem({
    item_no: 1120,
    item_name: '오버핏 코튼 맨투맨',
    brand_no: 10457,
    ...priced(59000, 0),
    option_type: 2,
    use_option: true,
    item_stock_status: 1,
    front_item_stock_status: frontStatusOf(1),
    visible_begin_at: seedDate(-1),
    available_begin_at: seedDate(3, '10:00:00'),
    is_visible_available_begin_date: true,
    mileage: 590,
    sold_qty: 0,
    is_new: true,
    size_chart_type: 1,
    gender: 1,
    shipping_fee: 3000,
    free_shipping_threshold: 50000,
    item_label: 3,
    fit: 1,
  });
  item.options = singleOptions('사이즈', ['S', 'M', 'L']);
  item.sizeChart = sizeChart('top', ['S', 'M', 'L']);
  item.details = clothingDetails('면 100 %');
  item.categories = [['101', '101101', '101101100']];
  item.descriptions = [{ title: '상품 설명', content: '넉넉한 품의 오버핏 맨투맨입니다.\n사흘 뒤 오전 10시에 판매를 시작합니다.' }];
  item.hearts = 128;
  return item;
}

/** Sets label, fit and sample display on `items` (in place) and adds the launch item. */
export function withItemAttributes(items: ItemSeed[]): ItemSeed[] {
  const byNo = fixtures();
  for (const item of items) {
    const no = item.row.item_no;
    const fixture = byNo[no];
    if (fixture) {
      const { samples = [], row } = fixture;
      Object.assign(item.row, row);
      samples.forEach((i) => {
        const review = item.reviews[i];
        // A sample was given, not bought as a gift.
        if (review) Object.assign(review, { is_sample: true, is_gift: false });
      });
    } else if (no >= 1011 && no <= 1099) {
      item.row.fit = generatedFit(item);
      item.row.item_label = Number(item.row.discount_rate) >= 20 ? 1 : 0;
    }
  }
  return [...items, launch1120()];
}

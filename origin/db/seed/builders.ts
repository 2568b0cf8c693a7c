import type { ItemRow, ItemSeed, OptionSeed, SizeRowSeed } from './model';
import { PICTURE_COUNTS, standardImages } from './pictures';

/** Counts of the image files the image route serves (see the header of fixtures.ts). */
export const IMAGE_COUNTS = PICTURE_COUNTS;
export const REVIEW_IMAGE_SIZE = { width: 800, height: 800 } as const;

/**
 * The seed's "today": every catalogue date is relative to it. The seed runs as of the Seoul date
 * it runs on (origin/db/migrate.ts sets it), so sale windows, shipping estimates and the minor
 * member's age stay right whenever a fresh database is seeded; tests pin it to SEED_TODAY.
 */
export const SEED_TODAY = '2026-04-15';
let seedToday = SEED_TODAY;

export function setSeedToday(day: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`seed day must be yyyy-MM-dd, got ${day}`);
  seedToday = day;
}

export const getSeedToday = (): string => seedToday;

/** The Seoul calendar date of an instant, as yyyy-MM-dd. */
export function seoulDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Spec 4.1 numeric status → the named status the front shows. */
export function frontStatusOf(status: number): string {
  switch (status) {
    case 0:
      return 'PREPARE_FOR_SALE';
    case 1:
      return 'ON_STOCK';
    case 5:
      return 'SOLD_OUT';
    case 21:
    case 12:
      return 'STOP_SELLING';
    case 9:
    case 99:
    case 20:
      return 'DISCONTINUED';
    case 10:
    case 11:
    case 50:
      return 'PREVIEW';
    default:
      return 'ON_STOCK';
  }
}

/** A Seoul wall-time 'yyyy-MM-dd HH:mm:ss', `days` after (negative: before) the seed's today. */
export function seedDate(days: number, time = '10:00:00'): string {
  const [y, m, d] = seedToday.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${time}`;
}

/** The price after an item coupon of `rate` percent, rounded down to 100 won (itemOrderMeta.couponPrice). */
export function couponPrice(sellPrice: number, rate: number): number {
  return Math.floor((sellPrice * (100 - rate)) / 100 / 100) * 100;
}

/** Consumer price and discount rate → sell price rounded down to 100 won. */
export function priced(consumer: number, rate: number): Pick<ItemRow, 'consumer_price' | 'sell_price' | 'discount_rate'> {
  const sell = Math.floor((consumer * (100 - rate)) / 100 / 100) * 100;
  return { consumer_price: consumer, sell_price: sell, discount_rate: rate };
}

export function emptyItem(row: ItemRow): ItemSeed {
  return {
    row,
    options: [],
    images: standardImages(row.item_no, row.item_name),
    sizeChart: [],
    descriptions: [],
    addedDescriptions: [],
    details: [],
    subjects: [],
    modelSizes: [],
    categories: [],
    related: [],
    group: [],
    dependent: [],
    itemGroup: [],
    hearts: 0,
    reviews: [],
    qna: [],
  };
}

const SOLD_OUT = { option_stock_status: 5, front_option_stock_status: 'SOLD_OUT' } as const;

/** Spec 3.3 single option: one group per title whose values are the purchasable leaves. */
export function singleOptions(title: string, values: readonly string[], soldOut: readonly string[] = []): OptionSeed[] {
  return [{ title, children: values.map((v) => ({ title: v, ...(soldOut.includes(v) ? SOLD_OUT : {}) })) }];
}

/** Spec 3.3 combined option: outer × inner, leaves purchasable; `soldOut` holds 'outer/inner'. */
export function combinedOptions(outer: readonly string[], inner: readonly string[], soldOut: readonly string[] = []): OptionSeed[] {
  return outer.map((o) => ({
    title: o,
    children: inner.map((i) => ({ title: i, ...(soldOut.includes(`${o}/${i}`) ? SOLD_OUT : {}) })),
  }));
}

type Kind = 'outer' | 'top' | 'bottom';
const CHART_BASE: Record<Kind, Omit<SizeRowSeed, 'size_name'>> = {
  outer: { total_length: 105, shoulder_width: 46, chest_width: 58, sleeve_length: 60, waist_width: 0, hips_width: 0, crotch_length: 0, thigh_width: 0, hem_width: 60 },
  top: { total_length: 68, shoulder_width: 48, chest_width: 56, sleeve_length: 22, waist_width: 0, hips_width: 0, crotch_length: 0, thigh_width: 0, hem_width: 54 },
  bottom: { total_length: 100, shoulder_width: 0, chest_width: 0, sleeve_length: 0, waist_width: 38, hips_width: 50, crotch_length: 30, thigh_width: 31, hem_width: 21 },
};

/** Rows grow by a fixed step per size, like a real grading table. */
export function sizeChart(kind: Kind, sizes: readonly string[]): SizeRowSeed[] {
  const base = CHART_BASE[kind];
  return sizes.map((size_name, step) => {
    const row = { size_name } as SizeRowSeed;
    for (const [col, value] of Object.entries(base) as [keyof typeof base, number][]) {
      row[col] = value === 0 ? 0 : value + step * (col === 'total_length' ? 2 : 1.5);
    }
    return row;
  });
}

/** Spec 4.2 size chart type by second-level category: 1 top, 2 bottom, 3 outer, 0 none. */
export function chartKindOf(code3: string): Kind | null {
  const mid = code3.slice(3, 6);
  if (code3.startsWith('103')) return null;
  return mid === '100' ? 'outer' : mid === '101' ? 'top' : 'bottom';
}

export const SIZE_CHART_TYPE: Record<Kind, number> = { top: 1, bottom: 2, outer: 3 };

/** 상품정보제공고시 rows for clothing. */
export function clothingDetails(material: string, origin = '대한민국'): { title: string; content: string }[] {
  return [
    { title: '소재', content: material },
    { title: '색상', content: '상세 이미지 참조' },
    { title: '치수', content: '상세 사이즈 표 참조' },
    { title: '제조자/수입자', content: '상세 페이지 참조' },
    { title: '제조국', content: origin },
    { title: '세탁방법 및 취급시 주의사항', content: '드라이클리닝 권장\n표백제 사용 금지' },
  ];
}

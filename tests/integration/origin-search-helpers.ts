import { env } from 'cloudflare:workers';
import { ensureDatabase } from '../../origin/db/migrate';
import { originUpstream } from './harness';

/** Calls the reference origin in-process and reads its JSON answer. */
export const DB = (env as unknown as { DB: D1Database }).DB;
const origin = originUpstream();

export interface Answer {
  status: number;
  headers: Headers;
  body: { result: string; data?: unknown; errorCode?: string; message?: string };
}

export async function get(path: string): Promise<Answer> {
  const res = await origin(path);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

export async function data<T>(path: string): Promise<T> {
  const a = await get(path);
  if (a.status !== 200) throw new Error(`${path} answered ${a.status}: ${JSON.stringify(a.body)}`);
  return a.body.data as T;
}

export interface Card {
  itemNo: number;
  itemName: string;
  frontBrandNo: number;
  frontBrandName: string;
  sellPrice: number;
  discountRate: number;
  heartCount: number;
}
export interface Listing {
  count: number;
  page: number;
  size: number;
  sort: string;
  results: Card[];
}

/** Every page of a listing, in order. */
export async function allPages(path: string, size: number): Promise<{ count: number; cards: Card[] }> {
  const sep = path.includes('?') ? '&' : '?';
  const cards: Card[] = [];
  let count = -1;
  for (let page = 1; page < 100; page++) {
    const l = await data<Listing>(`${path}${sep}page=${page}&size=${size}`);
    count = l.count;
    if (l.results.length === 0) break;
    cards.push(...l.results);
  }
  return { count, cards };
}

export interface CatalogueRow {
  item_no: number;
  item_name: string;
  brand_no: number;
  brand_name: string;
  brand_name_eng: string;
  sell_price: number;
  discount_rate: number;
  sold_qty: number;
  visible_begin_at: string | null;
  heart_count: number;
}

/** The listable catalogue, straight from the tables: the ground truth the answers must match. */
export async function listableCatalogue(): Promise<CatalogueRow[]> {
  await ensureDatabase(DB);
  const rows = await DB.prepare(
    `SELECT i.item_no, i.item_name, i.brand_no, b.name AS brand_name, b.name_eng AS brand_name_eng, i.sell_price, i.discount_rate,
       i.sold_qty, i.visible_begin_at, COALESCE(h.heart_count, 0) AS heart_count
     FROM items i JOIN brands b ON b.brand_no = i.brand_no LEFT JOIN hearts h ON h.item_no = i.item_no
     WHERE i.item_stock_status IN (1, 5) AND i.use_adult_check = 0`,
  ).all<CatalogueRow>();
  return rows.results;
}

/** Item numbers whose item or brand name holds every term, case-insensitively. */
export function expectedMatches(rows: CatalogueRow[], keyword: string): number[] {
  const terms = keyword
    .normalize('NFKC')
    .trim()
    .split(/\s+/)
    .map((t) => t.toLowerCase());
  return rows
    .filter((r) => terms.every((t) => [r.item_name, r.brand_name, r.brand_name_eng].some((n) => n.toLowerCase().includes(t))))
    .map((r) => r.item_no)
    .sort((a, b) => a - b);
}

export const sortedNos = (cards: Card[]): number[] => cards.map((c) => c.itemNo).sort((a, b) => a - b);

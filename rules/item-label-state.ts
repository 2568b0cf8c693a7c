/**
 * The shape of an item label's state (rules/item-label.ts works it out) and its reader for
 * untrusted JSON. Apart from the rule so the browser can read a state without the date library.
 */

export interface MonthDay {
  month: number;
  day: number;
}

export type ItemLabelState =
  | { kind: 'sale'; until: MonthDay | null }
  | { kind: 'date'; event: 'open' | 'close'; on: MonthDay; today: boolean }
  | { kind: 'dday'; event: 'open' | 'close'; days: number };

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const wholeIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const monthDayFrom = (v: unknown): MonthDay | null => {
  const r = record(v);
  return r && wholeIn(r.month, 1, 12) && wholeIn(r.day, 1, 31) ? { month: r.month, day: r.day } : null;
};

/**
 * A label state from untrusted JSON (the grid's pages arrive through the gateway, which worked
 * the state out with the edge's clock); null for anything that is not one.
 */
export function itemLabelStateFrom(raw: unknown): ItemLabelState | null {
  const r = record(raw);
  if (!r) return null;
  if (r.kind === 'sale') {
    if (r.until === null) return { kind: 'sale', until: null };
    const until = monthDayFrom(r.until);
    return until ? { kind: 'sale', until } : null;
  }
  const event = r.event === 'open' || r.event === 'close' ? r.event : null;
  if (event === null) return null;
  if (r.kind === 'date') {
    const on = monthDayFrom(r.on);
    return on && typeof r.today === 'boolean' ? { kind: 'date', event, on, today: r.today } : null;
  }
  if (r.kind === 'dday') return wholeIn(r.days, 0, 100_000) ? { kind: 'dday', event, days: r.days } : null;
  return null;
}

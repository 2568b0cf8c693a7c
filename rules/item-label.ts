/**
 * The item label of spec 4.2 (0 none, 1 sale, 2 date, 3 d-day) as a shopper sees it at `now`:
 * the upstream chooses which kind an item carries, this rule decides what it says from the
 * item's sale window (availableBeginTimestamp, availableEndTimestamp), in Seoul time.
 *
 *   sale   while the window is open: 세일, or 11.30까지 세일 when it has an end; nothing before
 *          it opens or after it ends (no sale to speak of).
 *   date   before the window opens: its day (11.28 오픈, 오늘 오픈 on the day itself); once open,
 *          the last day when it has an end (11.30 마감, 오늘 마감); nothing after it ends.
 *   d-day  before the window opens: calendar days to the opening day (D-3 … D-1, D-DAY on the
 *          day until the opening minute); once open, days to the last day (마감 D-3, 오늘 마감).
 *
 * Days are Seoul calendar days: D-1 turns into D-DAY at 00:00 Seoul on the opening day, not 24
 * hours before the opening minute. An end stamp is the first instant the item is no longer on
 * sale (sale-state.ts), so an end at 00:00:00 makes the day before it the last day. The rule
 * answers a state (kind, numbers); the words are src/copy/ko.ts's (`itemLabelText`).
 */

import { parseItemLabel, ItemLabel } from './item-enums';
import type { ItemLabelState, MonthDay } from './item-label-state';
import { parseSeoul, seoulToday } from './seoul-time';

export type { ItemLabelState, MonthDay } from './item-label-state';

export interface ItemLabelInput {
  itemLabel: unknown;
  availableBeginTimestamp: string | null;
  availableEndTimestamp: string | null;
  /** 'T': the window has no end, whatever availableEndTimestamp says. */
  useWithoutAvailableEndDate?: 'T' | 'F';
}

const DAY_MS = 86_400_000;

/** Seoul calendar day of an instant as a day number (days since 1970-01-01), or null. */
function seoulDayNumber(at: Date): number | null {
  const d = seoulToday(at);
  return d ? Date.UTC(d.year, d.month - 1, d.day) / DAY_MS : null;
}

function monthDay(at: Date): MonthDay | null {
  const d = seoulToday(at);
  return d ? { month: d.month, day: d.day } : null;
}

export function itemLabelOf(item: ItemLabelInput, now: Date): ItemLabelState | null {
  const code = parseItemLabel(item.itemLabel);
  if (code === ItemLabel.NONE || Number.isNaN(now.getTime())) return null;
  const begin = parseSeoul(item.availableBeginTimestamp);
  const end = item.useWithoutAvailableEndDate === 'T' ? null : parseSeoul(item.availableEndTimestamp);
  const t = now.getTime();
  if (end !== null && t >= end.getTime()) return null;
  const notOpen = begin !== null && t < begin.getTime();
  // The last day on sale: the day of the instant just before the end.
  const lastInstant = end === null ? null : new Date(end.getTime() - 1);
  const today = seoulDayNumber(now);
  if (today === null) return null;

  if (code === ItemLabel.SALE) {
    if (notOpen) return null;
    return { kind: 'sale', until: lastInstant ? monthDay(lastInstant) : null };
  }

  const target = notOpen ? begin : lastInstant;
  if (target === null) return null;
  const event = notOpen ? 'open' : 'close';
  const targetDay = seoulDayNumber(target);
  const on = monthDay(target);
  if (targetDay === null || on === null) return null;
  if (code === ItemLabel.DATE) return { kind: 'date', event, on, today: targetDay === today };
  return { kind: 'dday', event, days: Math.max(0, targetDay - today) };
}

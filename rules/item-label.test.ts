import { describe, expect, it } from 'vitest';
import { itemLabelOf, type ItemLabelInput } from './item-label';
import { itemLabelStateFrom } from './item-label-state';

/** An instant given as Seoul wall time (UTC+9, no daylight saving). */
const seoul = (stamp: string) => new Date(`${stamp}+09:00`);

const item = (itemLabel: unknown, begin: string | null, end: string | null = null, useWithout: 'T' | 'F' = 'F'): ItemLabelInput => ({
  itemLabel,
  availableBeginTimestamp: begin,
  availableEndTimestamp: end,
  useWithoutAvailableEndDate: useWithout,
});

// Opens 2026-11-28 10:00 Seoul; ends 2026-11-30 23:59:59 (last day the 30th).
const BEGIN = '2026-11-28 10:00:00';
const END = '2026-11-30 23:59:59';

describe('no label', () => {
  it('label code 0, an unknown code or no dates says nothing', () => {
    const now = seoul('2026-11-20T12:00:00');
    expect(itemLabelOf(item(0, BEGIN, END), now)).toBeNull();
    expect(itemLabelOf(item(7, BEGIN, END), now)).toBeNull();
    expect(itemLabelOf(item('abc', BEGIN, END), now)).toBeNull();
    expect(itemLabelOf(item(2, null, null), now)).toBeNull();
    expect(itemLabelOf(item(3, null, null), now)).toBeNull();
  });
  it('every label is gone from the end instant on', () => {
    for (const code of [1, 2, 3]) {
      expect(itemLabelOf(item(code, BEGIN, END), seoul('2026-11-30T23:59:58'))).not.toBeNull();
      expect(itemLabelOf(item(code, BEGIN, END), seoul('2026-11-30T23:59:59'))).toBeNull();
      expect(itemLabelOf(item(code, BEGIN, END), seoul('2026-12-01T00:00:00'))).toBeNull();
    }
  });
  it('an invalid clock says nothing', () => {
    expect(itemLabelOf(item(1, BEGIN), new Date(Number.NaN))).toBeNull();
  });
});

describe('sale (1)', () => {
  it('shows only while the window is open, from the opening minute', () => {
    expect(itemLabelOf(item(1, BEGIN, END), seoul('2026-11-28T09:59:00'))).toBeNull();
    expect(itemLabelOf(item(1, BEGIN, END), seoul('2026-11-28T10:00:00'))).toEqual({ kind: 'sale', until: { month: 11, day: 30 } });
  });
  it('has no end date when the window is open-ended', () => {
    expect(itemLabelOf(item(1, BEGIN), seoul('2026-12-25T00:00:00'))).toEqual({ kind: 'sale', until: null });
    expect(itemLabelOf(item(1, BEGIN, END, 'T'), seoul('2027-01-01T00:00:00'))).toEqual({ kind: 'sale', until: null });
  });
  it('an end at midnight makes the day before the last day', () => {
    expect(itemLabelOf(item(1, BEGIN, '2026-12-01 00:00:00'), seoul('2026-11-30T12:00:00'))).toEqual({ kind: 'sale', until: { month: 11, day: 30 } });
  });
  it('accepts the code as a string', () => {
    expect(itemLabelOf(item('1', BEGIN), seoul('2026-11-29T00:00:00'))?.kind).toBe('sale');
  });
});

describe('date (2)', () => {
  it('names the opening day until the opening minute, then the last day', () => {
    expect(itemLabelOf(item(2, BEGIN, END), seoul('2026-11-27T23:59:00'))).toEqual({ kind: 'date', event: 'open', on: { month: 11, day: 28 }, today: false });
    expect(itemLabelOf(item(2, BEGIN, END), seoul('2026-11-28T00:00:00'))).toEqual({ kind: 'date', event: 'open', on: { month: 11, day: 28 }, today: true });
    expect(itemLabelOf(item(2, BEGIN, END), seoul('2026-11-28T09:59:00'))).toEqual({ kind: 'date', event: 'open', on: { month: 11, day: 28 }, today: true });
    expect(itemLabelOf(item(2, BEGIN, END), seoul('2026-11-28T10:00:00'))).toEqual({ kind: 'date', event: 'close', on: { month: 11, day: 30 }, today: false });
    expect(itemLabelOf(item(2, BEGIN, END), seoul('2026-11-29T23:59:00'))).toEqual({ kind: 'date', event: 'close', on: { month: 11, day: 30 }, today: false });
    expect(itemLabelOf(item(2, BEGIN, END), seoul('2026-11-30T00:00:00'))).toEqual({ kind: 'date', event: 'close', on: { month: 11, day: 30 }, today: true });
  });
  it('says nothing once open when the window has no end', () => {
    expect(itemLabelOf(item(2, BEGIN), seoul('2026-11-28T10:00:00'))).toBeNull();
  });
});

describe('d-day (3)', () => {
  it('counts Seoul calendar days to the opening day, turning at Seoul midnight', () => {
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-25T00:00:00'))).toEqual({ kind: 'dday', event: 'open', days: 3 });
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-25T23:59:00'))).toEqual({ kind: 'dday', event: 'open', days: 3 });
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-26T00:00:00'))).toEqual({ kind: 'dday', event: 'open', days: 2 });
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-27T23:59:00'))).toEqual({ kind: 'dday', event: 'open', days: 1 });
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-28T00:00:00'))).toEqual({ kind: 'dday', event: 'open', days: 0 });
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-28T09:59:00'))).toEqual({ kind: 'dday', event: 'open', days: 0 });
  });
  it('counts to the last day once open', () => {
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-28T10:00:00'))).toEqual({ kind: 'dday', event: 'close', days: 2 });
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-29T23:59:00'))).toEqual({ kind: 'dday', event: 'close', days: 1 });
    expect(itemLabelOf(item(3, BEGIN, END), seoul('2026-11-30T00:00:00'))).toEqual({ kind: 'dday', event: 'close', days: 0 });
  });
  it('uses the Seoul day, not the UTC one (15:00 UTC is already tomorrow in Seoul)', () => {
    // 2026-11-26 14:59 UTC is 23:59 on the 26th in Seoul; a minute later it is the 27th there.
    expect(itemLabelOf(item(3, BEGIN), new Date('2026-11-26T14:59:00Z'))).toEqual({ kind: 'dday', event: 'open', days: 2 });
    expect(itemLabelOf(item(3, BEGIN), new Date('2026-11-26T15:00:00Z'))).toEqual({ kind: 'dday', event: 'open', days: 1 });
  });
  it('counts across a month and a year', () => {
    expect(itemLabelOf(item(3, '2027-01-02 00:00:00'), seoul('2026-12-30T08:00:00'))).toEqual({ kind: 'dday', event: 'open', days: 3 });
  });
  it('says nothing once open when the window has no end', () => {
    expect(itemLabelOf(item(3, BEGIN), seoul('2026-11-28T10:00:00'))).toBeNull();
    expect(itemLabelOf(item(3, null, END, 'T'), seoul('2026-11-28T10:00:00'))).toBeNull();
  });
});

describe('itemLabelStateFrom', () => {
  it('reads back every state the rule answers', () => {
    const states = [
      itemLabelOf(item(1, BEGIN, END), seoul('2026-11-29T00:00:00')),
      itemLabelOf(item(1, BEGIN), seoul('2026-11-29T00:00:00')),
      itemLabelOf(item(2, BEGIN, END), seoul('2026-11-27T00:00:00')),
      itemLabelOf(item(3, BEGIN, END), seoul('2026-11-27T00:00:00')),
    ];
    for (const s of states) expect(itemLabelStateFrom(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });
  it('refuses anything else', () => {
    for (const v of [
      null,
      'sale',
      [],
      { kind: 'x' },
      { kind: 'sale', until: { month: 13, day: 1 } },
      { kind: 'date', event: 'open', on: { month: 1, day: 1 } },
      { kind: 'dday', event: 'soon', days: 1 },
      { kind: 'dday', event: 'open', days: -1 },
      { kind: 'dday', event: 'open', days: 1.5 },
    ]) {
      expect(itemLabelStateFrom(v), JSON.stringify(v)).toBeNull();
    }
  });
});

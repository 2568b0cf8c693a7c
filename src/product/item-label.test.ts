import { describe, expect, it } from 'vitest';
import { catalogCopy } from '../copy/ko';
import { cardLabelOf } from './item-label';

const seoul = (stamp: string) => new Date(`${stamp}+09:00`);
const card = (itemLabel: number, begin: string | null, end: string | null = null) => ({
  itemLabel,
  availableBeginTimestamp: begin,
  availableEndTimestamp: end,
  useWithoutAvailableEndDate: 'F' as const,
});

describe('the words of each label (catalogCopy.itemLabel)', () => {
  it.each([
    [{ kind: 'sale', until: null }, '세일'],
    [{ kind: 'sale', until: { month: 11, day: 30 } }, '11.30까지 세일'],
    [{ kind: 'date', event: 'open', on: { month: 11, day: 28 }, today: false }, '11.28 오픈'],
    [{ kind: 'date', event: 'open', on: { month: 11, day: 28 }, today: true }, '오늘 오픈'],
    [{ kind: 'date', event: 'close', on: { month: 1, day: 5 }, today: false }, '1.5 마감'],
    [{ kind: 'date', event: 'close', on: { month: 1, day: 5 }, today: true }, '오늘 마감'],
    [{ kind: 'dday', event: 'open', days: 3 }, 'D-3'],
    [{ kind: 'dday', event: 'open', days: 0 }, 'D-DAY'],
    [{ kind: 'dday', event: 'close', days: 2 }, '마감 D-2'],
    [{ kind: 'dday', event: 'close', days: 0 }, '오늘 마감'],
  ] as const)('%j → %s', (state, text) => expect(catalogCopy.itemLabel(state)).toBe(text));
});

describe('cardLabelOf', () => {
  it('works the label out at the clock it is given, at the Seoul midnight edge', () => {
    const launch = card(3, '2026-11-28 10:00:00');
    expect(cardLabelOf(launch, seoul('2026-11-27T23:59:00'))).toEqual({ kind: 'dday', text: 'D-1' });
    expect(cardLabelOf(launch, seoul('2026-11-28T00:00:00'))).toEqual({ kind: 'dday', text: 'D-DAY' });
    expect(cardLabelOf(launch, seoul('2026-11-28T10:00:00'))).toBeNull();
    expect(cardLabelOf(card(2, '2026-11-28 10:00:00'), seoul('2026-11-27T23:59:00'))).toEqual({ kind: 'date', text: '11.28 오픈' });
    expect(cardLabelOf(card(2, '2026-11-28 10:00:00'), seoul('2026-11-28T00:00:00'))).toEqual({ kind: 'date', text: '오늘 오픈' });
    expect(cardLabelOf(card(1, '2026-11-01 00:00:00', '2026-12-01 00:00:00'), seoul('2026-11-30T23:59:00'))).toEqual({ kind: 'sale', text: '11.30까지 세일' });
    expect(cardLabelOf(card(1, '2026-11-01 00:00:00', '2026-12-01 00:00:00'), seoul('2026-12-01T00:00:00'))).toBeNull();
    expect(cardLabelOf(card(0, '2026-11-28 10:00:00'), seoul('2026-11-20T00:00:00'))).toBeNull();
  });
});

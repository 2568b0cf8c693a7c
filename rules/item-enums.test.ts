import { describe, expect, it } from 'vitest';
import {
  codeOf,
  Fit,
  FITS,
  GENDER_FILTERS,
  GenderFilter,
  ITEM_DISPLAYS,
  ITEM_LABELS,
  ItemDisplay,
  ItemLabel,
  parseFit,
  parseGenderFilter,
  parseItemDisplay,
  parseItemLabel,
  parseSampleDisplay,
  parseViewMode,
  SAMPLE_DISPLAYS,
  SampleDisplay,
  VIEW_MODES,
  ViewMode,
} from './item-enums';

describe('spec 4.2 enumerations', () => {
  it('carries every value of the spec, in its order', () => {
    expect(ItemDisplay).toEqual({ VISIBILITY: 1, INVISIBILITY: 2, TICKET: 3, LODGE: 4 });
    expect(ItemLabel).toEqual({ NONE: 0, SALE: 1, DATE: 2, D_DAY: 3 });
    expect(ViewMode).toEqual({ LIST: 0, DETAIL: 1 });
    expect(SampleDisplay).toEqual({ NONE: 0, HIDE: 1, TOP: 2, BOTTOM: 3 });
    expect(GenderFilter).toEqual({ WOMEN: 1, MEN: 2 });
    expect(Fit).toEqual({ OVERSIZE: 1, RELAX: 2, REGULAR: 3, SLIM: 4 });
    expect([ITEM_DISPLAYS, ITEM_LABELS, VIEW_MODES, SAMPLE_DISPLAYS, GENDER_FILTERS, FITS]).toEqual([
      [1, 2, 3, 4],
      [0, 1, 2, 3],
      [0, 1],
      [0, 1, 2, 3],
      [1, 2],
      [1, 2, 3, 4],
    ]);
  });
});

describe('codeOf', () => {
  it('reads whole numbers and digit strings, blanks forgiven', () => {
    expect([codeOf(3), codeOf('3'), codeOf(' 2 '), codeOf('0'), codeOf(0)]).toEqual([3, 3, 2, 0, 0]);
  });
  it('refuses anything else', () => {
    for (const v of [1.5, '1.5', 'abc', '', ' ', '1e0', '-1', '+1', '0x1', true, null, undefined, {}, [], Number.NaN, '1234567890']) expect(codeOf(v), String(v)).toBeNull();
  });
});

describe('parsers map every known code to itself', () => {
  it.each([
    ['item display', parseItemDisplay, ITEM_DISPLAYS],
    ['item label', parseItemLabel, ITEM_LABELS],
    ['view mode', parseViewMode, VIEW_MODES],
    ['sample display', parseSampleDisplay, SAMPLE_DISPLAYS],
    ['gender filter', parseGenderFilter, GENDER_FILTERS],
    ['fit', parseFit, FITS],
  ] as const)('%s', (_name, parse, values) => {
    for (const v of values) {
      expect(parse(v)).toBe(v);
      expect(parse(String(v))).toBe(v);
    }
  });
});

describe('unknown codes fall back to a safe default', () => {
  const junk = [99, -1, 5, '9', 'abc', '', null, undefined, 2.5, true, { code: 1 }];
  it('item display: the ordinary, visible item page', () => {
    for (const v of junk) expect(parseItemDisplay(v)).toBe(ItemDisplay.VISIBILITY);
    expect(parseItemDisplay(0)).toBe(ItemDisplay.VISIBILITY);
  });
  it('item label: none', () => {
    for (const v of [...junk, 4]) expect(parseItemLabel(v)).toBe(ItemLabel.NONE);
  });
  it('view mode: list', () => {
    for (const v of [...junk, 2]) expect(parseViewMode(v)).toBe(ViewMode.LIST);
  });
  it('sample display: none', () => {
    for (const v of [...junk, 4]) expect(parseSampleDisplay(v)).toBe(SampleDisplay.NONE);
  });
  it('gender and fit: no value (no filter)', () => {
    for (const v of [...junk, 0]) {
      expect(parseGenderFilter(v)).toBeNull();
      expect(parseFit(v)).toBeNull();
    }
    expect(parseGenderFilter(3)).toBeNull();
    expect(parseFit(5)).toBeNull();
  });
});

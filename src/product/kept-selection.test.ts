import { describe, expect, it } from 'vitest';
import { buildOptionModel } from './options';
import { initialSelection, restoreLines, selectOption, setLineQty, setLineText } from './option-selection';
import { KEPT_SELECTION_MS, keepSelection } from './kept-selection';
import { readKeptSelection } from './kept-selection-read';
import { makeItem } from './item-fixture';

const model = buildOptionModel(
  makeItem({
    sellPrice: 39000,
    optionType: 1,
    optionItems: {
      layout: ['색상', '사이즈'],
      list: [
        {
          optionNo: 10,
          title: '블랙',
          list: [
            { optionNo: 11, title: 'S' },
            { optionNo: 12, title: 'M', optionStockStatus: 5 },
            { optionNo: 13, title: 'L', sellPrice: 41000 },
          ],
        },
        { optionNo: 20, title: '화이트', list: [{ optionNo: 21, title: 'M', isLimitedQty: 'T', limitedQty: 2 }] },
      ],
    },
  }),
);

describe('options kept across a login', () => {
  it('keeps the lines and rebuilds the same selection from them', () => {
    let state = selectOption(model, selectOption(model, initialSelection(model), 0, 10), 1, 13);
    state = selectOption(model, selectOption(model, state, 0, 20), 1, 21);
    state = setLineText(setLineQty(model, state, 'option:13', 3), 'option:13', '이니셜 K');
    const kept = keepSelection(state, 1_000);
    const lines = readKeptSelection(kept, 1_000 + 60_000);
    expect(lines).toEqual([
      { optionNo: 13, qty: 3, text: '이니셜 K' },
      { optionNo: 21, qty: 1, text: '' },
    ]);
    expect(restoreLines(model, lines!)).toEqual({ ...state, path: [], notice: null });
  });

  it('forgets an expired, broken or empty entry', () => {
    expect(keepSelection(initialSelection(model), 0)).toBeNull();
    const kept = JSON.stringify({ v: [{ optionNo: 11, qty: 1, text: '' }], e: 10 });
    expect(readKeptSelection(kept, 9)).toEqual([{ optionNo: 11, qty: 1, text: '' }]);
    expect(readKeptSelection(kept, 10)).toBeNull();
    expect(KEPT_SELECTION_MS).toBe(1_800_000);
    for (const bad of ['{', 'null', JSON.stringify({ v: [{ optionNo: 'x', qty: 1, text: '' }] }), JSON.stringify({ v: [{ optionNo: 11, qty: -1, text: '' }] }), JSON.stringify({ v: [] })]) {
      expect(readKeptSelection(bad, 0)).toBeNull();
    }
    expect(readKeptSelection(null, 0)).toBeNull();
  });

  it('restores only what can be chosen now: unknown or sold-out options left out, quantities within limits', () => {
    const restored = restoreLines(model, [
      { optionNo: 987654, qty: 1, text: '' },
      { optionNo: 12, qty: 1, text: '' },
      { optionNo: 10, qty: 1, text: '' },
      { optionNo: 21, qty: 9, text: '' },
    ]);
    expect(restored.lines.map((l) => [l.optionNo, l.qty])).toEqual([[21, 2]]);
  });
});

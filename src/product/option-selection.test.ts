import { describe, expect, it } from 'vitest';
import type { ItemDetailInput } from '../../schemas/item-detail';
import { buildOptionModel } from './options';
import {
  ITEM_LINE_KEY,
  canOrder,
  decrementLine,
  incrementLine,
  initialSelection,
  lineLimits,
  linesMissingText,
  removeLine,
  selectOption,
  selectionTotals,
  setLineQty,
  setLineText,
  type SelectionState,
} from './option-selection';
import { makeItem } from './item-fixture';

const soldOut = { optionStockStatus: 5 };
const combined = (extra: Partial<ItemDetailInput> = {}) =>
  buildOptionModel(
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
              { optionNo: 12, title: 'M', ...soldOut },
              { optionNo: 13, title: 'L', sellPrice: 41000 },
            ],
          },
          { optionNo: 20, title: '화이트', list: [{ optionNo: 21, title: 'M', isLimitedQty: 'T', limitedQty: 2 }] },
        ],
      },
      ...extra,
    }),
  );

const pick = (model: ReturnType<typeof combined>, state: SelectionState, ...path: number[]) => path.reduce((s, no, level) => selectOption(model, s, level, no), state);

describe('combined selection', () => {
  const model = combined();
  const empty = initialSelection(model);

  it('starts empty', () => {
    expect(empty).toEqual({ path: [], lines: [], notice: null });
  });

  it('moves the path for parents and adds a leaf with its label path', () => {
    const s1 = selectOption(model, empty, 0, 10);
    expect(s1.path).toEqual([10]);
    expect(s1.lines).toEqual([]);
    const s2 = selectOption(model, s1, 1, 13);
    expect(s2.path).toEqual([]);
    expect(s2.lines).toEqual([{ key: 'option:13', optionNo: 13, labelPath: ['블랙', 'L'], label: '블랙 / L', qty: 1, unitPrice: 41000, text: '' }]);
  });

  it('increments the quantity when the same leaf is added twice', () => {
    const s = pick(model, pick(model, empty, 10, 11), 10, 11);
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]!.qty).toBe(2);
  });

  it('does not add a sold-out leaf or an unknown option, and leaves the state untouched', () => {
    const s1 = selectOption(model, empty, 0, 10);
    expect(selectOption(model, s1, 1, 12)).toBe(s1);
    expect(selectOption(model, s1, 1, 999)).toBe(s1);
    expect(selectOption(model, s1, 5, 11)).toBe(s1);
    expect(selectOption(model, empty, 1, 11)).toBe(empty);
  });

  it('re-choosing a parent drops deeper choices', () => {
    const s = selectOption(model, selectOption(model, empty, 0, 10), 0, 20);
    expect(s.path).toEqual([20]);
  });

  it('stops at the option stock and says why', () => {
    let s = pick(model, empty, 20, 21);
    s = pick(model, s, 20, 21);
    expect(s.lines[0]!.qty).toBe(2);
    const refused = pick(model, s, 20, 21);
    expect(refused.lines[0]!.qty).toBe(2);
    expect(refused.notice).toEqual({ key: 'aboveStock', text: '남은 재고가 2개예요.' });
  });

  it('never mutates the given state', () => {
    const s1 = pick(model, empty, 10, 11);
    const frozen = JSON.stringify(s1);
    pick(model, s1, 10, 11);
    setLineQty(model, s1, 'option:11', 5);
    removeLine(s1, 'option:11');
    setLineText(s1, 'option:11', 'hi');
    expect(JSON.stringify(s1)).toBe(frozen);
  });

  it('totals quantity × unit price across lines', () => {
    let s = pick(model, empty, 10, 11);
    s = pick(model, s, 10, 13);
    s = setLineQty(model, s, 'option:11', 3);
    expect(selectionTotals(s)).toEqual({ qty: 4, amount: 3 * 39000 + 41000, amountText: '158,000원' });
    expect(selectionTotals(empty)).toEqual({ qty: 0, amount: 0, amountText: '0원' });
  });

  it('removes lines', () => {
    const s = pick(model, empty, 10, 11);
    expect(removeLine(s, 'option:11').lines).toEqual([]);
    expect(removeLine(s, 'nope')).toBe(s);
  });
});

describe('quantities against item limits', () => {
  const model = combined({ maxOrderQty: 3, minOrderQty: 1 });

  it('shares the item max across lines', () => {
    let s = pick(model, initialSelection(model), 10, 11);
    s = setLineQty(model, s, 'option:11', 2);
    s = pick(model, s, 10, 13);
    expect(lineLimits(model, s, 'option:13').max).toBe(1);
    const over = incrementLine(model, s, 'option:13');
    expect(over.lines.find((l) => l.key === 'option:13')!.qty).toBe(1);
    expect(over.notice?.key).toBe('aboveMaxOrder');
    const full = pick(model, s, 10, 13);
    expect(full.notice?.key).toBe('aboveMaxOrder');
    const blocked = pick(model, setLineQty(model, s, 'option:11', 2), 20, 21);
    expect(blocked.lines).toHaveLength(2);
    expect(blocked.notice?.key).toBe('unavailable');
  });

  it('clamps set quantities and explains', () => {
    const s = pick(model, initialSelection(model), 10, 11);
    const high = setLineQty(model, s, 'option:11', 10);
    expect(high.lines[0]!.qty).toBe(3);
    expect(high.notice?.text).toBe('최대 3개까지 주문할 수 있어요.');
    const low = decrementLine(model, s, 'option:11');
    expect(low.lines[0]!.qty).toBe(1);
    expect(low.notice?.key).toBe('belowMin');
    expect(setLineQty(model, s, 'option:11', 1)).toBe(s);
    expect(setLineQty(model, s, 'missing', 2)).toBe(s);
  });

  it('starts new lines at the minimum', () => {
    const m = combined({ minOrderQty: 2 });
    expect(pick(m, initialSelection(m), 10, 11).lines[0]!.qty).toBe(2);
  });
});

describe('items without options (type 0)', () => {
  it('has one implicit line at the minimum quantity', () => {
    const model = buildOptionModel(makeItem({ sellPrice: 12000, minOrderQty: 2 }));
    const s = initialSelection(model);
    expect(s.lines).toEqual([{ key: ITEM_LINE_KEY, optionNo: null, labelPath: [], label: '', qty: 2, unitPrice: 12000, text: '' }]);
    expect(selectionTotals(incrementLine(model, s, ITEM_LINE_KEY))).toMatchObject({ qty: 3, amountText: '36,000원' });
    expect(selectOption(model, s, 0, 1)).toBe(s);
  });

  it('has no line when nothing can be ordered', () => {
    const model = buildOptionModel(makeItem({ isLimitedQty: 'T', limitedQty: 0 }));
    const s = initialSelection(model);
    expect(s.lines).toEqual([]);
    expect(s.notice?.key).toBe('unavailable');
    expect(canOrder(model, s)).toBe(false);
  });
});

describe('single options (type 2)', () => {
  const model = buildOptionModel(
    makeItem({
      sellPrice: 10000,
      optionType: 2,
      optionItems: {
        list: [
          {
            title: '사이즈',
            list: [
              { optionNo: 1, title: 'S' },
              { optionNo: 2, title: 'M', ...soldOut },
            ],
          },
          { title: '포장', list: [{ optionNo: 3, title: '선물 포장', sellPrice: 12000 }] },
        ],
      },
    }),
  );
  const empty = initialSelection(model);

  it('adds a value directly with its group label', () => {
    const s = selectOption(model, empty, 1, 3);
    expect(s.lines[0]).toMatchObject({ label: '포장: 선물 포장', labelPath: ['포장', '선물 포장'], unitPrice: 12000 });
  });

  it('refuses values from another group or sold-out values', () => {
    expect(selectOption(model, empty, 0, 3)).toBe(empty);
    expect(selectOption(model, empty, 0, 2)).toBe(empty);
    expect(selectOption(model, empty, 7, 1)).toBe(empty);
  });
});

describe('text options', () => {
  const model = combined({ optionItems: { isTextRequired: 'T', layout: ['사이즈'], list: [{ optionNo: 1, title: 'S' }] } });

  it('requires a text on every line before ordering', () => {
    let s = selectOption(model, initialSelection(model), 0, 1);
    expect(linesMissingText(model, s)).toEqual(['option:1']);
    expect(canOrder(model, s)).toBe(false);
    s = setLineText(s, 'option:1', '   ');
    expect(canOrder(model, s)).toBe(false);
    s = setLineText(s, 'option:1', '이니셜 K');
    expect(s.lines[0]!.text).toBe('이니셜 K');
    expect(canOrder(model, s)).toBe(true);
  });

  it('does not require text when optional', () => {
    const optional = combined({ optionItems: { isTextOption: 'T', layout: ['사이즈'], list: [{ optionNo: 1, title: 'S' }] } });
    expect(canOrder(optional, selectOption(optional, initialSelection(optional), 0, 1))).toBe(true);
    expect(canOrder(optional, initialSelection(optional))).toBe(false);
  });
});

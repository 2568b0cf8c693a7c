import { describe, expect, it } from 'vitest';
import type { ItemDetailInput } from '../../schemas/item-detail';
import { allSoldOut, availability, buildOptionModel, findPurchasable, groupSingleOptions, levelName, optionLevels, ownAvailability } from './options';
import { makeItem } from './item-fixture';
import { OptionItemSchema } from '../../schemas/option';

type OptionInput = NonNullable<NonNullable<ItemDetailInput['optionItems']>['list']>[number];
const leaf = (optionNo: number, title: string, extra: Partial<OptionInput> = {}): OptionInput => ({ optionNo, title, ...extra });
const soldOut = { optionStockStatus: 5, frontOptionStockStatus: 'SOLD_OUT' };

const combinedItem = (extra: Partial<ItemDetailInput> = {}) =>
  makeItem({
    sellPrice: 39000,
    optionType: 1,
    optionItems: {
      layout: ['색상', '사이즈'],
      list: [
        { optionNo: 10, title: '블랙', list: [leaf(11, 'S'), leaf(12, 'M', soldOut), leaf(13, 'L', { sellPrice: 41000 })] },
        { optionNo: 20, title: '  화이트', list: [leaf(21, 'S', { optionStockStatus: 5 }), leaf(22, 'M', { frontOptionStockStatus: 'SOLD_OUT' })] },
        { optionNo: 30, title: '그레이', list: [leaf(31, 'S', { optionStockStatus: 21 })] },
      ],
    },
    ...extra,
  });

describe('availability', () => {
  const parse = (o: OptionInput) => OptionItemSchema.parse(o);
  it('reads sold out from either status', () => {
    expect(ownAvailability(parse(leaf(1, 'a', { optionStockStatus: 5 })))).toBe('soldOut');
    expect(ownAvailability(parse(leaf(1, 'a', { frontOptionStockStatus: 'SOLD_OUT' })))).toBe('soldOut');
    expect(ownAvailability(parse(leaf(1, 'a')))).toBe('onSale');
    expect(ownAvailability(parse(leaf(1, 'a', { optionStockStatus: 21 })))).toBe('unavailable');
    expect(ownAvailability(parse(leaf(1, 'a', { frontOptionStockStatus: 'DISCONTINUED' })))).toBe('unavailable');
  });
  it('makes a parent sold out only when all its leaves are', () => {
    const item = combinedItem();
    const [black, white, grey] = item.optionItems.list;
    expect(availability(black!)).toBe('onSale');
    expect(availability(white!)).toBe('soldOut');
    expect(availability(grey!)).toBe('unavailable');
  });
});

describe('buildOptionModel', () => {
  it('is none for type 0 and for an empty option list', () => {
    expect(buildOptionModel(makeItem()).kind).toBe('none');
    expect(buildOptionModel(makeItem({ optionType: 1, optionItems: { list: [] } })).kind).toBe('none');
    expect(buildOptionModel(makeItem({ optionType: 2, optionItems: { list: [{ title: '사이즈', list: [] }] } })).kind).toBe('none');
  });
  it('knows text options; a required text implies one', () => {
    expect(buildOptionModel(makeItem({ optionItems: { isTextOption: 'T' } })).text).toEqual({ enabled: true, required: false });
    expect(buildOptionModel(makeItem({ optionItems: { isTextRequired: 'T' } })).text).toEqual({ enabled: true, required: true });
    expect(buildOptionModel(makeItem()).text).toEqual({ enabled: false, required: false });
  });
});

describe('combined options (type 1)', () => {
  const model = buildOptionModel(combinedItem());

  it('shows the first level named by the layout', () => {
    const levels = optionLevels(model, []);
    expect(levels).toHaveLength(1);
    expect(levels[0]!.name).toBe('색상');
    expect(levels[0]!.choices.map((c) => c.label)).toEqual(['블랙', '화이트', '그레이']);
    expect(levels[0]!.selected).toBeNull();
  });

  it('opens the children of the chosen parent', () => {
    const levels = optionLevels(model, [10]);
    expect(levels.map((l) => l.name)).toEqual(['색상', '사이즈']);
    expect(levels[0]!.selected).toBe(10);
    expect(levels[1]!.choices.map((c) => [c.label, c.isLeaf, c.disabled])).toEqual([
      ['S', true, false],
      ['M', true, true],
      ['L', true, false],
    ]);
  });

  it('stops at a stale path entry', () => {
    expect(optionLevels(model, [999, 11])).toHaveLength(1);
  });

  it('disables sold-out options and offers a restock request', () => {
    const [, m] = optionLevels(model, [10])[1]!.choices.slice(0, 2);
    expect(m).toMatchObject({ soldOut: true, disabled: true, restockable: true });
    const white = optionLevels(model, [])[0]!.choices[1]!;
    expect(white).toMatchObject({ isLeaf: false, soldOut: true, disabled: true, restockable: true });
    const grey = optionLevels(model, [])[0]!.choices[2]!;
    expect(grey).toMatchObject({ soldOut: false, disabled: true, restockable: false });
  });

  it('shows price differences against the item price', () => {
    const sizes = optionLevels(model, [10])[1]!.choices;
    expect(sizes[0]).toMatchObject({ unitPrice: 39000, priceDelta: 0, priceDeltaText: '' });
    expect(sizes[2]).toMatchObject({ unitPrice: 41000, priceDelta: 2000, priceDeltaText: '+2,000원', unitPriceText: '41,000원' });
  });

  it('falls back to 옵션 n when the layout is short', () => {
    const short = buildOptionModel(combinedItem({ optionItems: { layout: ['색상'], list: combinedItem().optionItems.list } }));
    expect(optionLevels(short, [10]).map((l) => l.name)).toEqual(['색상', '옵션 2']);
    expect(levelName([], 0)).toBe('옵션 1');
    expect(levelName(['', ' '], 1)).toBe('옵션 2');
  });

  it('goes as deep as the tree', () => {
    const deep = buildOptionModel(
      makeItem({ optionType: 1, optionItems: { layout: ['a', 'b', 'c'], list: [{ optionNo: 1, title: 'x', list: [{ optionNo: 2, title: 'y', list: [leaf(3, 'z')] }] }] } }),
    );
    expect(optionLevels(deep, [1, 2]).map((l) => l.name)).toEqual(['a', 'b', 'c']);
    expect(findPurchasable(deep, 3)?.labelPath).toEqual(['x', 'y', 'z']);
    expect(findPurchasable(deep, 2)).toBeNull();
  });

  it('finds leaves with their label path, with leading whitespace trimmed', () => {
    expect(findPurchasable(model, 22)?.labelPath).toEqual(['화이트', 'M']);
    expect(findPurchasable(model, 20)).toBeNull();
    expect(findPurchasable(model, 404)).toBeNull();
  });
});

describe('single options (type 2)', () => {
  const item = makeItem({
    optionType: 2,
    optionItems: {
      list: [
        { title: '사이즈', list: [leaf(1, 'S'), leaf(2, 'M', soldOut)] },
        { title: '포장', list: [leaf(5, '선물 포장', { sellPrice: 41000 })] },
        { title: ' 사이즈', list: [leaf(3, 'L')] },
      ],
    },
  });
  const model = buildOptionModel(item);

  it('merges entries with the same title, keeping order', () => {
    expect(model.kind).toBe('single');
    const levels = optionLevels(model);
    expect(levels.map((l) => l.name)).toEqual(['사이즈', '포장']);
    expect(levels[0]!.choices.map((c) => c.label)).toEqual(['S', 'M', 'L']);
    expect(levels[0]!.choices.every((c) => c.isLeaf)).toBe(true);
    expect(levels[0]!.choices[1]).toMatchObject({ disabled: true, restockable: true });
    expect(levels[1]!.choices[0]!.priceDeltaText).toBe('+2,000원');
  });

  it('labels a value by its group', () => {
    expect(findPurchasable(model, 3)?.labelPath).toEqual(['사이즈', 'L']);
  });

  it('drops empty groups', () => {
    expect(groupSingleOptions(OptionItemSchema.array().parse([{ title: 'a', list: [] }]))).toEqual([]);
  });
});

describe('extras', () => {
  it('shows stock counts when the item displays option quantities', () => {
    const model = buildOptionModel(makeItem({ isDisplayOptionQty: 'T', optionType: 2, optionItems: { list: [{ title: '사이즈', list: [leaf(1, 'S', { isLimitedQty: 'T', limitedQty: 2 })] }] } }));
    expect(optionLevels(model)[0]!.choices[0]!.stockText).toBe('2개 남음');
  });

  it('carries tags and navigation to a matched item', () => {
    const model = buildOptionModel(
      makeItem({
        itemNo: 7,
        optionType: 2,
        optionItems: { list: [{ title: '색상', list: [leaf(1, '블루', { tagLabelList: ['BEST', ' '], isMatchNavigate: 'T', itemNo: 8 }), leaf(2, '레드', { isMatchNavigate: 'T', itemNo: 7 })] }] },
      }),
    );
    const [blue, red] = optionLevels(model)[0]!.choices;
    expect(blue).toMatchObject({ tags: ['BEST'], navigateItemNo: 8 });
    expect(red!.navigateItemNo).toBeNull();
  });

  it('knows when everything is sold out', () => {
    expect(allSoldOut(buildOptionModel(combinedItem()))).toBe(false);
    const gone = makeItem({ optionType: 2, optionItems: { list: [{ title: '사이즈', list: [leaf(1, 'S', soldOut), leaf(2, 'M', { optionStockStatus: 21 })] }] } });
    expect(allSoldOut(buildOptionModel(gone))).toBe(true);
    expect(allSoldOut(buildOptionModel(makeItem()))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { OptionItemSchema } from '../../../schemas/option';
import { optionRows } from '../seed/statements';
import { combinedOptions } from '../seed/builders';
import { buildOptionTree } from './options';

describe('buildOptionTree', () => {
  it('nests combined options as stored by the seed, in order', () => {
    const rows = optionRows(1001, combinedOptions(['블랙', '아이보리'], ['S', 'M'], ['아이보리/M']));
    const tree = buildOptionTree(rows.reverse());
    expect(tree.map((o) => o.title)).toEqual(['블랙', '아이보리']);
    const ivory = tree[1]!;
    expect(ivory.list?.map((o) => o.title)).toEqual(['S', 'M']);
    expect(ivory.list?.[1]).toMatchObject({ optionStockStatus: 5, frontOptionStockStatus: 'SOLD_OUT', key: '아이보리/M', itemNo: 1001 });
    for (const o of tree) expect(OptionItemSchema.safeParse(o).success).toBe(true);
  });

  it('drops orphans and self-parents instead of looping', () => {
    const tree = buildOptionTree([
      { option_no: 1, parent_option_no: null, seq: 0, title: 'A' },
      { option_no: 2, parent_option_no: 99, seq: 0, title: 'orphan' },
      { option_no: 3, parent_option_no: 3, seq: 1, title: 'self' },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.list).toEqual([]);
  });
});

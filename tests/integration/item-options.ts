import { call as origin } from './origin-auth-helpers';

type Option = { title: string; optionNo: number; list: Option[] };

/** The purchasable options of an item ("블랙 / M" → number), read from the origin's item call, in the item's order. */
export async function leaves(itemNo: number): Promise<Map<string, number>> {
  const item = (await origin<{ optionItems: { list: Option[] } }>('GET', `/api/v5/product-detail/${itemNo}`)).body.data!;
  const out = new Map<string, number>();
  const walk = (list: Option[], path: string[]) => {
    for (const o of list) {
      if (o.list.length === 0) out.set([...path, o.title].join(' / '), o.optionNo);
      else walk(o.list, [...path, o.title]);
    }
  };
  walk(item.optionItems.list, []);
  return out;
}

/** One option by its label, or the item's first when no label is given. */
export async function leaf(itemNo: number, label?: string): Promise<number> {
  const all = await leaves(itemNo);
  return label === undefined ? [...all.values()][0]! : all.get(label)!;
}

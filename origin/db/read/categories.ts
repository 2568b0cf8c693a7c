import type { CategoryGroupInput, SingleCategoryInput } from '../../../schemas/category';
import { CATEGORY_GROUPS } from '../seed/category-groups';
import { LISTABLE } from './cards';
import { int, resultsOf, text, type DbRow } from './rows';

/**
 * Spec 3.8 categories read from the `categories` tree (code = parent code + three digits) and
 * the item counts behind them. Counts are of listable items (cards.ts LISTABLE), each item once
 * per category even when two of its paths meet there.
 */

interface CategoryRow {
  code: string;
  name: string;
  depth: number;
  parent: string;
}

const toRow = (r: DbRow): CategoryRow => ({ code: text(r.code), name: text(r.name), depth: int(r.depth), parent: text(r.parent_code) });

export async function loadCategoryGroup(db: D1Database, groupNo: number): Promise<CategoryGroupInput | null> {
  const group = CATEGORY_GROUPS.find((g) => g.no === groupNo);
  if (!group) return null;
  const marks = group.topCodes.map(() => '?').join(', ');
  const rows = await db
    .prepare(`SELECT code, name, depth, parent_code FROM categories WHERE code IN (${marks}) OR parent_code IN (${marks}) ORDER BY depth, seq, code`)
    .bind(...group.topCodes, ...group.topCodes)
    .all<DbRow>();
  const all = resultsOf(rows).map(toRow);
  return {
    category_group_no: group.no,
    name: group.name,
    sequence: group.sequence,
    is_display: group.isDisplay,
    admin_no: null,
    category_list: group.topCodes.flatMap((topCode) => {
      const top = all.find((c) => c.code === topCode && c.depth === 1);
      if (!top) return [];
      return [
        {
          category_code: top.code,
          category_name: top.name,
          raw_category_name: top.name,
          medium_category_list: all.filter((c) => c.parent === top.code).map((c) => ({ code: c.code, name: c.name })),
        },
      ];
    }),
  };
}

/**
 * Every path under a first-level code: one entry per third-level category, and one with
 * `category3: null` for a second level without children. Null when the code is unknown.
 */
export async function loadCategoryPaths(db: D1Database, category1Code: string): Promise<SingleCategoryInput[] | null> {
  const counted = (level: string) =>
    db
      .prepare(
        `SELECT ic.${level} AS code, COUNT(DISTINCT ic.item_no) AS n FROM item_categories ic JOIN items i ON i.item_no = ic.item_no
         WHERE ic.category1_code = ? AND ${LISTABLE} GROUP BY ic.${level}`,
      )
      .bind(category1Code);
  const [tree, c1, c2, c3] = await db.batch<DbRow>([
    db
      .prepare(
        `SELECT code, name, depth, parent_code FROM categories
         WHERE code = ?1 OR parent_code = ?1 OR parent_code IN (SELECT code FROM categories WHERE parent_code = ?1)
         ORDER BY depth, seq, code`,
      )
      .bind(category1Code),
    counted('category1_code'),
    counted('category2_code'),
    counted('category3_code'),
  ]);
  const all = resultsOf(tree).map(toRow);
  const top = all.find((c) => c.code === category1Code && c.depth === 1);
  if (!top) return null;
  const counts = new Map<string, number>();
  for (const r of [...resultsOf(c1), ...resultsOf(c2), ...resultsOf(c3)]) counts.set(text(r.code), int(r.n));
  const level = (c: CategoryRow) => ({ code: c.code, name: c.name, count: counts.get(c.code) ?? 0 });
  return all
    .filter((c) => c.parent === top.code)
    .flatMap((mid): SingleCategoryInput[] => {
      const leaves = all.filter((c) => c.parent === mid.code);
      if (leaves.length === 0) return [{ category: level(top), category2: level(mid), category3: null }];
      return leaves.map((leaf) => ({ category: level(top), category2: level(mid), category3: level(leaf) }));
    });
}

export interface CategoryCodes {
  category1: string;
  category2: string | null;
  category3: string | null;
}

/** Names of a nested code path, or null when any code is unknown. */
export async function loadCategoryPath(db: D1Database, codes: CategoryCodes): Promise<{ code: string; name: string }[] | null> {
  const wanted = [codes.category1, codes.category2, codes.category3].filter((c): c is string => c !== null);
  const rows = await db
    .prepare(`SELECT code, name, depth, parent_code FROM categories WHERE code IN (${wanted.map(() => '?').join(', ')})`)
    .bind(...wanted)
    .all<DbRow>();
  const found = resultsOf(rows).map(toRow);
  const path = wanted.map((code, i) => found.find((c) => c.code === code && c.depth === i + 1 && (i === 0 || c.parent === wanted[i - 1])));
  return path.every((c) => c !== undefined) ? path.map((c) => ({ code: c!.code, name: c!.name })) : null;
}

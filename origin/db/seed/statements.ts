import type { Catalogue } from './catalogue';
import { REVIEW_IMAGE_SIZE } from './builders';
import { pictureKindOf, reviewPhotoPath } from './pictures';
import type { ItemSeed, OptionSeed } from './model';

type Value = string | number | boolean | null | undefined;
export type Row = Record<string, Value>;

/** Tables the seed owns, children first, so they can be emptied before a re-seed. */
export const SEEDED_TABLES = [
  'review_photos',
  'reviews',
  'qna',
  'hearts',
  'brand_best',
  'item_related',
  'item_categories',
  'item_model_sizes',
  'item_subjects',
  'item_details_list',
  'item_added_descriptions',
  'item_descriptions',
  'item_size_charts',
  'item_images',
  'item_options',
  'items',
  'categories',
  'brands',
  'feature_toggles',
] as const;

/** One INSERT per row: D1 caps bound parameters per statement, so rows are never merged. */
export function insertSql(table: string, row: Row): { sql: string; values: (string | number | null)[] } {
  const cols = Object.keys(row).filter((k) => row[k] !== undefined);
  const values = cols.map((k) => {
    const v = row[k];
    return typeof v === 'boolean' ? (v ? 1 : 0) : (v ?? null);
  });
  return { sql: `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, values };
}

/** Option rows in parent-before-child order with numbers item_no * 100 + n. */
export function optionRows(itemNo: number, options: OptionSeed[]): Row[] {
  const rows: Row[] = [];
  let n = 0;
  const walk = (list: OptionSeed[], parent: number | null, path: string[]) => {
    list.forEach((o, seq) => {
      const optionNo = itemNo * 100 + ++n;
      const keyPath = [...path, o.title];
      const { children, tag_labels, ...rest } = o;
      rows.push({
        option_no: optionNo,
        item_no: itemNo,
        parent_option_no: parent,
        seq,
        option_key: keyPath.join('/'),
        option_code: `${itemNo}-${String(optionNo % 100).padStart(2, '0')}`,
        tag_labels: JSON.stringify(tag_labels ?? []),
        ...rest,
      });
      if (children) walk(children, optionNo, keyPath);
    });
  };
  walk(options, null, []);
  return rows;
}

/** Every child row of one item, keyed by table. */
export function itemChildRows(item: ItemSeed): [string, Row][] {
  const no = item.row.item_no;
  const out: [string, Row][] = [];
  const add = (table: string, rows: Row[]) => {
    for (const r of rows) out.push([table, r]);
  };
  add('item_options', optionRows(no, item.options));
  add(
    'item_images',
    item.images.map((img, seq) => ({ item_no: no, seq, ...img })),
  );
  add(
    'item_size_charts',
    item.sizeChart.map((r, seq) => ({ item_no: no, seq, ...r })),
  );
  add(
    'item_descriptions',
    item.descriptions.map((r, seq) => ({ item_no: no, seq, ...r })),
  );
  add(
    'item_added_descriptions',
    item.addedDescriptions.map((r, seq) => ({ item_no: no, seq, ...r })),
  );
  add(
    'item_details_list',
    item.details.map((r, seq) => ({ item_no: no, seq, ...r })),
  );
  add(
    'item_subjects',
    item.subjects.map((subject_description, seq) => ({ item_no: no, seq, subject_description })),
  );
  add(
    'item_model_sizes',
    item.modelSizes.map((r, seq) => ({ item_no: no, seq, ...r })),
  );
  add(
    'item_categories',
    item.categories.map(([category1_code, category2_code, category3_code], seq) => ({ item_no: no, seq, category1_code, category2_code, category3_code })),
  );
  add('hearts', [{ item_no: no, heart_count: item.hearts }]);
  item.reviews.forEach((r, i) => {
    const review_no = no * 100 + i + 1;
    const { photos, ...rest } = r;
    add('reviews', [{ review_no, item_no: no, has_photo: photos.length > 0, ...rest }]);
    // Customer photos of the item's own kind (a coat's reviews show coats).
    add(
      'review_photos',
      photos.map((n, seq) => ({ review_no, seq, image_url: reviewPhotoPath(pictureKindOf(item.row.item_name, no), n), ...REVIEW_IMAGE_SIZE })),
    );
  });
  add(
    'qna',
    item.qna.map((q, i) => ({ qna_no: no * 100 + i + 1, item_no: no, ...q })),
  );
  return out;
}

/** All rows of the catalogue in foreign-key order: parents before children. */
export function catalogueRows(cat: Catalogue): [string, Row][] {
  const out: [string, Row][] = [];
  for (const { tops: _tops, ...b } of cat.brands) out.push(['brands', b]);
  for (const c of cat.categories) out.push(['categories', { ...c }]);
  for (const item of cat.items) out.push(['items', { ...item.row }]);
  for (const item of cat.items) out.push(...itemChildRows(item));
  for (const item of cat.items) {
    const kinds: [string, number[]][] = [
      ['related', item.related],
      ['group', item.group],
      ['dependent', item.dependent],
      ['item-group', item.itemGroup],
    ];
    for (const [kind, list] of kinds)
      list.forEach((related_item_no, seq) => {
        out.push(['item_related', { item_no: item.row.item_no, kind, seq, related_item_no }]);
      });
  }
  for (const [brand_no, list] of cat.brandBest)
    list.forEach((item_no, seq) => {
      out.push(['brand_best', { brand_no, seq, item_no }]);
    });
  for (const t of cat.toggles) out.push(['feature_toggles', { ...t }]);
  return out;
}

import type { ItemDetailInput } from '../../../schemas/item-detail';
import { CARD_COLUMNS, LISTABLE, toCard } from './cards';
import { buildOptionTree } from './options';
import { SAMPLE_SHOWN } from './sample-reviews';
import { bool, cell, groupBy, int, jsonList, resultsOf, text, textOrNull, type DbRow } from './rows';

/** Status 20 (deleted) answers as if the item never existed. */
export const NOT_DELETED = 'item_stock_status <> 20';

const ITEM_SQL = `SELECT i.*, b.name AS brand_name, b.name_eng AS brand_name_eng, b.is_free_shipping AS brand_free_shipping,
  b.comment AS brand_comment, b.comment_date AS brand_comment_date, b.is_percentage_mileage, b.is_coupon_use, b.is_special AS brand_is_special
  FROM items i JOIN brands b ON b.brand_no = i.brand_no WHERE i.item_no = ? AND i.${NOT_DELETED}`;

const CHILD_SQL = (table: string) => `SELECT * FROM ${table} WHERE item_no = ? ORDER BY seq`;

const CATEGORY_SQL = `SELECT ic.seq, ic.category1_code, ic.category2_code, ic.category3_code,
  c1.name AS category1_name, c2.name AS category2_name, c3.name AS category3_name
  FROM item_categories ic
  LEFT JOIN categories c1 ON c1.code = ic.category1_code
  LEFT JOIN categories c2 ON c2.code = ic.category2_code
  LEFT JOIN categories c3 ON c3.code = ic.category3_code
  WHERE ic.item_no = ? ORDER BY ic.seq`;

const RELATED_SQL = `SELECT r.kind, ${CARD_COLUMNS} FROM item_related r
  JOIN items i ON i.item_no = r.related_item_no JOIN brands b ON b.brand_no = i.brand_no
  WHERE r.item_no = ? AND ${LISTABLE} ORDER BY r.kind, r.seq`;

const GROUP_OPTIONS_SQL = `SELECT o.* FROM item_options o JOIN item_related r ON r.related_item_no = o.item_no
  WHERE r.item_no = ? AND r.kind = 'group' ORDER BY o.item_no, o.seq`;

// Hidden sample reviews (sample display 1) are not counted, as the review list leaves them out.
const REVIEW_AGG_SQL = `SELECT COUNT(*) AS review_count, COALESCE(AVG(review_point), 0) AS avg_point, COALESCE(SUM(has_photo), 0) AS photo_count
  FROM reviews WHERE item_no = ? AND ${SAMPLE_SHOWN}`;

/**
 * Spec 3.1 item detail of one item, or null when it does not exist or is deleted. One batch of
 * indexed queries (item, options, images, …) whatever the number of options or images.
 */
export async function loadItemDetail(db: D1Database, itemNo: number): Promise<ItemDetailInput | null> {
  const q = (sql: string) => db.prepare(sql).bind(itemNo);
  const results = await db.batch<DbRow>([
    q(ITEM_SQL),
    q(CHILD_SQL('item_options')),
    q(CHILD_SQL('item_images')),
    q(CHILD_SQL('item_size_charts')),
    q(CHILD_SQL('item_descriptions')),
    q(CHILD_SQL('item_added_descriptions')),
    q(CHILD_SQL('item_details_list')),
    q(CHILD_SQL('item_subjects')),
    q(CHILD_SQL('item_model_sizes')),
    q(CATEGORY_SQL),
    q(RELATED_SQL),
    q(GROUP_OPTIONS_SQL),
    q(REVIEW_AGG_SQL),
  ]);
  const [item] = resultsOf(results[0]);
  if (!item) return null;
  const rows = (i: number) => resultsOf(results[i]);
  const [options, images, charts, descriptions, added, details, subjects, models, categories, related, groupOptions, agg] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(rows) as DbRow[][];
  return assembleItemDetail(item, {
    options: options!,
    images: images!,
    charts: charts!,
    descriptions: descriptions!,
    added: added!,
    details: details!,
    subjects: subjects!,
    models: models!,
    categories: categories!,
    related: related!,
    groupOptions: groupOptions!,
    agg: agg?.[0] ?? {},
  });
}

interface Parts {
  options: DbRow[];
  images: DbRow[];
  charts: DbRow[];
  descriptions: DbRow[];
  added: DbRow[];
  details: DbRow[];
  subjects: DbRow[];
  models: DbRow[];
  categories: DbRow[];
  related: DbRow[];
  groupOptions: DbRow[];
  agg: DbRow;
}

function assembleItemDetail(r: DbRow, p: Parts): ItemDetailInput {
  const relatedOf = (kind: string) => relatedOfKind(p, kind);
  const hasCautions = r.item_important_info || r.order_important_info || r.delivery_important_info;
  return {
    itemNo: int(r.item_no),
    itemName: text(r.item_name),
    itemType: int(r.item_type),
    partnerBrandNo: int(r.brand_no),
    partnerBrand: { brandComment: text(r.brand_comment), commentDate: textOrNull(r.brand_comment_date), isPercentageMileage: bool(r.is_percentage_mileage), isCouponUse: bool(r.is_coupon_use) },
    optionType: int(r.option_type),
    optionItems: { isTextRequired: bool(r.is_text_required), isTextOption: bool(r.is_text_option), layout: jsonList(r.option_layout), list: buildOptionTree(p.options) },
    sellPrice: int(r.sell_price),
    consumerPrice: int(r.consumer_price),
    discountRate: int(r.discount_rate),
    mileage: int(r.mileage),
    useAdultCheck: bool(r.use_adult_check),
    availableBeginTimestamp: textOrNull(r.available_begin_at),
    availableEndTimestamp: textOrNull(r.available_end_at),
    useWithoutAvailableEndDate: bool(r.use_without_available_end_date),
    estimatedShippingBeginTimestamp: textOrNull(r.estimated_shipping_begin_at),
    estimatedShippingEndTimestamp: textOrNull(r.estimated_shipping_end_at),
    useWithoutEstimatedShippingEndDate: bool(r.use_without_estimated_shipping_end_date),
    itemDetailsList: p.details.map((d) => ({ title: text(d.title), content: text(d.content) })),
    itemRelated: relatedOf('related').map(toCard),
    itemImages: p.images.filter((im) => !bool(im.is_gift)).map(toImage),
    itemModelSizes: p.models.map(toModelSize),
    itemDescriptions: p.descriptions.map((d) => ({ title: text(d.title), content: text(d.content) })),
    itemAddedDescriptions: p.added.map(toAddedDescription),
    itemSizeCharts: p.charts.map(toSizeChart),
    itemSubjects: p.subjects.map((s) => ({ subjectDescription: text(s.subject_description) })),
    giftImages: p.images.filter((im) => bool(im.is_gift)).map((im) => ({ imageUrl: text(im.image_url), width: int(im.width), height: int(im.height) })),
    useOption: bool(r.use_option),
    soldQty: int(r.sold_qty),
    minOrderQty: int(r.min_order_qty) || 1,
    maxOrderQty: int(r.max_order_qty),
    limitedQty: int(r.limited_qty),
    isLimitedQty: bool(r.is_limited_qty),
    isUnlimitedMaxOrderQty: bool(r.is_unlimited_max_order_qty),
    isCouponAllowedInOrder: bool(r.is_coupon_allowed_in_order),
    isAdvancedIssueMileageType: bool(r.is_advanced_issue_mileage_type),
    isAllowedGiftOrder: bool(r.is_allowed_gift_order),
    isDisplayOptionQty: bool(r.is_display_option_qty),
    isDisplaySellQty: bool(r.is_display_sell_qty),
    isAvailableEndTimestamp: bool(r.is_available_end_timestamp),
    itemStockStatus: int(r.item_stock_status),
    frontItemStockStatus: text(r.front_item_stock_status),
    frontBrand: frontBrandOf(r),
    cautions: hasCautions ? { itemImportantInfo: text(r.item_important_info), orderImportantInfo: text(r.order_important_info), deliveryImportantInfo: text(r.delivery_important_info) } : null,
    visibleBeginTimestamp: textOrNull(r.visible_begin_at),
    shippingOutType: int(r.shipping_out_type),
    shippingOutDuration: int(r.shipping_out_duration),
    relationItemGroup: relationGroupOf(r, p),
    managedCategoryInfo: r.managed_category_code ? { categoryCode: text(r.managed_category_code), categoryName: text(r.managed_category_name) } : null,
    frontCategoryInfo: p.categories.map(toFrontCategory),
    dependentItemList: relatedOf('dependent').map(toCard),
    itemGroup: r.item_group_title ? { itemGroupNo: int(r.item_group_no), title: text(r.item_group_title), items: relatedOf('item-group').map(toCard) } : null,
    isDependentSellType: bool(r.is_dependent_sell_type),
    isVisibleAvailableBeginDate: bool(r.is_visible_available_begin_date),
    features: { isSavingMode: bool(r.is_saving_mode), isActiveCart: bool(r.is_active_cart) },
    itemOrderMeta: orderMetaOf(r),
    supplyType: text(r.supply_type),
    reviewAggregation: reviewAggregationOf(p.agg),
    internalDisplayPrice: r.internal_display_price === null || r.internal_display_price === undefined ? null : int(r.internal_display_price),
    itemLabel: int(r.item_label),
    sampleDisplay: int(r.sample_display),
    fit: int(r.fit) || null,
    gender: int(r.gender) || null,
  };
}

type Detail = ItemDetailInput;
/** One entry of one of the detail's lists. */
type Each<K extends keyof Detail> = NonNullable<Detail[K]> extends Array<infer T> ? T : never;

const relatedOfKind = (p: Parts, kind: string) => p.related.filter((x) => x.kind === kind);

const toImage = (im: DbRow): Each<'itemImages'> => ({
  imageType: int(im.image_type),
  imageUrl: text(im.image_url),
  width: int(im.width),
  height: int(im.height),
  title: text(im.title),
  content: text(im.content),
  isLayout: bool(im.is_layout),
  videoKind: int(im.video_kind),
  videoId: text(im.video_id),
  linkUrl: text(im.link_url),
});

const toModelSize = (m: DbRow): Each<'itemModelSizes'> => ({
  modelName: text(m.model_name),
  height: int(m.height),
  weight: int(m.weight),
  topSize: text(m.top_size),
  bottomSize: text(m.bottom_size),
  shoeSize: text(m.shoe_size),
});

const toAddedDescription = (d: DbRow): Each<'itemAddedDescriptions'> => ({
  title: text(d.title),
  content: text(d.content),
  linkUrl: text(d.link_url),
  useContent: bool(d.use_content),
  useLink: bool(d.use_link),
  useTitle: bool(d.use_title),
});

const toSizeChart = (c: DbRow): Each<'itemSizeCharts'> => ({
  sizeName: text(c.size_name),
  totalLength: cell(c.total_length),
  shoulderWidth: cell(c.shoulder_width),
  chestWidth: cell(c.chest_width),
  sleeveLength: cell(c.sleeve_length),
  waistWidth: cell(c.waist_width),
  hipsWidth: cell(c.hips_width),
  crotchLength: cell(c.crotch_length),
  thighWidth: cell(c.thigh_width),
  hemWidth: cell(c.hem_width),
});

const toFrontCategory = (c: DbRow): Each<'frontCategoryInfo'> => ({
  category1Name: text(c.category1_name),
  category1Code: text(c.category1_code),
  category2Name: text(c.category2_name),
  category2Code: text(c.category2_code),
  category3Name: text(c.category3_name),
  category3Code: text(c.category3_code),
});

const frontBrandOf = (r: DbRow): Detail['frontBrand'] => ({
  frontBrandNo: int(r.brand_no),
  frontBrandName: text(r.brand_name),
  frontBrandNameEng: text(r.brand_name_eng),
  isFreeShipping: bool(r.brand_free_shipping),
  isSpecialBrand: bool(r.brand_is_special),
});

const orderMetaOf = (r: DbRow): Detail['itemOrderMeta'] => ({
  shippingType: int(r.shipping_type),
  shippingFee: int(r.shipping_fee),
  freeShippingThreshold: int(r.free_shipping_threshold),
  couponType: couponType(r.coupon_type),
  couponPrice: int(r.coupon_price),
  couponRate: int(r.coupon_rate),
});

const reviewAggregationOf = (agg: DbRow): Detail['reviewAggregation'] => ({
  reviewCount: int(agg.review_count),
  avgReviewPoint: Math.round(Number(agg.avg_point ?? 0) * 10) / 10,
  photoReviewCount: int(agg.photo_count),
});

/** The relation group (decision 17): each member item with its own options. */
function relationGroupOf(r: DbRow, p: Parts): Detail['relationItemGroup'] {
  if (!r.relation_group_title) return null;
  const optionsByItem = groupBy(p.groupOptions, 'item_no');
  return {
    title: text(r.relation_group_title),
    relationItems: relatedOfKind(p, 'group').map((g) => ({
      itemNo: int(g.item_no),
      itemName: text(g.item_name),
      thumbnailImageUrl: text(g.thumbnail_url),
      sellPrice: int(g.sell_price),
      useAdultCheck: bool(g.use_adult_check),
      options: buildOptionTree(optionsByItem.get(int(g.item_no)) ?? []),
    })),
  };
}

function couponType(v: unknown): 'PRODUCT_SINGLE_COUPON' | 'CART_SINGLE_COUPON' | 'NONE' {
  return v === 'PRODUCT_SINGLE_COUPON' || v === 'CART_SINGLE_COUPON' ? v : 'NONE';
}

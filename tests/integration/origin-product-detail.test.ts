import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { AdditionalDetailSchema } from '../../schemas/additional-detail';
import { ItemDetailSchema, type ItemDetail } from '../../schemas/item-detail';
import { createOriginApp } from '../../origin/app';
import type { OriginEnv } from '../../origin/env';

const app = createOriginApp();
const originEnv: OriginEnv = { DB: (env as unknown as { DB: D1Database }).DB, FLAGS_KEY: 'test-flags-key' };

async function get(path: string): Promise<{ status: number; body: { result: string; data?: unknown; errorCode?: string; message?: string } }> {
  const res = await app.fetch(new Request(`http://origin${path}`), originEnv);
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, body: await res.json() };
}

async function detail(itemNo: number): Promise<ItemDetail> {
  const { status, body } = await get(`/api/v5/product-detail/${itemNo}`);
  expect(status).toBe(200);
  expect(body.result).toBe('SUCCESS');
  return ItemDetailSchema.parse(body.data);
}

async function additional(itemNo: number) {
  const { status, body } = await get(`/api/v5/product-detail/additional/${itemNo}`);
  expect(status).toBe(200);
  return AdditionalDetailSchema.parse(body.data);
}

describe('GET /api/v5/product-detail/:itemNo fixtures', () => {
  it('1001 has combined options, discount, coupon, free shipping and every image type', async () => {
    const d = await detail(1001);
    expect(d.optionType).toBe(1);
    expect(d.optionItems.layout).toEqual(['색상', '사이즈']);
    expect(d.optionItems.list).toHaveLength(3);
    const leaves = d.optionItems.list.flatMap((o) => o.list.map((l) => ({ path: `${o.title}/${l.title}`, status: l.frontOptionStockStatus })));
    expect(leaves).toHaveLength(9);
    expect(leaves.filter((l) => l.status === 'SOLD_OUT').map((l) => l.path)).toEqual(['아이보리/L']);
    expect(d.consumerPrice).toBeGreaterThan(d.sellPrice);
    expect(d.discountRate).toBe(20);
    expect(d.itemOrderMeta.couponType).toBe('NONE');
    expect(d.itemOrderMeta.couponPrice).toBeGreaterThan(0);
    expect(d.frontBrand.isFreeShipping).toBe('T');
    expect(d.isAllowedGiftOrder).toBe('T');
    expect(new Set(d.itemImages.map((i) => i.imageType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    const video = d.itemImages.find((i) => i.imageType === 5)!;
    expect(video.videoKind).toBe(1);
    expect(video.videoId).not.toBe('');
    expect(d.itemImages.find((i) => i.imageType === 7)?.linkUrl).toMatch(/^\/products\//);
    expect(d.itemImages.find((i) => i.imageType === 6)?.title).not.toBe('');
    for (const img of d.itemImages.filter((i) => i.imageUrl)) expect(img.width * img.height).toBeGreaterThan(0);
    expect(d.itemImages.find((i) => i.imageType === 3)).toMatchObject({ width: 1000, height: 1250 });
    expect(d.giftImages).toHaveLength(1);
  });

  it('1001 carries the size chart, subjects, texts, shipping and categories', async () => {
    const d = await detail(1001);
    expect(d.itemSizeCharts.length).toBeGreaterThan(1);
    for (const row of d.itemSizeCharts) {
      expect(row.crotchLength).toBe(0);
      expect(row.thighWidth).toBe(0);
    }
    expect(d.itemSizeCharts.some((r) => r.hemWidth === null)).toBe(true);
    expect(d.itemSubjects.map((s) => s.subjectDescription)).toEqual(['[단독]', '26FW']);
    expect(d.itemDescriptions[0]?.content).toContain('<br />');
    expect(d.cautions?.deliveryImportantInfo).toContain('<br />');
    expect(d.itemModelSizes.length).toBeGreaterThan(0);
    expect(d.itemDetailsList.length).toBeGreaterThan(3);
    expect(d.estimatedShippingBeginTimestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(d.estimatedShippingEndTimestamp).not.toBeNull();
    expect(d.itemOrderMeta.shippingType).toBe(2);
    expect(d.frontCategoryInfo.length).toBeGreaterThanOrEqual(2);
    expect(d.frontCategoryInfo.map((c) => c.category1Name)).toContain('LUXURY');
    expect(d.frontCategoryInfo[0]).toMatchObject({ category1Name: '여성', category1Code: '101', category3Code: '101100100' });
    expect(d.itemRelated.length).toBeGreaterThan(0);
    expect(d.itemRelated.every((r) => r.thumbnailImageUrl.startsWith('/images/items/'))).toBe(true);
    expect(d.relationItemGroup?.relationItems.map((r) => r.itemNo)).toEqual([1002, 1003]);
    expect(d.relationItemGroup?.relationItems[0]?.options[0]?.title).toBe('사이즈');
    expect(d.reviewAggregation.reviewCount).toBe(23);
  });

  it('1002 has a single option group with one sold-out value', async () => {
    const d = await detail(1002);
    expect(d.optionType).toBe(2);
    expect(d.optionItems.list.map((o) => o.title)).toEqual(['사이즈']);
    const values = d.optionItems.list[0]!.list;
    expect(values.length).toBeGreaterThan(2);
    expect(values.filter((v) => v.optionStockStatus === 5 && v.frontOptionStockStatus === 'SOLD_OUT')).toHaveLength(1);
  });

  it('1003 to 1010 have their documented traits', async () => {
    const d3 = await detail(1003);
    expect([d3.optionType, d3.useOption, d3.optionItems.list.length]).toEqual([0, 'F', 0]);
    const d4 = await detail(1004);
    expect([d4.itemStockStatus, d4.frontItemStockStatus]).toEqual([5, 'SOLD_OUT']);
    const d5 = await detail(1005);
    expect(d5.useAdultCheck).toBe('T');
    expect(d5.frontCategoryInfo[0]?.category1Name).toBe('라이프');
    const d6 = await detail(1006);
    expect(d6.frontBrand.frontBrandNo).toBe(16404);
    const d7 = await detail(1007);
    expect([d7.itemStockStatus, d7.frontItemStockStatus, d7.isVisibleAvailableBeginDate]).toEqual([0, 'PREPARE_FOR_SALE', 'T']);
    // The seed runs as of the Seoul day it runs on; 1007 opens 120 days later.
    const begins = new Date(`${d7.availableBeginTimestamp!.replace(' ', 'T')}+09:00`).getTime();
    const days = (begins - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(118);
    expect(days).toBeLessThan(121);
    expect((await detail(1008)).optionItems).toMatchObject({ isTextOption: 'T', isTextRequired: 'T' });
    expect(await detail(1009)).toMatchObject({ maxOrderQty: 2, isLimitedQty: 'T', limitedQty: 300 });
    expect((await detail(1010)).isUnlimitedMaxOrderQty).toBe('T');
  });

  it('serves the rarer sale statuses', async () => {
    const seen = [];
    for (let n = 1100; n <= 1106; n++) seen.push((await detail(n)).itemStockStatus);
    expect(seen).toEqual([21, 9, 10, 11, 12, 50, 99]);
  });

  it('answers every seeded item within the schema', async () => {
    const { results } = await originEnv.DB.prepare('SELECT item_no FROM items WHERE item_stock_status <> 20').all<{ item_no: number }>();
    expect(results.length).toBeGreaterThanOrEqual(80);
    for (const { item_no } of results) expect((await detail(item_no)).itemNo).toBe(item_no);
  });
});

describe('GET /api/v5/product-detail/additional/:itemNo', () => {
  it('1001: tag, brand best of the same brand, hearts, store and partner info', async () => {
    const a = await additional(1001);
    expect(a.tag).toEqual({ isSoldOut: 'F', isNew: 'T', isCoupon: 'T', isSale: 'T' });
    expect(a.sizeChartType).toBe(3);
    expect(a.brandBestProductList.length).toBeGreaterThan(0);
    expect(a.brandBestProductList.length).toBeLessThanOrEqual(8);
    expect(a.brandBestProductList.every((b) => b.frontBrand.frontBrandNo === 10231 && b.itemNo !== 1001)).toBe(true);
    expect(a.brandBestProductList[0]?.avgReviewPoint).toMatch(/^\d\.\d$/);
    expect(a.heartCount).toBe(4821);
    expect(a.frontBrandHeartCount).toBeGreaterThan(0);
    expect(a.offlineStore?.storeName).not.toBe('');
    expect(a.frontCategory1List.map((c) => c.name)).toEqual(['여성', 'LUXURY']);
    expect(a.partnerInfoList.length).toBeGreaterThan(0);
  });

  it('sold-out, special-order and store-less brands', async () => {
    expect((await additional(1004)).tag.isSoldOut).toBe('T');
    expect((await additional(1009)).specialOrder[0]).toMatchObject({ isUse: 'T', isDisplaySellQty: 'T' });
    const a5 = await additional(1005);
    expect(a5.offlineStore).toBeNull();
    expect(a5.frontBrandHeartCount).toBeNull();
    expect(a5.brandBestProductList.some((b) => b.itemNo === 1005)).toBe(false);
  });
});

describe('bad and missing item numbers', () => {
  const bad = ['abc', '-1', '1e3', '0', '01001', '1001.5', '123456789012345678901234567890', '%20'];
  for (const id of bad) {
    it(`400 for ${JSON.stringify(id)}`, async () => {
      for (const path of [`/api/v5/product-detail/${id}`, `/api/v5/product-detail/additional/${id}`, `/api/v5/product-detail/${id}/reviews`]) {
        const { status, body } = await get(path);
        expect(status).toBe(400);
        expect(body).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_ITEM_NO' });
        expect(typeof body.message).toBe('string');
      }
    });
  }

  it('404 for unknown and deleted items', async () => {
    for (const id of [999999, 1107]) {
      for (const path of [`/${id}`, `/additional/${id}`, `/${id}/reviews`, `/${id}/qna`, `/${id}/recommendations`]) {
        const { status, body } = await get(`/api/v5/product-detail${path}`);
        expect(status).toBe(404);
        expect(body).toMatchObject({ result: 'FAIL', errorCode: 'ITEM_NOT_FOUND' });
      }
    }
  });
});

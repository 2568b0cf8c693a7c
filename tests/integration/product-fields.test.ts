import { describe, expect, it } from 'vitest';
import { originUpstream, rewritingUpstream, storefront } from './harness';
import { itemPicturePath } from '../../origin/db/seed/pictures';

/**
 * Issue 13 item 1: each field the item page now shows is in the HTML of its fixture item
 * (docs/catalogue.md "Fixture items") and absent where its flag or data is off. Read-only.
 */

const sf = storefront();
const page = async (itemNo: number, s = sf) => {
  const res = await s.fetch(`/products/${itemNo}`);
  expect(res.status).toBe(200);
  return res.text();
};
const testId = (id: string) => `data-testid="${id}"`;
/** Whether the page carries a text or pattern; a failure names it, not the whole page. */
const has = (html: string, needle: string | RegExp) => (typeof needle === 'string' ? html.includes(needle) : needle.test(html));
const expectIn = (html: string, needle: string | RegExp) => expect(has(html, needle), `missing ${String(needle)}`).toBe(true);
const expectNotIn = (html: string, needle: string | RegExp) => expect(has(html, needle), `unexpected ${String(needle)}`).toBe(false);

describe('item page fields (issue 13)', () => {
  it('shows the seller notice the e-commerce act requires, from the additional detail', async () => {
    const html = await page(1001);
    expectIn(html, testId('seller-info'));
    for (const text of [
      '판매자 정보',
      '상호',
      '(주)모노하우스',
      '대표자',
      '김도윤',
      '사업자등록번호',
      '214-86-10231',
      '통신판매업 신고번호',
      '2019-서울성동-01231',
      '사업장 소재지',
      '연락처',
      '02-3409-1023',
    ]) {
      expectIn(html, text);
    }
  });

  it('shows the brand comment with its date and the brand heart with its count', async () => {
    const html = await page(1001);
    expectIn(html, testId('brand-comment'));
    expectIn(html, '매일 입는 옷을 오래 입는 옷으로.<br />기본에 충실한 실루엣을 만듭니다.');
    expectIn(html, '2026.02.10 작성');
    expectIn(html, /data-brand-like="10231"/);
    expectIn(html, '18,420');
  });

  it('shows the sold quantity only with isDisplaySellQty', async () => {
    expectIn(await page(1009), /data-testid="sold-qty"[^>]*>188개 판매/);
    expectNotIn(await page(1002), testId('sold-qty'));
  });

  it('shows gift images sized and lazy, and none on an item without', async () => {
    const html = await page(1001);
    expectIn(html, testId('gift-images'));
    // The seed's gift picture of 1001 (origin/db/seed/fixtures.ts): a beige coat.
    expectIn(html, new RegExp(`<img src="${itemPicturePath('coat', '베이지')}" width="1000" height="1250" alt="사은품 이미지 1" loading="lazy"`));
    expectNotIn(await page(1003), testId('gift-images'));
  });

  it('shows the special-order block with the watching count, and no count when the flag is off', async () => {
    const html = await page(1009);
    expectIn(html, testId('special-order'));
    expectIn(html, '37명이 보고 있어요');
    // The count sold is under the price already (isDisplaySellQty): the block does not repeat it.
    const block = /data-testid="special-order"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(block).toContain('37명이 보고 있어요');
    expect(block).not.toContain('판매');
    expectNotIn(await page(1001), testId('special-order'));
    const flagOff = storefront({
      upstream: rewritingUpstream(originUpstream(), /additional\/1009$/, (body) => {
        const b = body as { data: { specialOrder: { isDisplayWatchingCnt: boolean }[] } };
        for (const o of b.data.specialOrder) o.isDisplayWatchingCnt = false;
        return b;
      }),
    });
    const off = await page(1009, flagOff);
    expectIn(off, testId('special-order'));
    expectNotIn(off, '보고 있어요');
  });

  it('shows the offline store of a brand that has one', async () => {
    const html = await page(1001);
    expectIn(html, testId('offline-store'));
    expectIn(html, '모노하우스 성수 쇼룸');
    expectIn(html, '매일 11:00 - 20:00');
    expectNotIn(await page(1002), testId('offline-store'));
  });

  it('shows the option stock in the option selector when isDisplayOptionQty', async () => {
    // The selector's first level is drawn by the server; the counted leaves are under 블랙.
    const res = await sf.fetch('/products/1001');
    const html = await res.text();
    expectIn(html, '"isDisplayOptionQty":"T"');
    expectIn(html, /"isLimitedQty":"T","limitedQty":3/);
  });

  it('ticket (1110): no size chart and no shipping block, a ticket notice instead', async () => {
    const html = await page(1110);
    expectIn(html, testId('ticket-notice'));
    expectNotIn(html, testId('shipping'));
    expectNotIn(html, '사이즈 정보');
    expectNotIn(html, testId('stay'));
  });

  it('lodge (1111): the stay dates, no shipping block', async () => {
    const html = await page(1111);
    expectIn(html, /data-testid="stay"[\s\S]*?체크인<\/dt><dd[^>]*>\d+월 \d+일 \([^)]+\) 15:00<\/dd><dt[^>]*>체크아웃<\/dt><dd[^>]*>\d+월 \d+일 \([^)]+\) 11:00<\/dd>/);
    expectNotIn(html, testId('shipping'));
    expectIn(await page(1001), testId('shipping'));
  });

  it('says free shipping once: no 유료배송 beside 무료배송 for a free-shipping brand', async () => {
    // 1009 is shipping type 1 (self, paid) of 오르바, a free-shipping brand.
    const html = await page(1009);
    expectIn(html, /data-shipping-type="1">무료배송<\/span>/);
    expectNotIn(html, '유료배송');
  });

  it('announces an item not yet visible to everyone (visibleBeginTimestamp)', async () => {
    expectIn(await page(1007), /data-testid="visible-from"[^>]*>\d+월 \d+일 \([^)]+\) 10:00 공개 예정 상품입니다./);
    expectNotIn(await page(1001), testId('visible-from'));
  });

  it('marks local goods in the brand best list', async () => {
    const html = await page(1003);
    expectIn(html, /data-testid="brand-best"[\s\S]*data-local-goods/);
    expectNotIn(await page(1002), 'data-local-goods');
  });

  it("draws each relation-group card's options under its price, a sold-out size struck and said so (issue 31 §4)", async () => {
    const html = await page(1001);
    const group = html.slice(html.indexOf(testId('relation-group')));
    const list = group.slice(0, group.indexOf('</ul>'));
    // 1002 has a single option 사이즈 S M L XL with XL sold out; 1003 has none.
    const card1002 = list.slice(list.indexOf('/products/1002'), list.indexOf('/products/1003'));
    expectIn(card1002, 'data-card-options');
    expectIn(card1002, /data-card-option-group[^>]*>.*사이즈/);
    for (const size of ['S', 'M', 'L']) expectIn(card1002, new RegExp(`data-card-option="on-sale"[^>]*>${size}<`));
    expectIn(card1002, /data-card-option="sold-out"[^>]*>XL<span class="sr-only"> 품절<\/span>/);
    expectNotIn(list.slice(list.indexOf('/products/1003')), 'data-card-options');
  });

  it('lays the size chart out as its sizeChartType names: bottom leads with the waist, outer with the shoulder (decision 17)', async () => {
    const headers = (html: string) => {
      const table = html.slice(html.indexOf(testId('size-chart')), html.indexOf('</thead>', html.indexOf(testId('size-chart'))));
      return [...table.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    };
    const bottom = await page(1007);
    expectIn(bottom, 'data-size-chart-kind="bottom"');
    expect(headers(bottom).slice(0, 3)).toEqual(['사이즈(cm)', '허리단면', '엉덩이단면']);
    const outer = await page(1001);
    expectIn(outer, 'data-size-chart-kind="outer"');
    expect(headers(outer).slice(0, 3)).toEqual(['사이즈(cm)', '어깨너비', '가슴단면']);
    // Without the additional detail the chart is still drawn, in the spec 3.4 order.
    const failing = storefront({
      upstream: async (path, init) => (/additional\/1007$/.test(path) ? new Response('{}', { status: 500 }) : originUpstream()(path, init)),
    });
    const plain = await page(1007, failing);
    expectIn(plain, 'data-size-chart-kind="none"');
    expect(headers(plain)[1]).toBe('총장');
  });

  it('shows the item group as a selector and the dependent items as 함께 구매', async () => {
    const group = await page(1009);
    expectIn(group, testId('item-group'));
    expectIn(group, '컬러 선택');
    expectIn(group, 'href="/products/1006"');
    const dependent = await page(1003);
    expectIn(dependent, testId('dependent-items'));
    expectIn(dependent, /data-testid="dependent-items"[\s\S]*?href="\/products\/1010/);
    expectIn(dependent, '함께 구매 상품은 이 상품과 함께 주문할 때만 구매할 수 있어요.');
    expectNotIn(await page(1002), testId('item-group'));
    expectNotIn(await page(1002), testId('dependent-items'));
  });
});

describe('the special brand (issue 13 item 3, spec 9)', () => {
  it('is marked beside the brand name from the upstream flag, not from a brand number at the edge', async () => {
    expectIn(await page(1006), /data-special-brand=""[^>]*>스페셜 브랜드</);
    expectNotIn(await page(1001), 'data-special-brand');
    // Another upstream flags another brand: the page follows the flag.
    const flagged = storefront({
      upstream: rewritingUpstream(originUpstream(), /^\/api\/v5\/product-detail\/1001$/, (body) => {
        const b = body as { data: { frontBrand: Record<string, unknown> } };
        b.data.frontBrand.isSpecialBrand = 'T';
        return b;
      }),
    });
    expectIn(await page(1001, flagged), 'data-special-brand');
  });

  it("comes from the origin's brands.is_special column, on the item detail and the brand home's header", async () => {
    const detail = (await (await originUpstream()('/api/v5/product-detail/1006', {})).json()) as { data: { frontBrand: { isSpecialBrand: unknown } } };
    expect(detail.data.frontBrand.isSpecialBrand).toBe(true);
    const items = (await (await originUpstream()('/api/v4/brands/16404/items', {})).json()) as { data: { brand: { isSpecialBrand: unknown } } };
    expect(items.data.brand.isSpecialBrand).toBe(true);
    const other = (await (await originUpstream()('/api/v4/brands/10231/items', {})).json()) as { data: { brand: { isSpecialBrand: unknown } } };
    expect(other.data.brand.isSpecialBrand).toBe(false);
  });

  it('is marked on the brand home from the same flag', async () => {
    const home = async (brandNo: number, s = sf) => {
      const res = await s.fetch(`/brand/${brandNo}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    expectIn(await home(16404), /data-special-brand=""[^>]*>스페셜 브랜드</);
    expectNotIn(await home(10231), 'data-special-brand');
    const unflagged = storefront({
      upstream: rewritingUpstream(originUpstream(), /^\/api\/v4\/brands\/16404\/items/, (body) => {
        const b = body as { data: { brand: Record<string, unknown> } };
        b.data.brand.isSpecialBrand = false;
        return b;
      }),
    });
    expectNotIn(await home(16404, unflagged), 'data-special-brand');
  });
});

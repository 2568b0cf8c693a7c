import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LikeButton from '../islands/LikeButton';
import ProductGallery from '../islands/ProductGallery';
import PurchasePanel from '../islands/PurchasePanel';
import { makeItem } from '../item-fixture';
import { saleState } from '../status';
import { purchasePanelSchema, type PurchasePanelProps } from './props-schema';

/**
 * The server HTML of the islands (the browser behaviour is in tests/e2e/pdp-islands.spec.ts):
 * what a shopper sees before any JS runs, and that nothing in render needs a browser.
 */
function panelProps(input: Parameters<typeof makeItem>[0]): PurchasePanelProps {
  const item = makeItem(input);
  const sale = saleState(item, new Date('2026-01-01T00:00:00Z'));
  const props = {
    itemNo: item.itemNo,
    title: '울 코트',
    brandName: '모노하우스',
    thumbnail: null,
    optionType: item.optionType,
    optionItems: item.optionItems,
    sellPrice: item.sellPrice,
    minOrderQty: item.minOrderQty,
    maxOrderQty: item.maxOrderQty,
    limitedQty: item.limitedQty,
    isLimitedQty: item.isLimitedQty,
    isUnlimitedMaxOrderQty: item.isUnlimitedMaxOrderQty,
    isDisplayOptionQty: item.isDisplayOptionQty,
    buttons: sale.buttons,
    buyLabel: sale.buyLabel,
    giftAllowed: item.isAllowedGiftOrder === 'T',
    loginUrl: '/login',
  };
  const parsed = purchasePanelSchema.safeParse(props);
  if (!parsed.success) throw new Error('fixture props do not fit the schema');
  return parsed.data;
}

describe('PurchasePanel server HTML', () => {
  it('combined options: the first level to choose, the next one disabled, buttons inline and in the bar', () => {
    const html = renderToString(
      <PurchasePanel
        {...panelProps({
          optionType: 1,
          isAllowedGiftOrder: true,
          optionItems: { layout: ['색상', '사이즈'], list: [{ optionNo: 10, title: '블랙', list: [{ optionNo: 11, title: 'S' }] }] },
        })}
      />,
    );
    expect(html).toContain('aria-label="색상 선택"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-option-toggle="1"/);
    expect(html.match(/선물하기/g)).toHaveLength(2);
    expect(html).toContain('장바구니');
    expect(html).toContain('data-purchase-bar');
    // Sheets and dialogs are not in the server HTML; they mount on first use.
    expect(html).not.toContain('role="dialog"');
  });

  it('an item without options starts with its one line at the minimum quantity', () => {
    const html = renderToString(<PurchasePanel {...panelProps({ optionType: 0, minOrderQty: 2, sellPrice: 32000 })} />);
    expect(html).toContain('data-line="item"');
    expect(html).toMatch(/data-qty=""[^>]*>2</);
    expect(html).toContain('64,000원');
    expect(html).not.toContain('선물하기');
  });

  it('a sold-out item shows 품절 disabled and offers the restock request', () => {
    const html = renderToString(<PurchasePanel {...panelProps({ optionType: 0, itemStockStatus: 5, frontItemStockStatus: 'SOLD_OUT' })} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?품절/);
    expect(html).toContain('재입고 알림 신청');
  });
});

describe('ProductGallery server HTML', () => {
  const image = (n: number, width = 1000) => ({ src: `/i/${n}.jpg`, srcSet: `/i/${n}.jpg?w=320 320w`, sizes: '100vw', width, height: 1250, alt: `코트 ${n}` });

  it('first image eager at high priority, the rest lazy, every one with its size', () => {
    const html = renderToString(<ProductGallery images={[image(1), image(2), image(3, 0)]} />);
    const imgs = html.match(/<img[^>]*>/g) ?? [];
    expect(imgs).toHaveLength(3);
    expect(imgs[0]).toMatch(/loading="eager"/);
    expect(imgs[0]).toMatch(/fetchPriority="high"/i);
    expect(imgs[1]).toMatch(/loading="lazy"/);
    expect(imgs[1]).not.toMatch(/fetchPriority/i);
    for (const img of imgs) expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(imgs[2]).toContain('width="1000"');
    expect(html).toContain('1 / 3');
  });
});

describe('LikeButton server HTML', () => {
  it('shows the count with ko-KR separators and the pressed state', () => {
    const html = renderToString(<LikeButton itemNo={1001} heartCount={4821} liked={false} loginUrl="/login" />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('4,821');
    expect(renderToString(<LikeButton itemNo={1001} heartCount={null} liked loginUrl="/login" />)).not.toContain('data-heart-count');
  });
});

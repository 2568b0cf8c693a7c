import { describe, expect, it } from 'vitest';
import { BANNER_PAGE_TYPES, promotionBanner, promotionDates } from './banner';
import { promotionAt } from './periods';

const at = (iso: string) => promotionAt(new Date(iso));

describe('promotion banner', () => {
  it('teasing counts down to the opening of the main period', () => {
    expect(promotionBanner('/', at('2025-08-16T12:00:00+09:00'), '/weeks')).toEqual({
      phase: 'teasing',
      text: '위크스 오픈 예정 · 8월 18일 (월) 19:00 시작',
      cta: '미리 보기',
      href: '/weeks',
    });
  });

  it('the main period and the final day name the last minute of the final day', () => {
    expect(promotionBanner('best', at('2025-08-20T12:00:00+09:00'), '/weeks')).toMatchObject({ phase: 'main', text: '위크스 진행 중 · 8월 28일 (목) 23:59까지', cta: '지금 보기' });
    expect(promotionBanner('item_detail', at('2025-08-28T12:00:00+09:00'), '/weeks')).toMatchObject({ phase: 'finalDay', text: '위크스 마지막 날 · 8월 28일 (목) 23:59 종료' });
  });

  it('the dates are Seoul time whatever the instant is written in', () => {
    expect(promotionDates(at('2025-08-20T03:00:00Z')!)).toEqual({ opens: '8월 18일 (월) 19:00', ends: '8월 28일 (목) 23:59' });
  });

  it('shows on the home, listing and item pages only', () => {
    const state = at('2025-08-20T12:00:00+09:00');
    for (const type of ['/', 'best', 'category_main', 'category_list', 'brand_home', 'search_result', 'item_detail']) {
      expect(BANNER_PAGE_TYPES.has(type)).toBe(true);
      expect(promotionBanner(type, state, '/weeks')).not.toBeNull();
    }
    for (const type of ['/weeks', 'order_cart', 'checkout', '/mypage', '/login', '/heart/product']) {
      expect(promotionBanner(type, state, '/weeks')).toBeNull();
    }
  });

  it('none outside every period', () => {
    expect(promotionBanner('/', at('2025-08-29T00:00:00+09:00'), '/weeks')).toBeNull();
  });
});

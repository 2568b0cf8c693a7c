import { describe, expect, it } from 'vitest';
import { storefront } from './harness';

/**
 * Issue 31 §4: notices flagged `is_popup` pop up on the home page (the island decides from the
 * browser's cookie whether one is hidden today, so the shared page carries every current one).
 * The seed's popup is notice 6 (EVENT, 첫 구매 10% 쿠폰 증정); notice 7, the strip's, is no popup.
 */
const popupProps = (html: string) => {
  const m = /data-island-props="notice-popup">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as { id: string; notices: Array<{ no: number; title: string; body: string; href: string | null }> }) : null;
};

describe('popup notices on the home page', () => {
  it('carries the current popup notices, with their page, and waits for the browser to open them', async () => {
    const sf = storefront();
    const res = await sf.fetch('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    const props = popupProps(html);
    expect(props?.notices).toEqual([
      { no: 6, title: '첫 구매 10% 쿠폰 증정', body: expect.stringContaining('10% 할인 쿠폰') as string, href: '/mypage/cscenter/notice-list?notice_no=6&notice_type=EVENT' },
    ]);
    // Text, not markup: the sanitised contents' line break is a line break.
    expect(props?.notices[0]?.body).toBe('처음 구매하시는 모든 회원께 10% 할인 쿠폰을 드립니다.\n쿠폰은 마이페이지에서 확인할 수 있습니다.');
    expect(html).toContain('data-island="NoticePopup"');
    // Drawn by the browser only: the server's HTML holds no dialog for a shopper who hid it.
    expect(html).not.toContain('data-testid="notice-popup"');
  });

  it('is on the home page only', async () => {
    const sf = storefront();
    const html = await (await sf.fetch('/best-items')).text();
    expect(popupProps(html)).toBeNull();
  });
});

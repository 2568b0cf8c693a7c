import { describe, expect, it } from 'vitest';
import { resolveShopIdentity } from '../shop/identity';
import type { Notice } from '../../schemas/notice';
import { parseUserAgent } from '../device/user-agent';
import { textToSafeHtml } from '../../rules/html/safe-html';
import { singleOriginHosts } from '../navigation/hosts';
import { promotionAt } from '../promotion/periods';
import { buildShell, drawsWebChrome, environmentLabel, pickNotice, seoulDateString, type ShellInput } from './shell-model';

const MOBILE = parseUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36');
const APP = parseUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36 StorefrontApp/Android/5.12.0(536)');
const DESKTOP = parseUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36');

const notice = (over: Partial<Notice>): Notice => ({
  notice_no: 1,
  notice_type: 'NOTICE',
  title: '배송 안내',
  contents: textToSafeHtml(''),
  start_date: null,
  end_date: null,
  is_deleted: false,
  insert_timestamp: null,
  updated_timestamp: null,
  is_display: true,
  is_popup: false,
  ...over,
});

const input = (over: Partial<ShellInput> = {}): ShellInput => ({
  url: new URL('http://127.0.0.1:8787/best-items'),
  pageType: 'best',
  device: MOBILE,
  hosts: singleOriginHosts('http://127.0.0.1:8787'),
  environment: 'production',
  appBannerDismissed: false,
  nudgeHidden: false,
  notices: [],
  today: '2025-08-20',
  shop: resolveShopIdentity({ ENVIRONMENT: 'development' }).identity,
  ...over,
});

describe('environmentLabel (spec 2.8: development and QA only)', () => {
  it.each([
    ['development', 'DEV'],
    [' Development ', 'DEV'],
    ['qa', 'QA'],
    ['staging', 'QA'],
    ['production', null],
    ['test', null],
    [undefined, null],
    ['__proto__', null],
  ] as const)('%s → %s', (env, label) => expect(environmentLabel(env)).toBe(label));
});

describe('pickNotice', () => {
  it('takes the first displayed, undeleted notice within its dates', () => {
    const list = [
      notice({ notice_no: 1, is_display: false }),
      notice({ notice_no: 2, is_deleted: true }),
      notice({ notice_no: 3, start_date: '2025-08-21' }),
      notice({ notice_no: 4, end_date: '2025-08-19' }),
      notice({ notice_no: 5, title: '  ' }),
      notice({ notice_no: 6, start_date: '2025-08-20', end_date: '2025-08-20' }),
    ];
    expect(pickNotice(list, '2025-08-20')?.notice_no).toBe(6);
    expect(pickNotice(list.slice(0, 5), '2025-08-20')).toBeNull();
  });
  it('dates by Seoul', () => {
    expect(seoulDateString(new Date('2025-08-19T15:00:00Z'))).toBe('2025-08-20');
    expect(seoulDateString(new Date('2025-08-19T14:59:59Z'))).toBe('2025-08-19');
  });
});

describe('buildShell', () => {
  it('links the notice to the customer-centre list, or the recruit page for RECRUIT', () => {
    expect(buildShell(input({ notices: [notice({ notice_no: 7 })] })).notice).toEqual({ title: '배송 안내', href: '/mypage/cscenter/notice-list?notice_no=7&notice_type=NOTICE' });
    expect(buildShell(input({ notices: [notice({ notice_no: 8, notice_type: 'recruit' })] })).notice?.href).toBe('/mypage/recruit?notice_no=8&notice_type=recruit');
  });

  it('shows the app banner on mobile web only, not when dismissed or after a search-ad entry', () => {
    const shown = buildShell(input()).appBanner;
    expect(shown?.openHref).toMatch(/^\/app-link\?from=%2F/);
    expect(shown?.dismissCookie).toMatch(/^sf_app_banner_dismissed=1; Max-Age=1800; Path=\/; SameSite=Lax; Secure$/);
    expect(buildShell(input({ device: DESKTOP })).appBanner).toBeNull();
    expect(buildShell(input({ device: APP })).appBanner).toBeNull();
    expect(buildShell(input({ nudgeHidden: true })).appBanner).toBeNull();
    expect(buildShell(input({ appBannerDismissed: true })).appBanner).toBeNull();
  });

  it('shares the dismissal across the product hosts', () => {
    const hosts = { siteOrigin: 'https://www.example.co.kr', shopOrigin: 'https://shop.example.co.kr', mypageOrigin: 'https://my.example.co.kr' };
    const shell = buildShell(input({ hosts, url: new URL('https://shop.example.co.kr/brand/1') }));
    expect(shell.appBanner?.dismissCookie).toContain('Domain=.example.co.kr');
    // Links to other hosts are absolute; the search lives on the main site.
    expect(shell.search.action).toBe('https://www.example.co.kr/search');
    expect(shell.homeHref).toBe('https://www.example.co.kr/');
    expect(shell.legalLinks.find((l) => l.key === 'privacy')?.href).toBe('https://www.example.co.kr/policy/privacy');
  });

  it('gives the desktop header the category and 좋아요 links, on the item page too, never in the app (issue 29)', () => {
    const nav = buildShell(input({ device: DESKTOP, hideBottomNav: true })).headerNav;
    expect(nav?.tabs.map((t) => [t.label, t.href])).toEqual([
      ['카테고리', '/list/shop'],
      ['좋아요', '/heart/product'],
    ]);
    expect(buildShell(input({ url: new URL('http://127.0.0.1:8787/heart/product') })).headerNav?.active).toBe('likes');
    expect(buildShell(input({ device: APP })).headerNav).toBeNull();
  });

  it('lights the bottom navigation from the address and hides it in the app and on the item page', () => {
    expect(buildShell(input({ url: new URL('http://127.0.0.1:8787/') })).bottomNav?.active).toBe('home');
    expect(buildShell(input({ url: new URL('http://127.0.0.1:8787/search?keyword=a') })).bottomNav?.active).toBe('search');
    expect(buildShell(input()).bottomNav?.active).toBeNull();
    expect(buildShell(input({ device: APP })).bottomNav).toBeNull();
    expect(buildShell(input({ hideBottomNav: true })).bottomNav).toBeNull();
    expect(buildShell(input({ device: DESKTOP })).bottomNav?.tabs.map((t) => t.label)).toEqual(['홈', '카테고리', '검색', '좋아요', '마이페이지']);
  });

  it('leaves out the web chrome in the app web view only (the app draws its own)', () => {
    const IOS_APP = parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.12.0(758)');
    expect([MOBILE, DESKTOP, APP, IOS_APP].map(drawsWebChrome)).toEqual([true, true, false, false]);
    // A token-like word elsewhere in a browser's UA is not the app.
    expect(drawsWebChrome(parseUserAgent('Mozilla/5.0 (X11) Chrome/120.0 NotStorefrontApp'))).toBe(true);
    const notices = [notice({ notice_no: 7 })];
    const app = buildShell(input({ device: APP, notices }));
    expect(app).toMatchObject({ webChrome: false, notice: null, bottomNav: null, appBanner: null, footerLinks: [], legalLinks: [] });
    const web = buildShell(input({ device: MOBILE, notices }));
    expect(web.webChrome).toBe(true);
    expect(web.notice?.title).toBe('배송 안내');
    expect(web.footerLinks.length).toBeGreaterThan(0);
  });

  it('keeps the searched keyword in the search bar on the results page only', () => {
    const url = new URL('http://127.0.0.1:8787/search?keyword=%20%EB%8B%88%ED%8A%B8%20');
    expect(buildShell(input({ url, pageType: 'search_result' })).search.keyword).toBe('니트');
    expect(buildShell(input({ url: new URL('http://127.0.0.1:8787/best-items?keyword=x') })).search.keyword).toBe('');
  });

  it('lists the four legal pages of spec 2.5', () => {
    expect(buildShell(input()).legalLinks.map((l) => l.href)).toEqual(['/policy/terms', '/policy/privacy', '/policy/dispute-resolution', '/policy/payment-agency']);
  });
});

describe('promotion banner in the shell', () => {
  it('is the weeks banner on a listing page in a period, linking to the landing', () => {
    const promotion = promotionAt(new Date('2025-08-20T12:00:00+09:00'));
    expect(buildShell(input({ promotion })).promotionBanner).toMatchObject({ phase: 'main', href: '/weeks' });
  });

  it('is absent outside a period, without a promotion, and on pages that do not show it', () => {
    const promotion = promotionAt(new Date('2025-08-20T12:00:00+09:00'));
    expect(buildShell(input({ promotion: null })).promotionBanner).toBeNull();
    expect(buildShell(input()).promotionBanner).toBeNull();
    expect(buildShell(input({ promotion, url: new URL('http://127.0.0.1:8787/cart'), pageType: 'order_cart' })).promotionBanner).toBeNull();
  });
});

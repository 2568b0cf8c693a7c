import { describe, expect, it } from 'vitest';
import { activeTab, bottomTabs, TAB_ORDER } from './bottom-nav';
import { singleOriginHosts, type Hosts } from './hosts';

const split: Hosts = { siteOrigin: 'https://www.example.com', shopOrigin: 'https://shop.example.com', mypageOrigin: 'https://my.example.com' };
const local = singleOriginHosts('http://127.0.0.1:8787');
const SITE = 'www.example.com';
const SHOP = 'shop.example.com';
const MY = 'my.example.com';
const LOCAL = '127.0.0.1:8787';

describe('bottomTabs', () => {
  it('has the five tabs in order with their Korean labels', () => {
    const tabs = bottomTabs();
    expect(tabs.map((t) => t.key)).toEqual(TAB_ORDER);
    expect(tabs.map((t) => t.label)).toEqual(['홈', '카테고리', '검색', '좋아요', '마이페이지']);
  });

  it('targets on one shared origin are root-relative', () => {
    expect(bottomTabs().map((t) => t.href)).toEqual(['/', '/list/shop', '/start', '/heart/product', '/mypage']);
    expect(bottomTabs({ hosts: local, currentOrigin: 'http://127.0.0.1:8787' }).map((t) => t.href)).toEqual(['/', '/list/shop', '/start', '/heart/product', '/mypage']);
  });

  it('targets on separate hosts point at the right host', () => {
    expect(bottomTabs({ hosts: split, currentOrigin: 'https://shop.example.com' }).map((t) => t.href)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/list/shop',
      'https://www.example.com/start',
      'https://my.example.com/heart/product',
      'https://my.example.com/',
    ]);
    expect(bottomTabs({ hosts: split, currentOrigin: 'https://www.example.com' }).map((t) => t.href)).toEqual([
      '/',
      '/list/shop',
      '/start',
      'https://my.example.com/heart/product',
      'https://my.example.com/',
    ]);
  });
});

describe('activeTab on separate hosts', () => {
  it.each([
    // home: main-site root only
    [SITE, '/', 'home'],
    [`https://${SITE}`, '/?utm_campaign=x', 'home'],
    [SHOP, '/', null],
    [MY, '/', null],
    [SITE, '/list/shop', null],
    // category: shop host and /category…
    [SHOP, '/category/main', 'category'],
    [SHOP, '/category/list?category1_code=100', 'category'],
    [SITE, '/category/main', null],
    [MY, '/category/main', null],
    // search: /search… anywhere
    [SITE, '/search', 'search'],
    [SHOP, '/search?keyword=x', 'search'],
    [MY, '/search/result', 'search'],
    [SITE, '/start', null],
    // likes: /heart… or /selection…
    [MY, '/heart/product', 'likes'],
    [MY, '/heart/brand', 'likes'],
    [SITE, '/selection/12', 'likes'],
    // my page: /account… or /password-reconfirm…
    [MY, '/account/edit', 'mypage'],
    [MY, '/password-reconfirm', 'mypage'],
    [SHOP, '/account', 'mypage'],
    // none
    [SHOP, '/cart', null],
    [SHOP, '/cart/gift', null],
    [SHOP, '/products/12', null],
    [MY, '/my-order/list', null],
    [SITE, '/weeks', null],
  ] as const)('%s %s → %s', (host, pathname, tab) => {
    expect(activeTab({ host, pathname }, split)).toBe(tab);
  });
});

describe('activeTab on one shared host', () => {
  it.each([
    ['/', 'home'],
    ['/category/main', 'category'],
    ['/category/list', 'category'],
    ['/search', 'search'],
    ['/heart/product', 'likes'],
    ['/selection', 'likes'],
    ['/account/edit', 'mypage'],
    ['/password-reconfirm', 'mypage'],
    ['/mypage', 'mypage'],
    ['/mypage/cscenter/faq', null],
    ['/cart', null],
    ['/products/1', null],
    ['/list/shop', null],
  ] as const)('%s → %s', (pathname, tab) => {
    expect(activeTab({ host: LOCAL, pathname }, local)).toBe(tab);
    expect(activeTab({ host: 'http://127.0.0.1:8787', pathname }, local)).toBe(tab);
  });

  it('another host than the configured one lights only the host-free rows', () => {
    expect(activeTab({ host: 'evil.example', pathname: '/' }, local)).toBeNull();
    expect(activeTab({ host: 'evil.example', pathname: '/category/main' }, local)).toBeNull();
    expect(activeTab({ host: 'evil.example', pathname: '/search' }, local)).toBe('search');
  });
});

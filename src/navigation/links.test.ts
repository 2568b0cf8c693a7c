import { describe, expect, it } from 'vitest';
import type { Hosts } from './hosts';
import {
  APP_SCHEME,
  brandLink,
  brandNewsLink,
  categoryListLink,
  bestLink,
  categoryMainLink,
  collectionLink,
  curatorBridgeLink,
  curatorLink,
  eventLink,
  FIXED_PAGES,
  OWN_MYPAGE_ROOT,
  homeLink,
  listLink,
  lookbookLink,
  magazineLink,
  mediaFeedLink,
  noticeLink,
  pageLink,
  postLink,
  productLink,
  receiptLink,
  reviewLink,
  searchLink,
  searchStartLink,
  sectionLink,
  seriesLink,
  showcaseLink,
  specialOrderLink,
  ticketCatalogLink,
  type FixedPage,
  type LinkOptions,
  ELSEWHERE_PAGES,
  elsewhereLink,
  isServedPage,
} from './links';

const split: Hosts = { siteOrigin: 'https://www.example.com', shopOrigin: 'https://shop.example.com', mypageOrigin: 'https://my.example.com' };
const onShop = { at: { hosts: split, currentOrigin: 'https://shop.example.com' } };

describe('productLink', () => {
  it('is /products/{itemNo} on the web', () => {
    expect(productLink(1234)).toBe('/products/1234');
    expect(productLink('1234')).toBe('/products/1234');
  });

  it('keeps category codes only when numeric, then source and content_campaign, encoded', () => {
    expect(
      productLink(12, {
        categoryLargeCode: '100',
        categoryMediumCode: 100200,
        categorySmallCode: 'abc',
        source: 'brand best',
        content_campaign: '여름&세일',
      }),
    ).toBe('/products/12?categoryLargeCode=100&categoryMediumCode=100200&source=brand%20best&content_campaign=%EC%97%AC%EB%A6%84%26%EC%84%B8%EC%9D%BC');
    expect(productLink(12, { categoryLargeCode: '', categorySmallCode: 1.5, source: '' })).toBe('/products/12');
  });

  it('uses the app scheme in the app web view, same query', () => {
    expect(APP_SCHEME).toBe('storefront');
    expect(productLink(12, { source: 'home' }, { inAppWebView: true })).toBe('storefront://product/12?source=home');
    expect(productLink(12, {}, { inAppWebView: true, ...onShop })).toBe('storefront://product/12');
  });

  it('answers null for non-numeric item numbers', () => {
    for (const bad of ['', 'abc', '12a', ' 12', '-1', -1, 1.5, Number.NaN, null, undefined, {}, '1/../2']) {
      expect(productLink(bad)).toBeNull();
      expect(reviewLink(bad)).toBeNull();
    }
  });

  it('is relative on its own host and absolute from another host', () => {
    expect(productLink(5, {}, onShop)).toBe('/products/5');
    expect(productLink(5, {}, { at: { hosts: split, currentOrigin: 'https://www.example.com' } })).toBe('https://shop.example.com/products/5');
  });
});

describe('reviewLink', () => {
  it('is the product link with #review', () => {
    expect(reviewLink(7)).toBe('/products/7#review');
    expect(reviewLink(7, { source: 'x' })).toBe('/products/7?source=x#review');
    expect(reviewLink(7, {}, { inAppWebView: true })).toBe('storefront://product/7#review');
  });
});

describe('links in the app web view (docs/app-bridge.md "Links and chrome in the app")', () => {
  it('jumps within the item page by a bare fragment, the same on the web and in the app', () => {
    expect(sectionLink('review')).toBe('#review');
    expect((['info', 'review', 'qna', 'recommend'] as const).map(sectionLink)).toEqual(['#info', '#review', '#qna', '#recommend']);
  });

  it('sends only the item page to the app (spec 2.1); every other family stays a web link', () => {
    expect(productLink(1001, {}, { inAppWebView: true, ...onShop })).toBe('storefront://product/1001');
    // The other builders have no app form: asked as if in the app, they still answer web links.
    const inApp = { inAppWebView: true, ...onShop } as LinkOptions;
    const others = [
      brandLink(16404, inApp),
      categoryListLink({ category1_code: 101 }, inApp),
      categoryMainLink(inApp),
      searchLink('니트', inApp),
      searchStartLink(inApp),
      homeLink(inApp),
      bestLink(undefined, inApp),
      listLink('shop', inApp),
      noticeLink({ notice_no: 1, notice_type: 'NOTICE' }, inApp),
      ...(Object.keys(FIXED_PAGES) as FixedPage[]).filter(isServedPage).map((p) => pageLink(p, inApp)),
    ];
    expect(others.length).toBeGreaterThan(20);
    for (const href of others) expect(href).toMatch(/^(\/|https:\/\/)/);
  });
});

describe('numbered families', () => {
  it.each([[brandLink, '/brand/16404']] as const)('%o → %s, null for a bad id', (build, expected) => {
    expect(build(16404)).toBe(expected);
    expect(build('16404')).toBe(expected);
    expect(build('16404x')).toBeNull();
    expect(build(undefined)).toBeNull();
  });

  // Served by no page here (issue 14 item 2): absolute on their configured host, else no link.
  const local: Hosts = { siteOrigin: 'http://127.0.0.1:8787', shopOrigin: 'http://127.0.0.1:8787', mypageOrigin: 'http://127.0.0.1:8787' };
  const onLocal = { at: { hosts: local, currentOrigin: 'http://127.0.0.1:8787' } };
  const onSite = { at: { hosts: split, currentOrigin: 'https://www.example.com' } };
  it.each([
    [ticketCatalogLink, 'https://shop.example.com/ticket-catalog/16404'],
    [specialOrderLink, 'https://shop.example.com/special-order/16404'],
    [postLink, 'https://www.example.com/post/16404'],
    [seriesLink, 'https://www.example.com/series/16404'],
    [mediaFeedLink, 'https://www.example.com/media-feed/16404'],
    [lookbookLink, 'https://www.example.com/lookbook/16404'],
    [curatorLink, 'https://www.example.com/curator/16404'],
    [curatorBridgeLink, 'https://www.example.com/curator/bridge/16404'],
    [eventLink, 'https://www.example.com/event/16404'],
    [brandNewsLink, 'https://www.example.com/brand-news/16404'],
    [showcaseLink, 'https://www.example.com/showcase/16404'],
    [collectionLink, 'https://www.example.com/collection/16404'],
    [magazineLink, 'https://www.example.com/magazine/16404'],
  ] as const)('%o → %s only on a configured host of its own', (build, expected) => {
    const host = new URL(expected).origin;
    const away = host === 'https://shop.example.com' ? onSite : onShop;
    expect(build(16404, away)).toBe(expected);
    expect(build('16404', away)).toBe(expected);
    expect(build('16404x', away)).toBeNull();
    // On its own host, on one local origin, or with no hosts to go by, nobody serves it.
    expect(build(16404, { at: { hosts: split, currentOrigin: host } })).toBeNull();
    expect(build(16404, onLocal)).toBeNull();
    expect(build(16404)).toBeNull();
  });

  it('puts brands on the shop host and editorial pages on the main site', () => {
    expect(brandLink(1, onShop)).toBe('/brand/1');
    expect(postLink(1, onShop)).toBe('https://www.example.com/post/1');
  });
});

describe('search and category', () => {
  it('categoryMainLink and bestLink take one numeric first-level code, or none', () => {
    expect(categoryMainLink()).toBe('/category/main');
    expect(categoryMainLink({}, '101')).toBe('/category/main?category1_code=101');
    expect(categoryMainLink({}, '10x')).toBe('/category/main');
    expect(bestLink()).toBe('/best-items');
    expect(bestLink('101')).toBe('/best-items?category1_code=101');
    expect(bestLink('1&x=2')).toBe('/best-items');
  });

  it('searchLink encodes the keyword; a blank one goes to the start page', () => {
    expect(searchLink('니트 가디건')).toBe('/search?keyword=%EB%8B%88%ED%8A%B8%20%EA%B0%80%EB%94%94%EA%B1%B4');
    expect(searchLink('a&b=c#d')).toBe('/search?keyword=a%26b%3Dc%23d');
    expect(searchLink('  knit ')).toBe('/search?keyword=knit');
    expect(searchLink('   ')).toBe('/start');
    expect(searchStartLink(onShop)).toBe('https://www.example.com/start');
  });

  it('categoryListLink builds the levels top-down', () => {
    expect(categoryListLink({ category1_code: 100 })).toBe('/category/list?category1_code=100');
    expect(categoryListLink({ category1_code: '100', category2_code: '100200', category3_code: 100200300 })).toBe('/category/list?category1_code=100&category2_code=100200&category3_code=100200300');
    expect(categoryListLink({ category1_code: 100, category2_code: 'x', category3_code: 300 })).toBe('/category/list?category1_code=100');
    expect(categoryListLink({ category1_code: 'top' })).toBeNull();
  });

  it('categoryMainLink', () => {
    expect(categoryMainLink()).toBe('/category/main');
    expect(categoryMainLink({ at: { hosts: split, currentOrigin: 'https://my.example.com' } })).toBe('https://shop.example.com/category/main');
  });

  it('listLink accepts slugs only', () => {
    expect(listLink('shop')).toBe('/list/shop');
    expect(listLink('new-in')).toBe('/list/new-in');
    expect(listLink('../admin')).toBeNull();
    expect(listLink('Shop')).toBeNull();
    expect(listLink('')).toBeNull();
  });

  it('homeLink is the main-site root', () => {
    expect(homeLink()).toBe('/');
    expect(homeLink(onShop)).toBe('https://www.example.com/');
  });
});

describe('fixed pages', () => {
  const expected: Record<FixedPage, string> = {
    best: 'https://www.example.com/best-items',
    weeks: 'https://www.example.com/weeks',
    gift: 'https://www.example.com/gift',
    concierge: 'https://www.example.com/concierge',
    invite: 'https://www.example.com/invite',
    about: 'https://www.example.com/home/about',
    cart: '/cart',
    privacy: 'https://www.example.com/policy/privacy',
    terms: 'https://www.example.com/policy/terms',
    disputeResolution: 'https://www.example.com/policy/dispute-resolution',
    paymentAgency: 'https://www.example.com/policy/payment-agency',
    mypage: 'https://my.example.com/',
    likes: 'https://my.example.com/heart/product',
    orderList: 'https://my.example.com/my-order/list',
    receivedGifts: 'https://my.example.com/my-order/gifts',
    orderHistory: 'https://my.example.com/my-order/cs-history',
    reviews: 'https://my.example.com/my-order/review',
    accountEdit: 'https://my.example.com/account/edit',
    agreements: 'https://my.example.com/account/agreements',
    leave: 'https://my.example.com/account/leave',
    likedBrands: 'https://my.example.com/heart/brand',
    preuser: 'https://my.example.com/account/preuser',
    passwordReconfirm: 'https://my.example.com/password-reconfirm',
    grade: 'https://my.example.com/mypage/grade',
    mileage: 'https://my.example.com/mypage/mileage',
    coupon: 'https://my.example.com/mypage/coupon',
    inquiryList: 'https://my.example.com/mypage/cscenter/qna',
    inquiryWrite: 'https://my.example.com/mypage/cscenter/qna/write',
    productQna: 'https://my.example.com/mypage/cscenter/product-qna',
    noticeList: 'https://my.example.com/mypage/cscenter/notice-list',
    faq: 'https://my.example.com/mypage/cscenter/faq',
    voc: 'https://my.example.com/mypage/cscenter/voc',
    contactUs: 'https://my.example.com/contact-us',
    benefitGuide: 'https://my.example.com/mypage/benefit-guide',
    offlineSpace: 'https://my.example.com/mypage/offline-space',
    recruit: 'https://my.example.com/mypage/recruit',
  };

  it.each(Object.keys(FIXED_PAGES) as FixedPage[])('%s', (page) => {
    if (isServedPage(page)) {
      expect(pageLink(page, onShop)).toBe(expected[page]);
      expect(pageLink(page)).toBe(page === 'mypage' ? OWN_MYPAGE_ROOT : FIXED_PAGES[page][1]);
    } else {
      // Served elsewhere: on its configured host only (issue 14 item 2).
      expect(elsewhereLink(page, onShop)).toBe(expected[page].startsWith('/') ? null : expected[page]);
      expect(elsewhereLink(page)).toBeNull();
      const local: Hosts = { siteOrigin: 'http://127.0.0.1:8787', shopOrigin: 'http://127.0.0.1:8787', mypageOrigin: 'http://127.0.0.1:8787' };
      expect(elsewhereLink(page, { at: { hosts: local, currentOrigin: 'http://127.0.0.1:8787' } })).toBeNull();
    }
  });

  it('lists as served elsewhere only pages it knows', () => {
    expect(ELSEWHERE_PAGES.every((p) => p in FIXED_PAGES)).toBe(true);
    expect(isServedPage('cart')).toBe(true);
    expect(isServedPage('voc')).toBe(false);
  });

  it('puts the my-page root at /mypage when the storefront serves it (no my-page host), not on the home page', () => {
    const local: Hosts = { siteOrigin: 'http://127.0.0.1:8787', shopOrigin: 'http://127.0.0.1:8787', mypageOrigin: 'http://127.0.0.1:8787' };
    expect(pageLink('mypage')).toBe('/mypage');
    expect(pageLink('mypage', { at: { hosts: local, currentOrigin: 'http://127.0.0.1:8787' } })).toBe('/mypage');
    // With a my-page host, its own root, absolute from elsewhere and relative on it.
    expect(pageLink('mypage', { at: { hosts: split, currentOrigin: 'https://my.example.com' } })).toBe('/');
  });

  it('covers the spec names', () => {
    expect(pageLink('orderList')).toBe('/my-order/list');
    expect(pageLink('accountEdit')).toBe('/account/edit');
    expect(elsewhereLink('voc', onShop)).toBe('https://my.example.com/mypage/cscenter/voc');
  });

  it('receiptLink', () => {
    expect(receiptLink(2024001, onShop)).toBe('https://my.example.com/my-order/receipt?order_no=2024001');
    expect(receiptLink(2024001)).toBeNull();
    expect(receiptLink('x', onShop)).toBeNull();
  });
});

describe('noticeLink', () => {
  it('sends RECRUIT notices to the recruit page', () => {
    expect(noticeLink({ notice_no: 5, notice_type: 'RECRUIT' })).toBe('/mypage/recruit?notice_no=5&notice_type=RECRUIT');
    expect(noticeLink({ notice_no: '5', notice_type: 'recruit' })).toBe('/mypage/recruit?notice_no=5&notice_type=recruit');
  });

  it('sends every other notice to the customer-centre notice list', () => {
    expect(noticeLink({ notice_no: 9, notice_type: 'NOTICE' })).toBe('/mypage/cscenter/notice-list?notice_no=9&notice_type=NOTICE');
    expect(noticeLink({ notice_no: 9, notice_type: 2 })).toBe('/mypage/cscenter/notice-list?notice_no=9&notice_type=2');
    expect(noticeLink({ notice_no: 9, notice_type: '이벤트 & 공지' })).toBe('/mypage/cscenter/notice-list?notice_no=9&notice_type=%EC%9D%B4%EB%B2%A4%ED%8A%B8%20%26%20%EA%B3%B5%EC%A7%80');
    expect(noticeLink({ notice_no: 9 })).toBe('/mypage/cscenter/notice-list?notice_no=9');
    expect(noticeLink({ notice_no: 9, notice_type: null })).toBe('/mypage/cscenter/notice-list?notice_no=9');
  });

  it('answers null for a bad notice number and honours hosts', () => {
    expect(noticeLink({ notice_no: 'abc', notice_type: 'RECRUIT' })).toBeNull();
    expect(noticeLink({ notice_no: 1, notice_type: 'RECRUIT' }, onShop)).toBe('https://my.example.com/mypage/recruit?notice_no=1&notice_type=RECRUIT');
  });
});

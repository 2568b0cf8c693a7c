import { describe, expect, it } from 'vitest';
import { EDITORIAL_FAMILIES } from '../../schemas/editorial';
import { singleOriginHosts } from '../navigation/hosts';
import { editorialHref, editorialLinks } from './editorial';

const own = 'https://shop.test';
const oneOrigin = { at: { hosts: singleOriginHosts(own), currentOrigin: own } };
const split = {
  at: { hosts: { siteOrigin: 'https://www.example.com', shopOrigin: 'https://store.example.com', mypageOrigin: own }, currentOrigin: own },
};

describe('editorialHref: family → link, as the link table says', () => {
  it('sends each editorial family to the main site, special order and tickets to the shop host', () => {
    const expected: Record<(typeof EDITORIAL_FAMILIES)[number], string> = {
      post: 'https://www.example.com/post/7',
      series: 'https://www.example.com/series/7',
      'media-feed': 'https://www.example.com/media-feed/7',
      lookbook: 'https://www.example.com/lookbook/7',
      curator: 'https://www.example.com/curator/7',
      'curator-bridge': 'https://www.example.com/curator/bridge/7',
      event: 'https://www.example.com/event/7',
      'brand-news': 'https://www.example.com/brand-news/7',
      showcase: 'https://www.example.com/showcase/7',
      collection: 'https://www.example.com/collection/7',
      magazine: 'https://www.example.com/magazine/7',
      'special-order': 'https://store.example.com/special-order/7',
      'ticket-catalog': 'https://store.example.com/ticket-catalog/7',
      product: 'https://store.example.com/products/7',
      brand: 'https://store.example.com/brand/7',
    };
    for (const family of EDITORIAL_FAMILIES) expect([family, editorialHref({ family, no: 7 }, split)]).toEqual([family, expected[family]]);
  });

  it('on one origin links only the families served here (item, brand), never a dead end', () => {
    const linked = EDITORIAL_FAMILIES.filter((family) => editorialHref({ family, no: 7 }, oneOrigin) !== null);
    expect(linked).toEqual(['product', 'brand']);
    expect(editorialHref({ family: 'product', no: 1001 }, oneOrigin)).toBe('/products/1001');
    expect(editorialHref({ family: 'brand', no: 16404 }, oneOrigin)).toBe('/brand/16404');
  });
});

describe('editorialLinks', () => {
  it('keeps good entries in order, leaves out unknown families and malformed entries with a reason', () => {
    const ignored: string[] = [];
    const links = editorialLinks(
      [
        { family: 'lookbook', no: 12, title: '가을 룩북', caption: '레이어드' },
        { family: 'webtoon', no: 3, title: '모르는 종류' },
        { family: 'post', no: '31', title: '니트 고르는 법', caption: null },
        { family: 'event', no: -1, title: '음수' },
        { family: 'event', no: 8, title: '   ' },
        null,
        'post/1',
        { family: 'magazine', no: 2, title: '<b>매거진</b>' },
      ],
      split,
      (reason) => ignored.push(reason),
    );
    expect(links).toEqual([
      { family: 'lookbook', no: 12, title: '가을 룩북', caption: '레이어드', href: 'https://www.example.com/lookbook/12' },
      { family: 'post', no: 31, title: '니트 고르는 법', caption: '', href: 'https://www.example.com/post/31' },
      // Text stays text: React escapes it where it is drawn.
      { family: 'magazine', no: 2, title: '<b>매거진</b>', caption: '', href: 'https://www.example.com/magazine/2' },
    ]);
    expect(ignored).toHaveLength(5);
    expect(ignored[0]).toMatch(/^family: /);
  });

  it('leaves out quietly an entry whose family has no reachable page on one origin', () => {
    const ignored: string[] = [];
    const links = editorialLinks(
      [
        { family: 'lookbook', no: 12, title: '가을 룩북' },
        { family: 'brand', no: 16404, title: '스페셜 브랜드' },
      ],
      oneOrigin,
      (reason) => ignored.push(reason),
    );
    expect(links.map((l) => l.href)).toEqual(['/brand/16404']);
    expect(ignored).toEqual([]);
  });
});

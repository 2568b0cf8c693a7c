import { describe, expect, it } from 'vitest';
import { addedDescriptionSections, cautionSections, descriptionSections, detailBlocks, galleryImages, videoHostAEmbedUrl, videoHostBEmbedUrl } from './detail-content';
import { makeItem } from './item-fixture';

const images = [
  { imageType: 1, imageUrl: '/grey.jpg' },
  { imageType: 4, imageUrl: '/detail-1.jpg', width: 800, height: 1200, content: '설명\n둘째 줄' },
  { imageType: 3, imageUrl: '/main.jpg', width: 1000, height: 1000 },
  { imageType: 5, videoKind: 1, videoId: 'dQw4w9WgXcQ', title: '룩북' },
  { imageType: 6, title: '디테일', content: '<script>alert(1)</script>본문' },
  { imageType: 2, imageUrl: '/white.jpg' },
  { imageType: 7, imageUrl: '/banner.jpg', linkUrl: 'https://shop.example/event', title: '이벤트' },
  { imageType: 5, videoKind: 2, videoId: '76979871' },
  { imageType: 9, imageUrl: '/unknown.jpg' },
  { imageType: 3, imageUrl: '/main-2.jpg' },
];

describe('detailBlocks (types 4–7)', () => {
  const blocks = detailBlocks(makeItem({ itemImages: images }), '셔츠');

  it('keeps only types 4–7 in the given order', () => {
    expect(blocks.map((b) => b.kind)).toEqual(['image', 'video', 'title', 'link', 'video']);
  });

  it('builds images with a sanitised caption', () => {
    expect(blocks[0]).toEqual({ kind: 'image', src: '/detail-1.jpg', width: 800, height: 1200, alt: '셔츠 상세 이미지', caption: '설명<br />둘째 줄' });
  });

  it('builds video embeds per host', () => {
    expect(blocks[1]).toEqual({ kind: 'video', host: 'A', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: '룩북' });
    expect(blocks[4]).toEqual({ kind: 'video', host: 'B', embedUrl: 'https://player.vimeo.com/video/76979871', title: '셔츠 영상' });
  });

  it('keeps title text and only a sanitised body', () => {
    const block = blocks[2];
    expect(block).toMatchObject({ kind: 'title', text: '디테일' });
    const body = block?.kind === 'title' ? block.body : null;
    expect(body).toContain('본문');
    expect(body).not.toMatch(/<script/i);
  });

  it('has no body for a title whose content sanitises to nothing', () => {
    expect(detailBlocks(makeItem({ itemImages: [{ imageType: 6, title: 't', content: '   ' }] }), 'x')).toEqual([{ kind: 'title', text: 't', body: null }]);
  });

  it('builds links', () => {
    expect(blocks[3]).toEqual({ kind: 'link', href: 'https://shop.example/event', src: '/banner.jpg', width: 0, height: 0, text: '이벤트' });
  });

  it('drops bad videos, unsafe images and empty blocks; unsafe links lose only the link', () => {
    const bad = detailBlocks(
      makeItem({
        itemImages: [
          { imageType: 5, videoKind: 1, videoId: '../../evil?x=' },
          { imageType: 5, videoKind: 2, videoId: 'abc' },
          { imageType: 5, videoKind: 3, videoId: '123456' },
          { imageType: 4, imageUrl: 'javascript:alert(1)' },
          { imageType: 6 },
          { imageType: 7, linkUrl: 'https://x.example' },
          { imageType: 7, imageUrl: '/b.jpg', linkUrl: 'javascript:alert(1)' },
        ],
      }),
      '셔츠',
    );
    expect(bad).toEqual([{ kind: 'link', href: null, src: '/b.jpg', width: 0, height: 0, text: '' }]);
  });

  it('is empty without images', () => {
    expect(detailBlocks(makeItem(), '셔츠')).toEqual([]);
  });

  it('validates video ids', () => {
    expect(videoHostAEmbedUrl(' abc_DEF-12 ')).toBe('https://www.youtube-nocookie.com/embed/abc_DEF-12');
    expect(videoHostAEmbedUrl('a"b')).toBeNull();
    expect(videoHostBEmbedUrl('12a')).toBeNull();
  });
});

describe('galleryImages', () => {
  it('orders main (3), then grey (1), then white (2)', () => {
    const gallery = galleryImages(makeItem({ itemImages: images }), '셔츠');
    expect(gallery.map((g) => g.src)).toEqual(['/main.jpg', '/main-2.jpg', '/grey.jpg', '/white.jpg']);
    expect(gallery[0]).toEqual({ src: '/main.jpg', width: 1000, height: 1000, alt: '셔츠 이미지 1' });
    expect(gallery[3]!.alt).toBe('셔츠 이미지 4');
  });
  it('skips empty or unsafe sources', () => {
    expect(
      galleryImages(
        makeItem({
          itemImages: [
            { imageType: 3, imageUrl: '' },
            { imageType: 1, imageUrl: 'data:x' },
          ],
        }),
        'x',
      ),
    ).toEqual([]);
  });
});

describe('text sections', () => {
  it('descriptions: sanitised, empty ones dropped', () => {
    const item = makeItem({
      itemDescriptions: [
        { title: '소재', content: '면 100%\n<img src=x onerror=alert(1)>' },
        { title: ' ', content: '' },
      ],
    });
    const sections = descriptionSections(item);
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ title: '소재', link: null });
    expect(sections[0]!.body).toMatch(/^면 100%<br \/>/);
    expect(sections[0]!.body).not.toContain('onerror');
  });

  it('added descriptions follow their use-flags', () => {
    const item = makeItem({
      itemAddedDescriptions: [
        { title: '안내', content: '본문', linkUrl: '/event/1', useTitle: 'T', useContent: 'F', useLink: 'T' },
        { title: '숨김', content: '', linkUrl: 'javascript:x', useTitle: 'F', useContent: 'T', useLink: 'T' },
        { title: '제목만', content: '내용', useTitle: 'T', useContent: 'T', useLink: 'F', linkUrl: '/x' },
      ],
    });
    expect(addedDescriptionSections(item)).toEqual([
      { title: '안내', body: null, link: '/event/1' },
      { title: '제목만', body: '내용', link: null },
    ]);
  });

  it('cautions in item, order, delivery order with headings', () => {
    const item = makeItem({ cautions: { itemImportantInfo: '세탁 주의', orderImportantInfo: '', deliveryImportantInfo: '도서산간\n추가' } });
    expect(cautionSections(item)).toEqual([
      { kind: 'item', title: '상품 유의사항', body: '세탁 주의' },
      { kind: 'delivery', title: '배송 유의사항', body: '도서산간<br />추가' },
    ]);
    expect(cautionSections(makeItem())).toEqual([]);
  });
});

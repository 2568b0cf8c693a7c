import { describe, expect, it } from 'vitest';
import type { DetailBlock } from './detail-content';
import { optionPagePath, shortformPath, shortformVideos } from './subviews';

describe('item sub-views', () => {
  it('live under the item', () => {
    expect(optionPagePath(1001)).toBe('/products/1001/options');
    expect(shortformPath(1001)).toBe('/products/1001/shortform');
  });

  it('the shortform feed is the detail content videos, in order, nothing else', () => {
    const blocks: DetailBlock[] = [
      { kind: 'image', src: 'a.jpg', width: 1, height: 1, alt: 'a', caption: null },
      { kind: 'video', host: 'B', embedUrl: 'https://player.vimeo.com/video/1', title: 'second' },
      { kind: 'title', text: 't', body: null },
      { kind: 'video', host: 'A', embedUrl: 'https://www.youtube-nocookie.com/embed/x', title: 'third' },
    ];
    expect(shortformVideos(blocks).map((v) => v.title)).toEqual(['second', 'third']);
    expect(shortformVideos([])).toEqual([]);
  });
});

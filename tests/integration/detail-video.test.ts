import { describe, expect, it } from 'vitest';
import { storefront } from './harness';

/**
 * Issue 13 item 4: a detail video loads nothing of its host with the page. The item page draws a
 * link to the player (which the entry swaps for the player on a tap, and which opens it in a new
 * tab without JavaScript); no frame, image or script of the video hosts is in the HTML.
 */
describe('detail video', () => {
  it('is a link to the player, with no frame of the video host in the page', async () => {
    const html = await (await storefront().fetch('/products/1001')).text();
    const video = /<div[^>]*data-detail="video"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(video).toMatch(/<a href="https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\/[^"]+" target="_blank" rel="noopener" data-video-play="[^"]+"[^>]*>[\s\S]*?재생<\/span><\/a>/);
    expect(html).not.toMatch(/<iframe[^>]+(youtube|vimeo)/);
    expect(html).not.toMatch(/ytimg|vimeocdn/);
  });
});

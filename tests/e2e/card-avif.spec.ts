import { expect, test } from '@playwright/test';

// Issue 32 §1: item cards offer AVIF first in a <picture> (src/listing/CardPicture.tsx). A
// browser that takes AVIF (chromium) picks the AVIF source and is sent AVIF bytes; one that
// does not would pick the <img>'s WebP srcset.
test('a listing card draws its picture from the AVIF source, in its 4:5 box', async ({ page }) => {
  const avif: Array<{ url: string; type: string }> = [];
  page.on('response', (res) => {
    if (res.url().includes('f=avif')) avif.push({ url: res.url(), type: res.headers()['content-type'] ?? '' });
  });
  await page.goto('/best-items');
  const img = page.getByTestId('product-grid').locator('a[data-item-no] picture img').first();
  await expect(img).toHaveJSProperty('complete', true);
  const drawn = await img.evaluate((el: HTMLImageElement) => ({ currentSrc: el.currentSrc, naturalWidth: el.naturalWidth, width: el.getAttribute('width'), height: el.getAttribute('height') }));
  expect(drawn.currentSrc).toContain('f=avif');
  expect(drawn.naturalWidth).toBeGreaterThan(0);
  expect([drawn.width, drawn.height]).toEqual(['300', '375']);
  const served = avif.find((r) => r.url === drawn.currentSrc);
  expect(served?.type).toBe('image/avif');
  // The <img> itself still names WebP for browsers that skip the AVIF source.
  expect(await img.getAttribute('srcset')).toContain('f=webp');
  await expect(page.getByTestId('product-grid').locator('picture source[type="image/avif"]').first()).toHaveAttribute('sizes', /50vw/);
});

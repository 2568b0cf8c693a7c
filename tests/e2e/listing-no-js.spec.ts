import { expect, test } from '@playwright/test';

// Issue 32 §1: a listing is server HTML whose links, paging, filters and view switch work
// without JavaScript; the grid's island only takes over once the shopper acts.
test.use({ javaScriptEnabled: false });

const cardNos = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('product-grid')
    .locator('[data-item-no]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-item-no')));

test('paging and sorting load pages of their own', async ({ page }) => {
  await page.goto('/best-items');
  const first = await cardNos(page);
  expect(first.length).toBe(20);
  await page.getByRole('link', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/\/best-items\?page=2$/);
  await expect(page.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  const second = await cardNos(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((n) => first.includes(n))).toEqual([]);

  await page.getByRole('link', { name: '높은 가격순' }).click();
  await expect(page).toHaveURL(/\/best-items\?sort=price_desc$/);
  await expect(page.getByRole('link', { name: '높은 가격순' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('product-grid').locator('[data-item-no]')).toHaveCount(20);
  const won = (await page.getByTestId('product-grid').locator('[data-item-no] [data-price]').allTextContents()).map((p) => Number(p.replace(/[^0-9]/g, '')));
  expect(won.length).toBeGreaterThan(1);
  expect(won).toEqual([...won].sort((a, b) => b - a));
});

test('filters and the view switch are links that keep each other', async ({ page }, info) => {
  await page.goto('/category/list?category1_code=101');
  const filter = page.getByTestId('listing-filters').locator('[data-filter="fit"] a[data-filter-value="1"]');
  const href = await filter.getAttribute('href');
  expect(href).toBeTruthy();
  await filter.click();
  await expect(page).toHaveURL(new URL(href ?? '', page.url()).href);
  await expect(page.getByTestId('listing-filters').locator('[data-filter="fit"] a[data-filter-value="1"]')).toHaveAttribute('aria-current', 'true');

  await page.getByRole('navigation', { name: '보기 방식' }).getByRole('link', { name: '크게 보기' }).click();
  await expect(page).toHaveURL(/[?&]view=1(&|$)/);
  await expect(page.getByTestId('product-grid')).toHaveAttribute('data-layout', 'detail');
  await expect(page.getByTestId('listing-filters').locator('[data-filter="fit"] a[data-filter-value="1"]')).toHaveAttribute('aria-current', 'true');
  await page.screenshot({ scale: 'css', path: info.outputPath(`no-js-detail-${info.project.name}.png`) });
});

test('a search runs as a form and its cards link to the item', async ({ page }) => {
  await page.goto('/best-items');
  const input = page.getByRole('combobox', { name: '상품 검색' });
  await input.fill('니트');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%EB%8B%88%ED%8A%B8/);
  const card = page.getByTestId('product-grid').locator('a[data-item-no]').first();
  const itemNo = await card.getAttribute('data-item-no');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/products/${itemNo}`));
  await expect(page.locator('html')).toHaveAttribute('data-page-type', 'item_detail');
});

test('the first row is the LCP candidate: eager and high priority; every picture sized and responsive', async ({ page }, info) => {
  await page.goto('/best-items');
  const imgs = page.getByTestId('product-grid').locator('img');
  const attrs = await imgs.evaluateAll((els) =>
    els.map((e) => ({
      fp: e.getAttribute('fetchpriority'),
      loading: e.getAttribute('loading'),
      srcset: e.getAttribute('srcset') ?? '',
      sizes: e.getAttribute('sizes') ?? '',
      w: e.getAttribute('width'),
      h: e.getAttribute('height'),
    })),
  );
  expect(attrs.length).toBe(20);
  expect(attrs.map((a) => a.fp ?? '').slice(0, 4)).toEqual(['high', 'high', '', '']);
  expect(attrs.filter((a) => a.fp === 'high').length).toBe(2);
  expect(attrs.slice(4).every((a) => a.loading === 'lazy')).toBe(true);
  for (const a of attrs) {
    expect(a.srcset).toMatch(/w=320&f=webp.* 320w, .*w=640&f=webp.* 640w/);
    expect(a.sizes).not.toBe('');
    expect([a.w, a.h]).toEqual(['300', '375']);
  }
  // The browser picks a variant from the srcset of the <picture>'s AVIF source (chromium reads
  // AVIF; the <img>'s WebP srcset above is for browsers that do not), and the host answers it.
  const first = imgs.first();
  await expect.poll(() => first.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && /[?&]w=(320|640)&f=avif/.test(el.currentSrc))).toBe(true);
  await page.screenshot({ scale: 'css', path: info.outputPath(`no-js-best-${info.project.name}.png`) });
});

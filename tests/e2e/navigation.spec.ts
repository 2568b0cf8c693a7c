import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, atOneWidth, axeScan, hydrateAll } from './helpers';

// Shared navigation at 375 px (mobile web UA) and 1280 px (desktop): search bar suggestions,
// search results, bottom navigation, the app-install banner and campaign entry, grid paging.

const ready = async (page: Page, path: string) => {
  await page.goto(path);
  await page.locator('body[data-client-ready]').waitFor();
};

const isMobile = (name: string) => name === 'mobile-375';

test.describe('search bar', () => {
  test('shows popular keywords on focus and auto-complete while typing; a click searches', async ({ page }) => {
    await ready(page, '/best-items');
    const input = page.getByRole('combobox', { name: '상품 검색' });
    await input.click();
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list).toHaveAttribute('aria-label', '인기 검색어');
    await expect(list.getByRole('option').first()).toBeVisible();

    await input.pressSequentially('모노');
    await expect(list).toHaveAttribute('aria-label', '자동 완성');
    const option = list.getByRole('option', { name: '모노하우스' });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/search\?keyword=%EB%AA%A8%EB%85%B8%ED%95%98%EC%9A%B0%EC%8A%A4$/);
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'search_result');
    await expect(page.getByTestId('product-grid')).toBeVisible();
  });

  test('keyboard: arrows move the active option, Enter runs that search, Escape closes', async ({ page }, info) => {
    atOneWidth(info, 'desktop-1280');
    await ready(page, '/best-items');
    const input = page.getByRole('combobox', { name: '상품 검색' });
    await input.click();
    await input.pressSequentially('모노');
    await expect(page.getByRole('option', { name: '모노하우스' })).toBeVisible();
    await input.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // The option marked selected is the one the input points at (aria-activedescendant).
    const active = page.locator('[role="option"][aria-selected="true"]');
    await expect(active).toHaveCount(1);
    const activeId = await active.getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', activeId!);
    const chosen = (await active.textContent())!.trim();
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${encodeURIComponent(chosen).replace(/[()]/g, '\\$&')}$`));
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'search_result');
  });

  test('typing a keyword and pressing Enter lands on its results; the clear button empties the input', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await ready(page, '/');
    const input = page.getByRole('combobox', { name: '상품 검색' });
    await input.fill('코트');
    await page.getByRole('button', { name: '검색어 지우기' }).click();
    await expect(input).toHaveValue('');
    await input.fill('코트');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?keyword=%EC%BD%94%ED%8A%B8$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('코트');
    await expect(page.getByRole('combobox', { name: '상품 검색' })).toHaveValue('코트');
  });
});

test.describe('listing grid', () => {
  test('pages and sorts without reloading the page; Back returns to the first page', async ({ page }, info) => {
    atOneWidth(info, 'desktop-1280');
    await ready(page, '/best-items');
    // The grid takes over at the shopper's first activity (issue 32); before that its links load pages.
    await hydrateAll(page);
    const grid = page.getByTestId('product-grid');
    const firstCards = await grid.locator('[data-item-no]').evaluateAll((els) => els.map((e) => e.getAttribute('data-item-no')));
    expect(firstCards.length).toBe(20);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

    await page.getByRole('link', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/\/best-items\?page=2$/);
    await expect(page.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    const secondCards = await grid.locator('[data-item-no]').evaluateAll((els) => els.map((e) => e.getAttribute('data-item-no')));
    expect(secondCards.filter((n) => firstCards.includes(n))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);

    await page.getByRole('link', { name: '높은 가격순' }).click();
    await expect(page).toHaveURL(/\/best-items\?sort=price_desc$/);
    // The address changes in the same step as the cards, which are drawn a moment later.
    await expect(page.locator('[data-grid-status="idle"]')).toBeVisible();
    const prices = await grid.locator('[data-item-no] [data-price]').allTextContents();
    const won = prices.map((p) => Number(p.replace(/[^0-9]/g, '')));
    expect(won).toEqual([...won].sort((a, b) => b - a));

    await page.goBack();
    await expect(page).toHaveURL(/\/best-items\?page=2$/);
    await expect(page.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/best-items$/);
    await expect(page.getByRole('link', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });

  test('a search with no results shows the empty state', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await ready(page, '/search?keyword=zzqxnothing');
    await expect(page.getByTestId('grid-empty')).toBeVisible();
  });
});

test.describe('bottom navigation', () => {
  test('is shown on mobile with the tab lit from the path, hidden on desktop', async ({ page }, info) => {
    await page.goto('/');
    const nav = page.getByTestId('bottom-nav');
    if (!isMobile(info.project.name)) {
      await expect(nav).toBeHidden();
      return;
    }
    await expect(nav).toBeVisible();
    const lit = () => nav.locator('a[aria-current="page"]');
    await expect(lit()).toHaveAttribute('data-tab', 'home');
    await expect(nav.getByRole('link')).toHaveText(['홈', '카테고리', '검색', '좋아요', '마이페이지']);
    await page.goto('/search?keyword=%EB%8B%88%ED%8A%B8');
    await expect(lit()).toHaveAttribute('data-tab', 'search');
    await page.goto('/category/main');
    await expect(lit()).toHaveAttribute('data-tab', 'category');
    await page.goto('/best-items');
    await expect(lit()).toHaveCount(0);
    await page.goto('/products/1001');
    await expect(nav).toHaveCount(0);
  });

  test('the category tab opens every category, and a category opens its items', async ({ page }, info) => {
    test.skip(!isMobile(info.project.name), 'the bottom navigation is for mobile');
    await page.goto('/');
    await Promise.all([page.waitForURL((u) => u.pathname === '/list/shop'), page.getByTestId('bottom-nav').getByRole('link', { name: '카테고리' }).click()]);
    const categories = page.getByTestId('shop-categories');
    await expect(categories.getByRole('heading', { level: 1 })).toHaveText('카테고리');
    await page.screenshot({ scale: 'css', path: info.outputPath(`list-shop-${info.project.name}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const first = categories.locator('a[href*="category2_code"]').first();
    const name = (await first.textContent())?.trim() ?? '';
    await Promise.all([page.waitForURL((u) => u.pathname === '/category/list' && u.searchParams.has('category2_code')), first.click()]);
    await expect(page.locator('[data-item-no]').first()).toBeVisible();
    expect(name).not.toBe('');
  });
});

test.describe('app-install banner and campaign entry', () => {
  test('the banner shows on mobile web, and a dismissal keeps it hidden', async ({ page }, info) => {
    test.skip(!isMobile(info.project.name), 'mobile web only');
    await ready(page, '/best-items');
    const banner = page.getByTestId('app-banner');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: '앱 설치 안내 닫기' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await expect(page.getByTestId('app-banner')).toHaveCount(0);
  });

  test('a search-ad entry hides the banner and keeps it hidden on the next page', async ({ page, context }, info) => {
    test.skip(!isMobile(info.project.name), 'mobile web only');
    await page.goto('/best-items?NaPm=ct%3Dabc%7Cci%3D1');
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await expect(page.getByTestId('app-banner')).toHaveCount(0);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.sf_app_nudge_hidden?.value).toBe('1');
    expect(cookies.sf_campaign).toBeDefined();
    await page.goto('/');
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await expect(page.getByTestId('app-banner')).toHaveCount(0);
  });
});

test.describe('shell', () => {
  test('the development label sits at the top left and hides on click; the footer has the legal links', async ({ page }) => {
    await ready(page, '/');
    const label = page.getByTestId('qa-label');
    await expect(label).toBeVisible();
    const box = (await label.boundingBox())!;
    expect(box.x).toBeLessThan(20);
    expect(box.y).toBeLessThan(20);
    await label.click();
    await expect(label).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '약관 및 정책' }).getByRole('link', { name: '개인정보처리방침' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/best-items', '/search?keyword=%EB%8B%88%ED%8A%B8', '/category/main']) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await ready(page, path);
      const results = await axeScan(page).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers';

/**
 * The desktop header's category menu (issue 29 §3): a disclosure once the page's script runs —
 * the button says whether it is open, the first open loads the category page's links, Escape
 * closes it and focus goes back to the button — and a plain link to the category page without
 * JavaScript. On a phone the header has no menu: the bottom navigation's category tab is the way.
 */
test('category menu: opens with the categories, Escape closes and returns focus; axe clean', async ({ page }, info) => {
  await page.goto('/best-items');
  await page.locator('body[data-client-ready]').waitFor();
  const nav = page.getByTestId('header-nav');
  if (info.project.name === 'mobile-375') {
    await expect(nav).toBeHidden();
    await expect(page.getByRole('navigation').getByRole('link', { name: '카테고리' }).last()).toHaveAttribute('href', /\/list\/shop$/);
    return;
  }
  const button = nav.getByRole('button', { name: '카테고리' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#header-category-menu');
  await expect(menu).toBeVisible();
  const links = menu.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThan(3);
  await expect(links.first()).toHaveAttribute('href', /category1_code=/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`category-menu-${info.project.name}.png`) });

  // Into the menu and out with Escape: closed, focus back on the button.
  await links.first().focus();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // Opened again (already loaded) and followed.
  await button.click();
  const href = await links.first().getAttribute('href');
  await links.first().click();
  await page.waitForURL((u) => `${u.pathname}${u.search}` === href || u.href === href);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('카테고리 in the header is a link to the category page', async ({ page }, info) => {
    test.skip(info.project.name === 'mobile-375', 'the header has no menu at 375 px: the bottom navigation has the category tab');
    await page.goto('/best-items');
    const link = page.getByTestId('header-nav').getByRole('link', { name: '카테고리' });
    await link.click();
    await page.waitForURL((u) => u.pathname === '/list/shop');
  });
});

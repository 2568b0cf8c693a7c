import { expect, test } from '@playwright/test';
import { chooseOption, purchaseForm } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Issue 29 §3: the highlighted search suggestion stands out (3:1 at least against the list and
 * the options beside it, computed from the browser's own styles), and focus never falls to the
 * page body after a dynamic change.
 */
test('the highlighted search suggestion has at least 3:1 contrast with its neighbours', async ({ page }) => {
  await page.goto('/best-items');
  await page.locator('body[data-client-ready]').waitFor();
  const input = page.getByRole('combobox', { name: '상품 검색' });
  await input.click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').nth(1)).toBeVisible();
  await input.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const ratios = await list.evaluate((ul) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    // A transparent option shows the list's background.
    const bg = (el: Element) => {
      const c = getComputedStyle(el).backgroundColor;
      return c === 'rgba(0, 0, 0, 0)' || c === 'transparent' ? getComputedStyle(ul).backgroundColor : c;
    };
    const options = [...ul.querySelectorAll('[role="option"]')];
    const active = options.find((o) => o.getAttribute('aria-selected') === 'true')!;
    const neighbour = options.find((o) => o !== active)!;
    return { list: ratio(bg(active), getComputedStyle(ul).backgroundColor), neighbour: ratio(bg(active), bg(neighbour)), text: ratio(getComputedStyle(active).color, bg(active)) };
  });
  expect(ratios.list).toBeGreaterThanOrEqual(3);
  expect(ratios.neighbour).toBeGreaterThanOrEqual(3);
  expect(ratios.text).toBeGreaterThanOrEqual(4.5);
});

test('after a quantity change focus stays on its button, also at the limit', async ({ page }, info) => {
  test.setTimeout(60_000);
  await page.goto('/products/1001');
  await page.locator('body[data-client-ready]').waitFor();
  const form = await purchaseForm(page, info);
  await chooseOption(form, 0, '블랙');
  await chooseOption(form, 1, 'M');
  const more = form.getByRole('button', { name: /수량 늘리기$/ });
  const less = form.getByRole('button', { name: /수량 줄이기$/ });
  await more.click();
  await expect(form.locator('[data-qty]')).toHaveText('2');
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await less.click();
  await expect(form.locator('[data-qty]')).toHaveText('1');
  // At the minimum the button says it is unavailable but keeps the focus.
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await expect(less).toBeFocused();
});

test('after an unlike on the likes page focus goes to the next card, never the body, and it is said', async ({ page }, info) => {
  test.setTimeout(90_000);
  // Each project its own item: both share one database and run at once.
  const itemNo = info.project.name.startsWith('mobile') ? 1006 : 1008;
  await page.goto(`/login?returnTo=${encodeURIComponent(`/products/${itemNo}`)}`);
  await page.locator('body[data-client-ready]').waitFor();
  const form = page.getByTestId('login-form');
  await form.locator('input[name="id"]').fill('adult@demo.test');
  await form.locator('input[name="password"]').fill('demo1234!');
  await Promise.all([page.waitForURL((u) => u.pathname === `/products/${itemNo}`), form.getByRole('button', { name: '로그인' }).click()]);
  await page.locator('body[data-client-ready]').waitFor();
  const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
  if ((await like.getAttribute('aria-pressed')) !== 'true') {
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/v4/hearts') && r.request().method() === 'POST' && r.ok()), like.click()]);
  }
  await page.goto('/heart/product');
  await page.locator('body[data-client-ready]').waitFor();
  const button = page.locator(`button[data-unlike="${itemNo}"]`);
  await button.focus();
  await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/v4/hearts/${itemNo}`) && r.request().method() === 'DELETE' && r.ok()), page.keyboard.press('Enter')]);
  await expect(button).toHaveCount(0);
  await expect(page.getByTestId('unlike-status')).toContainText('좋아요를 취소했어요.');
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.matches('[data-unlike], [data-testid="grid-count"]') ?? false)).toBe(true);
});

test("the desktop header has the category menu link and 좋아요, as the phone's bottom navigation does", async ({ page }, info) => {
  await page.goto('/products/1001');
  const nav = page.getByRole('navigation', { name: '주요 메뉴' });
  if (info.project.name.startsWith('mobile')) {
    // The phone has them in its bottom navigation (not on the item page, which has the purchase bar).
    await expect(nav).toBeHidden();
    return;
  }
  // 카테고리 is the category menu's button once the page's script runs (a link to /list/shop
  // before and without it: tests/e2e/header-menu.spec.ts).
  await page.locator('body[data-client-ready]').waitFor();
  await expect(nav.getByRole('button', { name: '카테고리' })).toHaveAttribute('aria-controls', 'header-category-menu');
  await expect(nav.getByRole('link', { name: '좋아요' })).toHaveAttribute('href', '/heart/product');
  await page.screenshot({ path: info.outputPath('header-desktop.png'), scale: 'css', clip: { x: 0, y: 0, width: 1280, height: 140 } });
});

test('when the adult gate changes state focus goes to the gate, which says its new state, never to the body', async ({ page }, info) => {
  test.setTimeout(120_000);
  // A new member each run, identified as a minor: the gate goes from identity to not allowed.
  await joinQuickly(page, info, '미성년회원', '/products/1005');
  const gate = page.locator('[data-gate-step]');
  await expect(gate).toHaveAttribute('data-gate-step', 'identity');
  await page.getByRole('button', { name: '성인 인증하기' }).click();
  const sheet = page.getByRole('dialog', { name: '본인인증 약관 동의' });
  await expect(sheet).toBeVisible();
  await sheet.getByText('[필수] 개인정보 수집 및 이용 동의').click();
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const person = async (click: () => Promise<void>) => {
    const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
    await popup.waitForLoadState();
    await popup.locator('#identity-name').fill('미성년회원');
    await popup.locator('#identity-birthDate').fill('2012-04-04');
    await popup.locator('input[name="gender"][value="F"]').check();
    await popup.locator('#identity-phone').fill(`010-${digits.slice(0, 4)}-${digits.slice(4)}`);
    await Promise.all([
      popup.waitForEvent('close', { timeout: 15_000 }),
      popup
        .getByRole('button', { name: '인증하기' })
        .click()
        .catch((error: unknown) => {
          if (!popup.isClosed()) throw error;
        }),
    ]);
  };
  await person(() => sheet.getByRole('button', { name: '동의하고 본인인증하기' }).click());
  // Identified: the sheet closes and the gate asks for the adult verification.
  await expect(gate).toHaveAttribute('data-gate-step', 'verify');
  // The gate, or its button once the closing sheet hands the focus back: inside the gate either way.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-gate-step]') != null)).toBe(true);
  await person(() => page.getByRole('button', { name: '성인 인증하기' }).click());
  await expect(gate).toHaveAttribute('data-gate-step', 'minor');
  // Its verify button went with the old state: the gate itself holds the focus and is named by its new title.
  await expect(gate.getByRole('alertdialog')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await expect(gate.getByRole('alertdialog')).toContainText('19세 미만은 이용할 수 없는 상품이에요.');
});

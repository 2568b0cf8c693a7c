import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { chooseOption, hydrateAll, atOneWidth, axeScan } from './helpers';

/**
 * The item page's islands in a real browser: option choice, quantity limits, sheets, dialogs,
 * gallery paging and the heart. Seeded fixtures (origin/db/seed/fixtures.ts):
 *   1001 combined 색상 × 사이즈, 아이보리/L sold out, at most 5 per order, gifts allowed
 *   1002 single 사이즈, XL sold out      1003 no options      1004 sold out
 * Every visitor is asked to log in by the gateway (no sessions yet), so each action ends in the
 * login dialog.
 */

const isMobile = (info: TestInfo) => info.project.name.startsWith('mobile');

async function openItem(page: Page, itemNo: number): Promise<void> {
  await page.goto(`/products/${itemNo}`);
  await page.locator('body[data-client-ready]').waitFor();
}

/** The sheet (role dialog) and its phase container. */
function sheetNamed(page: Page, name: string) {
  const sheet = page.getByRole('dialog', { name, exact: true });
  return { sheet, phase: sheet.locator('xpath=..') };
}

/** The purchase bar on mobile, the inline panel on desktop. */
const bar = (page: Page) => page.locator('[data-purchase-bar]');
const inline = (page: Page) => page.locator('[data-purchase-panel] > section');

/** Where options are chosen: the inline panel on desktop, the purchase sheet (opened here) on mobile. */
async function purchaseForm(page: Page, info: TestInfo): Promise<Locator> {
  if (!isMobile(info)) return inline(page);
  await bar(page).getByRole('button', { name: '구매하기' }).click();
  const { sheet, phase } = sheetNamed(page, '옵션 선택');
  await expect(phase).toHaveAttribute('data-phase', 'open');
  return sheet;
}

const choose = chooseOption;

const won = (text: string | null): number => Number((text ?? '').replace(/[^0-9]/g, ''));

async function expectLoginDialogThenCancel(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog').filter({ hasText: '로그인이 필요해요.' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '로그인' })).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('option choice (1001, combined)', () => {
  test('choosing both levels adds a line and the total follows', async ({ page }, info) => {
    await openItem(page, 1001);
    const form = await purchaseForm(page, info);
    await choose(form, 0, '블랙');
    await choose(form, 1, 'M');
    const lines = form.locator('[data-line]');
    await expect(lines).toHaveCount(1);
    await expect(lines.first().locator('[data-line-label]')).toHaveText('블랙 / M');
    const first = won(await form.locator('[data-total-amount]').textContent());
    expect(first).toBeGreaterThan(0);

    await choose(form, 0, '차콜');
    await choose(form, 1, 'S');
    await expect(lines).toHaveCount(2);
    await expect(form.locator('[data-total]')).toContainText('총 2개');
    const prices = await lines.locator('.tabular-nums.font-semibold').allTextContents();
    expect(won(await form.locator('[data-total-amount]').textContent())).toBe(prices.map(won).reduce((a, b) => a + b, 0));
  });

  test('the same option chosen twice is one line with quantity 2', async ({ page }, info) => {
    atOneWidth(info, 'desktop-1280');
    await openItem(page, 1001);
    const form = await purchaseForm(page, info);
    await choose(form, 0, '블랙');
    await choose(form, 1, 'M');
    const unit = won(await form.locator('[data-total-amount]').textContent());
    await choose(form, 0, '블랙');
    await choose(form, 1, 'M');
    await expect(form.locator('[data-line]')).toHaveCount(1);
    await expect(form.locator('[data-line] [data-qty]')).toHaveText('2');
    await expect(form.locator('[data-total-amount]')).toHaveText(`${(unit * 2).toLocaleString('ko-KR')}원`);
  });

  test('the quantity stepper stops at the limits and says why', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await openItem(page, 1001);
    const form = await purchaseForm(page, info);
    await choose(form, 0, '블랙');
    // 블랙 / M: 12 counted in stock, so the item's order maximum (5) is the limit (블랙 / S has only 3).
    await choose(form, 1, 'M');
    const qty = form.locator('[data-line] [data-qty]');
    const less = form.getByRole('button', { name: '블랙 / M 수량 줄이기' });
    const more = form.getByRole('button', { name: '블랙 / M 수량 늘리기' });
    await expect(less).toHaveAttribute('aria-disabled', 'true');
    await less.click({ force: true });
    await expect(qty).toHaveText('1');
    await expect(form.locator('[data-purchase-notice]')).toHaveText('최소 1개부터 주문할 수 있어요.');
    for (let n = 2; n <= 5; n++) {
      await more.click();
      await expect(qty).toHaveText(String(n));
    }
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled, not disabled: the press is taken and explained (Playwright would wait for "enabled").
    await more.click({ force: true });
    await expect(qty).toHaveText('5');
    await expect(form.locator('[data-purchase-notice]')).toHaveText('최대 5개까지 주문할 수 있어요.');
    await form.getByRole('button', { name: '블랙 / M 삭제' }).click();
    await expect(form.locator('[data-line]')).toHaveCount(0);
  });

  test('a sold-out option is disabled with 품절, and its restock request asks a visitor to log in', async ({ page }, info) => {
    await openItem(page, 1001);
    const form = await purchaseForm(page, info);
    await choose(form, 0, '아이보리');
    const list = form.locator('[data-option-level="1"] [data-option-list]');
    const soldOut = list.locator('[data-option]').filter({ hasText: /^L/ });
    await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    await expect(soldOut).toContainText('품절');
    await soldOut.click({ force: true });
    await expect(form.locator('[data-line]')).toHaveCount(0);
    await list.getByRole('button', { name: 'L 재입고 알림 신청' }).click();
    await expectLoginDialogThenCancel(page);
  });

  test('the option list works from the keyboard', async ({ page }, info) => {
    test.skip(isMobile(info), 'keyboard use is checked on desktop');
    await openItem(page, 1001);
    // Keys go to the island's own handlers: it must be live first (a press is replayed, a key is not).
    await hydrateAll(page);
    const form = inline(page);
    await form.locator('[data-option-toggle="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.locator('[data-option-list="0"] [data-option]').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.locator('[data-option-list="1"] [data-option]').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.locator('[data-line]')).toHaveCount(1);
    await expect(form.locator('[data-line-label]')).toHaveText('아이보리 / S');
    await form.locator('[data-option-toggle="0"]').click();
    await expect(form.locator('[data-option-list="0"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form.locator('[data-option-list="0"]')).toHaveCount(0);
  });
});

test('single options (1002): a value adds a line, the sold-out one offers a restock request', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  await openItem(page, 1002);
  const form = await purchaseForm(page, info);
  await choose(form, 0, 'M');
  await expect(form.locator('[data-line-label]')).toHaveText('사이즈: M');
  await form.locator('[data-option-level="0"] [data-option-toggle]').click();
  const xl = form.locator('[data-option-list] [data-option]').filter({ hasText: /^XL/ });
  await expect(xl).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByRole('button', { name: 'XL 재입고 알림 신청' })).toBeVisible();
  const list = form.locator('[data-option-list]');
  const height = await list.evaluate((el) => getComputedStyle(el).maxHeight);
  expect(height).toBe('400px');
});

test.describe('purchase actions as a visitor', () => {
  test('장바구니 without a choice asks for one; with one, a visitor is asked to log in and 취소 closes', async ({ page }, info) => {
    await openItem(page, 1001);
    const form = await purchaseForm(page, info);
    const cart = form.getByRole('button', { name: '장바구니', exact: true });
    await cart.click();
    await expect(form.locator('[data-purchase-notice]')).toHaveText('옵션을 선택해 주세요.');
    await choose(form, 0, '블랙');
    await choose(form, 1, 'M');
    await cart.click();
    await expectLoginDialogThenCancel(page);
    if (isMobile(info)) await expect(sheetNamed(page, '옵션 선택').sheet).toBeVisible();
  });

  test('an item without options (1003) can be put in the cart at once', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await openItem(page, 1003);
    const form = await purchaseForm(page, info);
    await expect(form.locator('[data-line="item"] [data-qty]')).toHaveText('1');
    await form.getByRole('button', { name: '장바구니', exact: true }).click();
    await expectLoginDialogThenCancel(page);
  });

  test('a sold-out item (1004) cannot be bought and offers the restock request', async ({ page }, info) => {
    await openItem(page, 1004);
    const place = isMobile(info) ? bar(page) : inline(page);
    await expect(place.getByRole('button', { name: '품절' })).toBeDisabled();
    await place.getByRole('button', { name: '재입고 알림 신청' }).click();
    await expectLoginDialogThenCancel(page);
  });
});

test.describe('sheets', () => {
  test('mobile: the purchase sheet opens from the bar and closes by button, Escape and a drag', async ({ page }, info) => {
    test.skip(!isMobile(info), 'the bottom bar is the mobile layout');
    await openItem(page, 1001);
    await expect(inline(page)).toBeHidden();
    const openButton = bar(page).getByRole('button', { name: '구매하기' });
    const { sheet, phase } = sheetNamed(page, '옵션 선택');
    const reopen = async () => {
      await openButton.click();
      await expect(phase).toHaveAttribute('data-phase', 'open');
    };

    // Close button; the sheet stays 200 ms in its closing phase, then leaves the DOM.
    await reopen();
    const id = await sheet.getAttribute('id');
    await page.evaluate((sheetId) => {
      const w = window as unknown as { closingAt?: number; removedAt?: number };
      const observer = new MutationObserver(() => {
        const el = document.getElementById(sheetId ?? '');
        if (el?.parentElement?.getAttribute('data-phase') === 'closing') w.closingAt ??= performance.now();
        if (!el && w.closingAt !== undefined) {
          w.removedAt ??= performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
    }, id);
    await sheet.getByRole('button', { name: '닫기' }).click();
    await expect(sheet).toHaveCount(0);
    const [closingAt, removedAt] = await page.evaluate(() => {
      const w = window as unknown as { closingAt?: number; removedAt?: number };
      return [w.closingAt ?? Number.NaN, w.removedAt ?? Number.NaN];
    });
    expect(removedAt - closingAt).toBeGreaterThanOrEqual(180);
    expect(removedAt - closingAt).toBeLessThan(1000);

    // Escape.
    await reopen();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    // A drag of 10 px is not enough; one beyond 20 px closes.
    await reopen();
    const handle = sheet.locator('[title="아래로 끌어서 닫기"]');
    const drag = async (dy: number) => {
      const box = await handle.boundingBox();
      if (!box) throw new Error('no sheet handle');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + dy, { steps: 5 });
      await page.mouse.up();
    };
    await drag(10);
    await expect(phase).toHaveAttribute('data-phase', 'open');
    await drag(60);
    await expect(sheet).toHaveCount(0);
  });

  test('the gift sheet opens with its own action and closes', async ({ page }, info) => {
    await openItem(page, 1001);
    const place = isMobile(info) ? bar(page) : inline(page);
    await place.getByRole('button', { name: '선물하기' }).click();
    const { sheet, phase } = sheetNamed(page, '선물하기');
    await expect(phase).toHaveAttribute('data-phase', 'open');
    await expect(sheet.locator('[data-option-toggle="0"]')).toBeVisible();
    await choose(sheet, 0, '블랙');
    await choose(sheet, 1, 'L');
    await sheet.getByRole('button', { name: '선물하기', exact: true }).click();
    await expectLoginDialogThenCancel(page);
    await sheet.getByRole('button', { name: '닫기' }).click();
    await expect(sheet).toHaveCount(0);
  });
});

test.describe('sheets are the platform modal (issue 30 §4)', () => {
  test('the gift sheet is shown with showModal(): the page behind is inert, axe is clean, focus returns to its opener', async ({ page }, info) => {
    await openItem(page, 1001);
    const opener = (isMobile(info) ? bar(page) : inline(page)).getByRole('button', { name: '선물하기' });
    await opener.click();
    const { sheet, phase } = sheetNamed(page, '선물하기');
    await expect(phase).toHaveAttribute('data-phase', 'open');
    // In the top layer as a modal <dialog>: the platform, not our script, keeps the rest out.
    expect(await sheet.evaluate((el) => el.matches('dialog:modal'))).toBe(true);
    // Inert behind it: a control of the page cannot take focus even from script (a hand-written
    // trap only caught Tab).
    expect(
      await opener.evaluate((button) => {
        (button as HTMLElement).focus();
        return document.activeElement === button;
      }),
    ).toBe(false);
    await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const results = await axeScan(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`gift-sheet-${info.project.name}.png`) });

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test('gallery paging: previous disabled at the first image, next at the last, n / total', async ({ page }) => {
  await openItem(page, 1001);
  const gallery = page.locator('[data-island="ProductGallery"] [aria-roledescription="carousel"]');
  const position = gallery.locator('[data-carousel-position]');
  await expect(position).toHaveText(/(^|\s)1 \/ \d+$/);
  const total = Number(/\/ (\d+)/.exec((await position.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  const previous = gallery.getByRole('button', { name: '이전' });
  const next = gallery.getByRole('button', { name: '다음' });
  await expect(previous).toBeDisabled();
  const first = gallery.locator('img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  const track = gallery.locator('ul').first();
  const settledSlide = () => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));
  for (let i = 2; i <= total; i++) {
    await next.click();
    // Like a shopper, wait for the slide to arrive before pressing again.
    await expect.poll(settledSlide).toBe(i - 1);
    await expect(position).toHaveText(new RegExp(`(^|\\s)${i} / ${total}$`));
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  for (const img of await gallery.locator('img').all()) {
    await expect(img).toHaveAttribute('width', /^[1-9]\d*$/);
    await expect(img).toHaveAttribute('height', /^[1-9]\d*$/);
  }
});

test('like as a visitor: the login dialog at once, no call, and the count never moves', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v4/hearts')) calls.push(request.url());
  });
  await openItem(page, 1001);
  const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = await like.textContent();
  expect(before).toMatch(/\d{1,3}(,\d{3})*/);
  await like.click();
  await expectLoginDialogThenCancel(page);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(before ?? '');
  // A visitor has no member hint: the gateway, which could only answer 401, is not asked.
  expect(calls).toEqual([]);
});

/**
 * The member paths, with the gateway's member answers stood in by page.route until sessions
 * exist: the flows must already be complete.
 */
test.describe('as a member (gateway answers mocked)', () => {
  const okJson = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

  test('add to cart opens the recommendation sheet with item links and 장바구니 가기', async ({ page }, info) => {
    let sent: unknown = null;
    await page.route('**/api/v4/cart-item', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill(okJson({ result: 'SUCCESS', data: { count: 3 } }));
    });
    await openItem(page, 1001);
    const form = await purchaseForm(page, info);
    await choose(form, 0, '블랙');
    await choose(form, 1, 'M');
    await form.getByRole('button', { name: '장바구니', exact: true }).click();
    const recommend = page.locator('[data-recommendations="cart"]');
    await expect(recommend).toBeVisible({ timeout: 15_000 });
    expect(sent).toMatchObject({ itemNo: 1001, lines: [{ qty: 1 }] });
    const links = recommend.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/products\/\d+$/);
    await expect(page.getByRole('link', { name: '장바구니 가기' })).toHaveAttribute('href', '/cart');
    if (isMobile(info)) await expect(sheetNamed(page, '옵션 선택').sheet).toHaveCount(0);
  });

  test('buy now goes to the checkout address the gateway gives', async ({ page }, info) => {
    await page.route('**/api/v4/orders/buy-now', (route) => route.fulfill(okJson({ result: 'SUCCESS', data: { checkoutUrl: '/checkout-test?o=1' } })));
    await page.route('**/checkout-test?o=1', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>checkout</p>' }));
    await openItem(page, 1003);
    const form = await purchaseForm(page, info);
    await form.getByRole('button', { name: isMobile(info) ? '바로 구매' : '구매하기', exact: true }).click();
    await page.waitForURL('**/checkout-test?o=1');
  });

  test('a server message is shown as it is', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await page.route('**/api/v4/cart-item', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ result: 'FAIL', message: '재고가 부족해요.' }) }));
    await openItem(page, 1003);
    const form = await purchaseForm(page, info);
    await form.getByRole('button', { name: '장바구니', exact: true }).click();
    const dialog = page.getByRole('alertdialog').filter({ hasText: '재고가 부족해요.' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('like: the count moves, and the like-together sheet shows the answer title', async ({ page }, info) => {
    atOneWidth(info, 'desktop-1280');
    await page.route('**/api/v4/hearts', (route) => route.fulfill(okJson({ result: 'SUCCESS', data: { liked: true, heartCount: 4822 } })));

    await page.route('**/recommendations?type=like', (route) =>
      route.fulfill(
        okJson({
          result: 'SUCCESS',
          data: { title: '함께 좋아요한 상품', items: [{ itemNo: 1002, itemName: '티셔츠', thumbnailImageUrl: '/images/items/2.jpg', sellPrice: 35100 }] },
        }),
      ),
    );
    await openItem(page, 1001);
    // A member's browser holds the hint the edge writes beside the session (sf_user); without it 좋아요 asks no one.
    await page.context().addCookies([{ name: 'sf_user', value: encodeURIComponent(JSON.stringify({ no: 1, id: 'member1', name: '회원' })), url: page.url() }]);
    const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('4,822');
    const sheet = page.getByRole('dialog', { name: '함께 좋아요한 상품' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link')).toHaveAttribute('href', '/products/1002');
  });
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { atOneWidth, clicksSeen, holdIslandCode, recordClicks } from './helpers';

/**
 * First taps that answer at once (issue 32 §3): the server HTML carries the busy-state hook (the
 * head's early script, src/ui/early-taps.ts), so a tap on 구매하기 or 좋아요 shows a busy state
 * before the entry or React have arrived, and that tap is not lost: once the island is live it is
 * replayed, and opens the sheet (or the login dialog) exactly once. At 375 px and 1280 px.
 */

const isMobile = (info: TestInfo) => info.project.name.startsWith('mobile');

/** Opens the page with every script but the HTML's own held back, the entry included. */
async function openWithoutScripts(page: Page, path: string): Promise<() => void> {
  const release = await holdIslandCode(page, /\/assets\/[^/]+\.js$/);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/** The item page with its panel live, 구매하기 tapped once: the sheet open and the button no longer busy. */
async function tapBuyOnLivePanel(page: Page) {
  await page.goto('/products/1001');
  await expect(page.locator('[data-island="PurchasePanel"]')).toHaveAttribute('data-hydrated', '');
  const buy = page.locator('[data-purchase-bar]').getByRole('button', { name: '구매하기' });
  await buy.tap();
  const sheet = page.getByRole('dialog', { name: '옵션 선택', exact: true });
  await expect(sheet.locator('xpath=..')).toHaveAttribute('data-phase', 'open');
  await expect(buy).not.toHaveAttribute('data-busy', /.*/);
  return { buy, sheet };
}

/** Logs each change of the purchase bar's busy marks, with whether the sheet was open when seen. Call before `page.goto`. */
async function logBarBusy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { busyLog: string[] };
    w.busyLog = [];
    new MutationObserver((records) => {
      for (const r of records) {
        if (!(r.target instanceof Element) || !r.target.closest('[data-purchase-bar]')) continue;
        w.busyLog.push(`${r.target.hasAttribute('data-busy') ? 'busy' : 'idle'}:${document.querySelector('[data-phase="open"] dialog') ? 'open' : 'closed'}`);
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-busy'] });
  });
}

const barBusyLog = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { busyLog: string[] }).busyLog);

test("the item page's HTML carries the early-tap script and names the purchase panel's code for idle preloading", async ({ request }) => {
  const html = await (await request.get('/products/1001')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<script nonce="[^"]+">\(function\(\)\{[^<]*data-busy[^<]*<\/script>/);
  // Ahead of the stylesheet: an inline script after one would wait for the CSS to arrive.
  expect(head.indexOf('__sfTaps')).toBeLessThan(head.search(/<link rel="stylesheet"/));
  // The panel's own module is in the buying-moment chunk (scripts/buying-moment-chunk.mjs CAPTURED_ISLANDS).
  expect(html).toMatch(/data-island="PurchasePanel"[^>]*data-warm="[^"]*\/buy-[^"]*\.js/);
  // 좋아요 hydrates on intent (issue 32 §3, kb90): its code is not fetched ahead of a tap.
  expect(html).not.toMatch(/data-island="LikeButton"[^>]*data-warm=/);
  expect(html).not.toMatch(/data-island="ShareLink"[^>]*data-warm=/);
});

test("the purchase panel's code comes in a few chunks, the buying-moment group among them (vite.config.ts, scripts/buying-moment-chunk.mjs)", async ({ request }) => {
  const html = await (await request.get('/products/1001')).text();
  const warm = [...html.matchAll(/data-island="PurchasePanel"[^>]*data-warm="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
  const files = new Set(warm);
  expect([...files].some((f) => /\/buy-[^/]+\.js$/.test(f))).toBe(true);
  // Each file once: the hydrator's and the panel's lists share React and the runtime.
  expect(warm).toHaveLength(files.size);
  // The hydrator's 3, buy (the panel's own module in it) and the small chunks it shares with the
  // header, listing or home (13 when LikeButton was warmed too; 21 without the group). Gzip restarts
  // per file: the group is 1.6 KB gz less on the first tap, and the panel inside it 0.75 less again.
  expect(files.size).toBeLessThanOrEqual(8);
});

test('좋아요 tapped before any script arrived: busy at once, then the login dialog once the island is live', async ({ page }, info) => {
  const release = await openWithoutScripts(page, '/products/1001');
  const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
  if (isMobile(info)) await like.tap();
  else await like.click();
  await expect(like).toHaveAttribute('data-busy', 'held');
  await expect(page.locator('body[data-client-ready]')).toHaveCount(0);
  release();
  const dialog = page.getByRole('alertdialog').filter({ hasText: '로그인이 필요해요.' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCount(1);
  await expect(like).not.toHaveAttribute('data-busy', /.*/);
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
});

test('구매하기 tapped before any script arrived opens the option sheet once the island is live, busy without a break until then', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await logBarBusy(page);
  const release = await openWithoutScripts(page, '/products/1001');
  const buy = page.locator('[data-purchase-bar]').getByRole('button', { name: '구매하기' });
  await buy.tap();
  // The head's early script's mark (a held tap's), told apart from the island's own.
  await expect(buy).toHaveAttribute('data-busy', 'held');
  release();
  const sheet = page.getByRole('dialog', { name: '옵션 선택', exact: true });
  await expect(sheet.locator('xpath=..')).toHaveAttribute('data-phase', 'open');
  await expect(sheet).toHaveCount(1);
  await expect(buy).not.toHaveAttribute('data-busy', /.*/);
  // Busy from the tap until the sheet is open: the held mark hands over to the panel's own, and
  // nothing takes the panel's off before its sheet is on screen.
  const log = await barBusyLog(page);
  expect(log.at(-1)).toBe('idle:open');
  expect(log.slice(0, -1).filter((entry) => entry.startsWith('idle'))).toEqual([]);
});

test('a press that turns into nothing does not leave the button busy once its island is live', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  const release = await holdIslandCode(page);
  await page.goto('/products/1001');
  await page.locator('body[data-client-ready]').waitFor();
  const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
  const box = await like.boundingBox();
  if (!box) throw new Error('no like button box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(like).toHaveAttribute('data-busy', 'held');
  // Dragged away and let go: no click; the island still hydrates (intent) and the mark goes.
  await page.mouse.move(0, 0);
  await page.mouse.up();
  release();
  await expect(page.locator('[data-island="LikeButton"]')).toHaveAttribute('data-hydrated', '');
  await expect(like).not.toHaveAttribute('data-busy', /.*/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('구매하기 on a page left alone: the panel hydrates unprompted once idle, so the first tap reaches a live island and opens the sheet itself', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await recordClicks(page);
  await page.goto('/products/1001');
  // Nothing touched the page: PurchasePanel alone hydrates, when the browser is idle after load.
  await expect(page.locator('[data-island="PurchasePanel"]')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(1);
  // The sheet's code comes with the live panel, in the buying-moment chunk (no file of its own
  // since kb90): the tap waits for no download.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
  expect(scripts.some((p) => /\/assets\/buy-[^/]+\.js$/.test(p))).toBe(true);
  expect(scripts.filter((p) => /\/assets\/BottomSheet-[^/]+\.js$/.test(p))).toEqual([]);
  const buy = page.locator('[data-purchase-bar]').getByRole('button', { name: '구매하기' });
  await buy.tap();
  const sheet = page.getByRole('dialog', { name: '옵션 선택', exact: true });
  await expect(sheet.locator('xpath=..')).toHaveAttribute('data-phase', 'open');
  await expect(sheet).toHaveCount(1);
  expect((await clicksSeen(page)).find((c) => c.island === 'PurchasePanel')).toEqual({ island: 'PurchasePanel', hydrated: true });
  await expect(buy).not.toHaveAttribute('data-busy', /.*/);
});

test('구매하기 on a live panel: the tapped button is busy from the click until its sheet is open (the first answer, issue 32 §3)', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await logBarBusy(page);
  const { buy } = await tapBuyOnLivePanel(page);
  expect(await barBusyLog(page)).toEqual(['busy:closed', 'idle:open']);
  // Busy wins over the pressed style chromium keeps after a tap: the click's frame shows it.
  await page.evaluate(() => document.querySelector('[data-purchase-bar] [data-after-cart]')?.setAttribute('data-busy', ''));
  await expect(buy).toHaveCSS('opacity', '0.6');
});

test("구매하기 on a live panel: the click's frame shows the busy mark alone; the sheet and its event come after that frame (issue 32 §3, tapinp)", async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await page.addInitScript(() => {
    const w = window as unknown as { tapLog: string[]; StorefrontAndroid: { postMessage(json: string): void } };
    w.tapLog = [];
    let afterClick: 'before' | 'in the click' | 'after its frame' = 'before';
    // Posed as the Android app: each tracked event is handed to it as it is tracked
    // (src/tracking/app-mirror.ts), so this sees when the sheet's opening is tracked.
    w.StorefrontAndroid = {
      postMessage(json) {
        const message = JSON.parse(json) as { type: string; payload?: { name?: string } };
        if (message.type === 'bypassCrmEvent' && message.payload?.name?.startsWith('sheet_')) w.tapLog.push(`${message.payload.name} ${afterClick}`);
      },
    };
    // First of the click's listeners (window, capture): its frame callback runs before the page's.
    addEventListener(
      'click',
      () => {
        afterClick = 'in the click';
        requestAnimationFrame(() => {
          const buy = document.querySelector('[data-purchase-bar] [data-after-cart]');
          w.tapLog.push(`frame: ${buy?.hasAttribute('data-busy') ? 'busy' : 'idle'}, ${document.querySelector('[data-phase] dialog') ? 'sheet' : 'no sheet'}`);
          afterClick = 'after its frame';
        });
      },
      true,
    );
  });
  const { sheet } = await tapBuyOnLivePanel(page);
  // Before: the click rendered the panel with the sheet asked for, and its passive effects (the
  // event) ran in the click's own task, ahead of the frame that shows the mark.
  expect(await page.evaluate(() => (window as unknown as { tapLog: string[] }).tapLog)).toEqual(['frame: busy, no sheet', 'sheet_purchase after its frame']);
  await expect(sheet.locator(':focus')).toHaveCount(1);
});

test('the item page makes no Intl.NumberFormat through load and idle hydration (its first one is a long task, rules/ko-number.ts)', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await page.addInitScript(() => {
    const w = window as unknown as { numberFormats: number };
    w.numberFormats = 0;
    const Original = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        w.numberFormats++;
        return new target(...args);
      },
      apply(target, _self, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        w.numberFormats++;
        return target(...args);
      },
    });
  });
  await page.goto('/products/1001');
  await expect(page.locator('[data-island="PurchasePanel"]')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats)).toBe(0);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Helpers for pages whose islands hydrate on interaction (src/ui/island-attrs.ts). After
 * `data-client-ready` the islands are armed but mostly not hydrated: a test that needs live
 * islands first (keyboard use, reading React state) calls `hydrateAll`; a test of what a shopper
 * does before that acts on the page directly, and `holdIslandCode` makes sure it really comes
 * before hydration.
 */

export const ISLANDS_SETTLED = () =>
  [...document.querySelectorAll('[data-island]:not([data-hydrate="visible"])')].every((el) => el.hasAttribute('data-hydrated') || el.hasAttribute('data-island-error'));

/**
 * The shopper's first activity (the pointer moves over the page) and intent on every island that
 * waits for it (focus moving into it, as Tab would: since issue 32 §3 most islands wake only on
 * their own intent), then waits until every island that is not below the fold (`visible`)
 * carries `data-hydrated`; none may have failed.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await page.locator('body[data-client-ready]').waitFor();
  // Two moves: a move to where the pointer already is fires nothing.
  await page.mouse.move(3, 3);
  await page.mouse.move(4, 4);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-island][data-hydrate="interaction"]:not([data-hydrated])')) el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await page.waitForFunction(ISLANDS_SETTLED);
  expect(await page.locator('[data-island][data-island-error]').count()).toBe(0);
}

/**
 * Holds back every script but the entry until the test calls the returned `release`, as on a
 * slow network: React, the hydrator and the islands' code arrive only after the shopper's
 * first action, however busy the machine. Call before `page.goto`.
 */
export async function holdIslandCode(page: Page, pattern: RegExp = /\/assets\/(?!entry-)[^/]+\.js$/): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const entryOwn = entryStaticImports();
  await page.route(pattern, async (route) => {
    // The entry's own static imports (shared chunks the bundler split out) are part of the entry.
    if (entryOwn.has(new URL(route.request().url()).pathname.split('/').pop() ?? '')) return route.continue().catch(() => undefined);
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

export interface SeenClick {
  island: string | null;
  hydrated: boolean;
}

/**
 * Records, for every trusted click, the island it landed in and whether that island was live at
 * that moment (window capture: before the entry's own listener on the document). Call before
 * `page.goto`; read with `clicksSeen`.
 */
export async function recordClicks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { seenClicks: Array<{ island: string | null; hydrated: boolean }> };
    w.seenClicks = [];
    window.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return;
        const root = event.target instanceof Element ? event.target.closest('[data-island]') : null;
        w.seenClicks.push({ island: root?.getAttribute('data-island') ?? null, hydrated: root?.hasAttribute('data-hydrated') ?? false });
      },
      true,
    );
  });
}

export function clicksSeen(page: Page): Promise<SeenClick[]> {
  return page.evaluate(() => (window as unknown as { seenClicks: SeenClick[] }).seenClicks);
}

/** The item page's purchase form: the inline panel on desktop; on mobile the sheet the bar's 구매하기 opens. */
export async function purchaseForm(page: Page, info: TestInfo): Promise<Locator> {
  if (!info.project.name.startsWith('mobile')) return page.locator('[data-purchase-panel] > section');
  await page.locator('[data-purchase-bar]').getByRole('button', { name: '구매하기' }).click();
  const sheet = page.getByRole('dialog', { name: '옵션 선택', exact: true });
  await expect(sheet.locator('xpath=..')).toHaveAttribute('data-phase', 'open');
  return sheet;
}

/** Picks the option labelled `label` at `level` of the purchase form (opening its list first). */
export async function chooseOption(form: Locator, level: number, label: string): Promise<void> {
  const box = form.locator(`[data-option-level="${level}"]`);
  const list = box.locator('[data-option-list]');
  if (!(await list.isVisible())) await box.locator('[data-option-toggle]').click();
  await list
    .locator('[data-option]')
    .filter({ hasText: new RegExp(`^${label}`) })
    .click();
}

/**
 * Axe as every test runs it: every rule, in the page itself (legacy mode: the default opens a
 * second page to merge per-frame results, and our pages have no frames to merge) and keeping only
 * the violations' nodes. About 3x faster (1.3 s against 4 s a scan of the item page at 375), which
 * keeps a CI run with some 80 scans inside its 20 minutes.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * Resolves once no animation or CSS transition in the page is moving: a dialog's backdrop and
 * panel fade in over 200 ms, and a contrast check in the middle of it blends the text with a
 * half-drawn backdrop (axe read 3.99:1 for the update-app dialog's body on a busy CI). An endless
 * one (a spinner) never ends, and one that does not tick (paused, or in contents that skip
 * rendering: `content-visibility`) would never settle either: awaiting `finished` hung a CI run
 * for 90 s on /products/1006. So the condition is "nothing finite advanced over two frames".
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const moving = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
        const before = new Map(moving().map((a) => [a, a.currentTime]));
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(moving().every((a) => before.has(a) && before.get(a) === a.currentTime))));
      }),
  );
}

/** The page's serious and critical accessibility violations (axe), as `id: targets` lines; [] when clean. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const results = await axeScan(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A journey whose behaviour does not change with the viewport runs at one width only, which keeps
 * a CI run inside its 20 minutes on 2 cores; what differs by width (layout, sheets, the bottom
 * bar, the first tap) and the accessibility scans still run at both. Call it first in the test.
 */
export function atOneWidth(info: TestInfo, project: 'mobile-375' | 'desktop-1280'): void {
  test.skip(info.project.name !== project, `the same at both widths: run at ${project} only, to keep CI within its time budget`);
}

const ASSETS_DIR = join(process.cwd(), 'dist/client/assets');

/**
 * The file names of the chunks the built entry imports statically, transitively (not its dynamic
 * `import()`s, which are the islands): read from the build the e2e server serves.
 */
export function entryStaticImports(dir = ASSETS_DIR): Set<string> {
  const seen = new Set<string>();
  if (!existsSync(dir)) return seen;
  const entry = readdirSync(dir).find((f) => /^entry-[^/]+\.js$/.test(f));
  const queue = entry ? [entry] : [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) {
      const dep = m[1]!;
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return seen;
}

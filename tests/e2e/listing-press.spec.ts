import { expect, test, type Page } from '@playwright/test';

// Issue 32 §2: a card pressed while the listing's grid is still hydrating. The grid hydrates at
// the shopper's first activity; a pointerdown that reaches a React root still hydrating makes
// React finish the hydration at once, inside the event, before the click can start the
// navigation (54–366 ms at 4x in the click-to-LCP bench's traces). Each card is a Suspense
// boundary of its own (src/listing/GridCards.tsx), so the press hydrates the grid's own parts
// and the pressed card, and the other cards follow in slices React yields between.
//
// The press is timed by the page itself: when React, after `hydrateRoot`, asks its scheduler for
// the hydration's task (a MessagePort message), a microtask presses the first card's picture,
// before that task runs, so the press always meets the grid not yet hydrated.

interface Press {
  /** Card links React had hydrated right after the pointerdown's dispatch returned. */
  hydratedAfter: number;
  cards: number;
  /** Whether the pressed card was among them (React answered the press). */
  pressedHydrated: boolean;
  ms: number;
}

declare global {
  interface Window {
    __gridPress?: Press;
  }
}

// Woken by the pointer over a card, the grid hydrates at once (`now`); woken by a scroll of the page
// (the first activity over no island: a phone scrolling the listing), as a transition React renders
// in slices (`background`), the case a tap meets most.
const WAKE = {
  hover: async (page: Page) => page.getByTestId('product-grid').locator('a[data-item-no]').first().hover(),
  scroll: async (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('scroll'))),
};

for (const [woken, wake] of Object.entries(WAKE)) {
  test(`a card pressed while the grid hydrates (woken by ${woken}) hydrates that card, not the whole grid, inside the press`, async ({ page }) => {
    await page.addInitScript(() => {
      const isReact = (el: Element, prefix: string) => Object.keys(el).some((k) => k.startsWith(prefix));
      const post = MessagePort.prototype.postMessage;
      let armed = true;
      const patched = function (this: MessagePort, ...args: unknown[]) {
        const root = document.querySelector('[data-island="ProductGrid"]');
        if (armed && root && !root.hasAttribute('data-hydrated') && isReact(root, '__reactContainer$')) {
          armed = false;
          queueMicrotask(() => {
            const links = [...root.querySelectorAll('a[data-item-no]')];
            const pressed = links[0]?.querySelector('img') ?? links[0];
            if (!pressed) return;
            const t0 = performance.now();
            pressed.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, composed: true, pointerType: 'mouse', isPrimary: true, button: 0 }));
            const ms = performance.now() - t0;
            const hydrated = links.filter((a) => isReact(a, '__reactFiber$'));
            window.__gridPress = { hydratedAfter: hydrated.length, cards: links.length, pressedHydrated: hydrated.includes(links[0] as Element), ms };
          });
        }
        Reflect.apply(post, this, args);
      };
      MessagePort.prototype.postMessage = patched as typeof post;
    });
    await page.goto('/best-items');
    await page.locator('body[data-client-ready]').waitFor();
    const grid = page.locator('[data-island="ProductGrid"]');
    await expect(grid).not.toHaveAttribute('data-hydrated', /.*/);
    await wake(page);
    await page.waitForFunction(() => window.__gridPress !== undefined);
    const press = (await page.evaluate(() => window.__gridPress)) as Press;
    test.info().annotations.push({ type: 'press', description: `pointerdown ${press.ms.toFixed(1)} ms, ${press.hydratedAfter} of ${press.cards} cards hydrated in it` });
    expect(press.cards).toBeGreaterThan(4);
    // React answered the press (the pressed card is live), and hydrated no other card inside it.
    expect(press.pressedHydrated).toBe(true);
    expect(press.hydratedAfter).toBe(1);
    // The rest follow by themselves, and the grid works as before.
    await expect(grid).toHaveAttribute('data-hydrated', '');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island="ProductGrid"] a[data-item-no]')].every((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber$'))));
    await page.getByTestId('product-grid').locator('a[data-item-no]').first().click();
    await expect(page).toHaveURL(/\/products\/[0-9]+$/);
  });
}

import { expect, test } from '@playwright/test';
import { atOneWidth } from './helpers';

/**
 * The fake app page (issue 12 item 8; development only): the storefront framed as the iOS app
 * web view, every spec 7.1 message it sends listed beside it. An item page and a sheet opened
 * in the frame must reach the list: the selection entry, the tracking id request, the page's
 * events for the app's services, and the sheet's layer messages.
 */
test('the fake app records the messages an item page and a sheet send', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  await page.goto('/_app?path=%2Fproducts%2F1001&platform=ios&build=758');
  const frame = page.frameLocator('#app-frame');
  const types = () => page.locator('#app-messages li').evaluateAll((items) => items.map((li) => li.getAttribute('data-type')));
  for (const type of ['showSelectionEntryPoint', 'fetchFirebaseAppInstanceId', 'bypassUserProperty', 'logFirebaseEvent', 'bypassCrmEvent', 'bypassMobileAnalyticsEvent']) {
    await expect.poll(types, { message: type }).toContain(type);
  }
  // Posed as the app: the purchase bar, and the gift sheet reports its layer.
  await frame.locator('[data-purchase-bar]').getByRole('button', { name: '선물하기' }).click();
  await expect(frame.getByRole('dialog', { name: '선물하기', exact: true })).toBeVisible();
  await expect.poll(types).toContain('layerDidOpen');
  // The sheet's opening is a catalogue event, which the app hears of too.
  await expect(page.locator('#app-messages li[data-type="logFirebaseEvent"]').filter({ hasText: '"app_sheet_gift_purchase"' })).toHaveCount(1);
  await page.screenshot({ scale: 'css', path: info.outputPath(`fake-app-${info.project.name}.png`) });
});

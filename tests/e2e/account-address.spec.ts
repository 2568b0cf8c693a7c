import { expect, test, type Page } from '@playwright/test';
import { atOneWidth, seriousViolations } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Account edit's address in a real browser (issue 31 §3), at 375 px only (the page is scanned
 * at both widths by checkout-form.spec.ts), as a new member of this run: 내 정보 shows no address; one added in
 * 배송지 관리 through the sandbox postcode search becomes the address; edited to another through
 * the same search, 내 정보 shows the new one. Screenshots and an axe scan of the page.
 */
async function reconfirmed(page: Page, password: string) {
  await page.goto('/password-reconfirm?next=%2Faccount%2Fedit');
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForURL((u) => u.pathname === '/account/edit'), page.locator('input[name="password"]').press('Enter')]);
  await page.locator('body[data-client-ready]').waitFor();
}

/** Opens the sandbox postcode search of `form` and picks the first address `query` finds. */
async function pickPostcode(page: Page, form: ReturnType<Page['locator']>, query: string, pick: RegExp) {
  await form.getByTestId('postcode-search').click();
  const layer = page.getByRole('dialog', { name: '우편번호 찾기' });
  await expect(layer).toBeVisible();
  const frame = page.frameLocator('[data-testid="postcode-frame"]');
  await expect(frame.getByText('샌드박스').first()).toBeVisible();
  await frame.getByRole('textbox').fill(query);
  await frame.getByRole('button', { name: '검색' }).click();
  await frame.getByRole('button', { name: pick }).click();
  await expect(layer).toBeHidden();
}

test('account edit: the address shown in 내 정보 is changed through 배송지 관리 and the postcode search', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  // Joining, reconfirmation, two postcode searches and an axe scan: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const { password } = await joinQuickly(page, info, '주소회원', '/mypage');
  await reconfirmed(page, password);
  const row = page.getByTestId('account-info').locator('[data-field="address"]');
  await expect(row).toContainText('없음');

  // The first address, through the postcode search; it is the default, so it is the address.
  const add = page.getByTestId('address-book').locator('details').last();
  await expect(add).toHaveAttribute('open', '');
  await add.getByLabel('받는 분').fill('김주소');
  await add.getByLabel('휴대폰 번호').fill('010-2345-6789');
  await pickPostcode(page, add, '해운대해변로', /부산광역시 해운대구 해운대해변로 264 선택/);
  await expect(add.locator('#book-new-zipcode')).toHaveValue('48099');
  await expect(add.locator('#book-new-addressDetail')).toBeFocused();
  await add.locator('#book-new-addressDetail').fill('1203호');
  await Promise.all([page.waitForURL((u) => u.searchParams.get('book') === 'added'), add.getByRole('button', { name: '배송지 추가' }).click()]);
  await page.locator('body[data-client-ready]').waitFor();
  await expect(row).toContainText(/\[48099\] 부산광역시 해운대구 해운대해변로 264 1203호/);

  // 기본 배송지 변경 leads to the book; the default edited through the search changes the address.
  await page.getByTestId('address-change').click();
  await expect(page).toHaveURL(/#address-book$/);
  const def = page.locator('[data-testid="book-address"][data-default="true"]');
  await def.getByText('수정').click();
  await pickPostcode(page, def, '세종대로', /서울특별시 중구 세종대로 110 선택/);
  await def.locator('input[name="addressDetail"]').fill('3층');
  await page.screenshot({ scale: 'css', path: info.outputPath(`account-address-filled-${info.project.name}.png`), fullPage: true });
  await Promise.all([page.waitForURL((u) => u.searchParams.get('book') === 'updated'), def.getByRole('button', { name: '저장' }).click()]);
  await page.locator('body[data-client-ready]').waitFor();
  await expect(row).toContainText(/\[04524\] 서울특별시 중구 세종대로 110 (\(서울특별시청\) )?3층/);
  await page.screenshot({ scale: 'css', path: info.outputPath(`account-address-${info.project.name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

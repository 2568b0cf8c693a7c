import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { joinQuickly, signUpInSandbox } from './sandbox-member';
import { purchaseForm, atOneWidth } from './helpers';

/**
 * Members in a real browser (spec 2.8, 4.3–4.5, 6): login, identity through the consent sheet
 * and the sandbox provider's popup (a different origin: localhost, while the storefront is
 * 127.0.0.1), the adult gate for an adult and a minor, like and cart with their counts, logout.
 *
 * Both projects share one database, so stateful flows branch on what they find (a member may
 * already have verified in the other project) and end with the same assertions. The identity
 * flow needs a never-verified member of its own: desktop uses fresh@demo.test, mobile signs up
 * through the sandbox social login.
 */

// The sandbox provider is served on localhost; playwright.config.ts lets the browser resolve it.

const PASSWORD = 'demo1234!';
const isMobile = (info: TestInfo) => info.project.name.startsWith('mobile');

async function ready(page: Page) {
  await page.locator('body[data-client-ready]').waitFor();
}

async function logIn(page: Page, id: string, returnTo: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await ready(page);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="id"]').fill(id);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await Promise.all([page.waitForURL((u) => u.pathname === returnTo.split('?')[0]), form.getByRole('button', { name: '로그인' }).click()]);
  await ready(page);
}

const gate = (page: Page) => page.locator('[data-gate-step]');

interface Person {
  name: string;
  birthDate: string;
  gender: 'M' | 'F';
  phone: string;
}

/** Runs the sandbox provider in the popup the click opens; the popup posts the key and closes. */
async function verifyInPopup(page: Page, click: () => Promise<void>, person: Person) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin);
  await expect(popup.locator('body')).toContainText('샌드박스');
  await popup.locator('#identity-name').fill(person.name);
  await popup.locator('#identity-birthDate').fill(person.birthDate);
  await popup.locator(`input[name="gender"][value="${person.gender}"]`).check();
  await popup.locator('#identity-phone').fill(person.phone);
  // The result page closes itself 300 ms after it loads, which can be before a click on a busy
  // machine returns; Playwright's waitForEvent does not see a close that already happened, so
  // the wait starts first, and a click cut short by that close is not a failure.
  await Promise.all([
    popup.waitForEvent('close', { timeout: 10_000 }).catch(async (error: unknown) => {
      // Say what the popup shows (a form error, the no-opener message) rather than only "timeout".
      const shown = await popup
        .locator('body')
        .textContent({ timeout: 1_000 })
        .catch(() => '(unreadable)');
      throw new Error(`the identity popup did not close; it shows: ${shown}`, { cause: error });
    }),
    popup
      .getByRole('button', { name: '인증하기' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      }),
  ]);
}

/** The adult-verification step: popup, then the success dialog, whose 확인 reloads the page. */
async function passAdultVerification(page: Page, person: Person) {
  await expect(gate(page)).toHaveAttribute('data-gate-step', 'verify');
  await verifyInPopup(page, () => page.getByRole('button', { name: '성인 인증하기' }).click(), person);
  const success = page.getByRole('alertdialog').filter({ hasText: '성인 인증 완료' });
  await expect(success).toBeVisible();
  await Promise.all([page.waitForEvent('load'), success.getByRole('button', { name: '확인' }).click()]);
  await ready(page);
}

test.describe('adult gate', () => {
  // Each test here is a whole member journey (login, the consent sheet, one or two provider
  // popups, reloads): 20–30 s on a busy 2-core CI, against Playwright's 30 s default. Tripled,
  // so a slow machine fails only on a real stall; every step still waits for its condition.
  test.beforeEach(() => {
    test.slow();
  });

  test('a visitor gets the login-required dialog; 로그인 leads to /login and back', async ({ page }, info) => {
    await page.goto('/products/1005');
    await ready(page);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('로그인이 필요해요.');
    // Spec 9: below 400 px the text is the short one.
    await expect(dialog.getByText(isMobile(info) ? '19세 이상만 구매할 수 있어요.' : /로그인 후 성인 인증을 진행해주세요/)).toBeVisible();
    await expect(page.locator('#pdp-title')).toHaveCount(0);
    await dialog.getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fproducts%2F1005$/);
  });

  test('identity first through the consent sheet and the sandbox popup, then adult verification', async ({ page }, info) => {
    let person: Person;
    let email = 'fresh@demo.test';
    if (isMobile(info)) {
      // A never-verified member of this run, made by the sandbox social login (kakao).
      // Its phone is new each run too: a name already verified by another account is refused.
      const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
      person = { name: '모바일회원', birthDate: '1994-02-02', gender: 'F', phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}` };
      email = await signUpInSandbox(page, info, person.name, '/products/1005');
    } else {
      person = { name: '새회원', birthDate: '1995-03-03', gender: 'F', phone: '010-3333-4444' };
      await logIn(page, 'fresh@demo.test', '/products/1005');
    }
    // A member who verified in an earlier run sees the item, not the gate.
    await page.locator('[data-gate-step], #pdp-title').first().waitFor();
    test.skip((await gate(page).count()) === 0 || (await gate(page).getAttribute('data-gate-step')) !== 'identity', 'this member verified in an earlier run');

    // Spec 9: the verification title is shorter on a small screen.
    await expect(gate(page).getByText(isMobile(info) ? '성인 인증 필요' : '19세 이상 성인 인증이 필요해요', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '성인 인증하기' }).click();
    const sheet = page.getByRole('dialog', { name: '본인인증 약관 동의' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('약관 버전 240503');
    for (const field of ['이름', '성별', '생년월일', '휴대폰 번호', '연계정보(CI)', '중복가입확인정보(DI)']) await expect(sheet.getByText(field, { exact: true })).toBeVisible();

    // Without the mandatory tick the popup does not open (spec 5).
    await sheet.getByRole('button', { name: '동의하고 본인인증하기' }).click();
    const needConsent = page.getByRole('alertdialog').filter({ hasText: '약관 동의가 필요해요' });
    await expect(needConsent).toContainText('개인정보 수집 및 이용에 동의하셔야 본인인증을 진행할 수 있습니다');
    await needConsent.getByRole('button', { name: '확인' }).click();

    await sheet.getByText('[필수] 개인정보 수집 및 이용 동의').click();
    await verifyInPopup(page, () => sheet.getByRole('button', { name: '동의하고 본인인증하기' }).click(), person);
    await passAdultVerification(page, person);
    await expect(page.locator('#pdp-title')).toBeVisible();
    await expect(page.locator('[data-adult-gate]')).toHaveCount(0);
    // Both results are catalogue events (issue 12 item 1), delivered although the page reloaded.
    const mine = async () =>
      ((await (await page.request.get('/_ops/events?limit=200')).json()) as Array<{ name: string; trackingId: string; params?: Record<string, unknown> }>).filter((e) => e.trackingId === email);
    await expect.poll(async () => (await mine()).map((e) => e.name), { timeout: 15_000 }).toEqual(expect.arrayContaining(['identity_verification', 'adult_verification']));
  });

  test('a key is taken only from the popup the page opened, not from another window of the provider', async ({ page }, info) => {
    atOneWidth(info, 'desktop-1280');
    // A never-verified member of its own: the identity step, whose key the page sends on.
    await signUpInSandbox(page, info, '출처확인', '/products/1005');
    await expect(gate(page)).toHaveAttribute('data-gate-step', 'identity');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v6/users/personal-info')
        sent.push(String((r.postDataJSON() as { identityVerificationToken?: unknown }).identityVerificationToken));
    });
    await page.getByRole('button', { name: '성인 인증하기' }).click();
    const sheet = page.getByRole('dialog', { name: '본인인증 약관 동의' });
    await sheet.getByText('[필수] 개인정보 수집 및 이용 동의').click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), sheet.getByRole('button', { name: '동의하고 본인인증하기' }).click()]);
    await popup.waitForLoadState();
    // Another window of the provider's origin (the right origin, the right shape) posts first…
    const [other] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url, 'another-window'), popup.url())]);
    await other.waitForLoadState();
    const message = (key: string) => ({ type: 'identity-verification', purpose: 'ci', key });
    await other.evaluate((m) => window.opener.postMessage(m, '*'), message('from.another.window'));
    // …then the popup the page opened. Only the popup's key goes on to the gateway.
    await popup.evaluate((m) => window.opener.postMessage(m, '*'), message('from.the.popup'));
    await expect(page.getByRole('alertdialog').filter({ hasText: '본인인증 실패' })).toBeVisible();
    expect(sent).toEqual(['from.the.popup']);
  });

  test('adult@demo.test passes the gate and sees the item', async ({ page }, info) => {
    atOneWidth(info, 'desktop-1280');
    await logIn(page, 'adult@demo.test', '/products/1005');
    if ((await gate(page).count()) > 0) {
      await passAdultVerification(page, { name: '어른이', birthDate: '1990-05-05', gender: 'M', phone: '010-0000-1001' });
    }
    await expect(page.locator('#pdp-title')).toBeVisible();
    await expect(page.locator('#pdp-title')).toContainText('증류주');
    // Its pictures come through URLs signed for this page (docs/security.md "The adult gate").
    const img = page.locator('.pdp-gallery img').first();
    await expect(img).toHaveAttribute('src', /\/images\/adult\/.*sig=/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  test('minor@demo.test is refused with the not-allowed dialog, whose cancel leaves the page', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await logIn(page, 'minor@demo.test', '/products/1005');
    if ((await gate(page).getAttribute('data-gate-step')) === 'verify') {
      const check = await page.evaluate(() => fetch('/api/v5/users/personal-info/ci:check').then((r) => r.json() as Promise<{ data: { birthDate: string } }>));
      await verifyInPopup(page, () => page.getByRole('button', { name: '성인 인증하기' }).click(), {
        name: '미성년',
        birthDate: check.data.birthDate,
        gender: 'F',
        phone: '010-0000-1002',
      });
    }
    await expect(gate(page)).toHaveAttribute('data-gate-step', 'minor');
    const dialog = page.getByRole('alertdialog').filter({ hasText: '이용할 수 없는 상품이에요' });
    await expect(dialog).toContainText('19세 미만은 이용할 수 없는 상품이에요.');
    await expect(page.locator('#pdp-title')).toHaveCount(0);
    await dialog.getByRole('link', { name: '취소' }).click();
    await page.waitForURL((u) => u.pathname !== '/products/1005');
  });
});

async function choose(form: Locator, level: number, label: string) {
  const box = form.locator(`[data-option-level="${level}"]`);
  const list = box.locator('[data-option-list]');
  if (!(await list.isVisible())) await box.locator('[data-option-toggle]').click();
  await list
    .locator('[data-option]')
    .filter({ hasText: new RegExp(`^${label}`) })
    .click();
}

const badgeCount = async (page: Page) => Number((await page.getByTestId('cart-count').textContent())?.replace(/\D/g, '') || '0');

test('like and add to cart on /products/1001: the counts change, the sheets open', async ({ page }, info) => {
  // Log in, like, two sheets and a cart add: more than 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  // Each project its own member and option, so the two runs never merge into one cart line.
  const [member, color, size] = isMobile(info) ? ['minor@demo.test', '차콜', 'S'] : ['adult@demo.test', '블랙', 'M'];
  await logIn(page, member, '/products/1001');

  const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
  const pressed = (await like.getAttribute('aria-pressed')) === 'true';
  const before = await like.textContent();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(!pressed));
  await expect(like).not.toHaveText(before ?? '');
  // Pressed is drawn at once; the change is kept once the button is no longer busy.
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  if (!pressed) {
    // The like-together sheet: its title is the recommendation's own.
    const together = page.getByRole('dialog').filter({ has: page.locator('a[href^="/products/"]') });
    await expect(together).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(together).toHaveCount(0);
  }
  // A rerun on a kept e2e state finds this option's line from the last run, and the add would
  // merge into it without raising the count: the member's lines of this item go first, before
  // the reload, so the header badge is drawn from the cart as it then is.
  await page.evaluate(async () => {
    const cart = (await (await fetch('/api/v4/cart-item')).json()) as { data?: { lines: { cartItemNo: number; itemNo: number }[] }; lines?: { cartItemNo: number; itemNo: number }[] };
    const cartItemNos = (cart.data ?? cart).lines?.filter((line) => line.itemNo === 1001).map((line) => line.cartItemNo) ?? [];
    if (cartItemNos.length === 0) return;
    const res = await fetch('/api/v4/cart-item/remove', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cartItemNos }) });
    if (!res.ok) throw new Error(`removing the earlier lines answered ${res.status}`);
  });
  // The like is kept: after a reload the button shows what the member chose (issue 11). The
  // count is not compared: the other project's member likes this item at the same time.
  await page.reload();
  await ready(page);
  await expect(like).toHaveAttribute('aria-pressed', String(!pressed));
  await expect(like).toHaveText(/^[\d,]+$/);

  const count = await page.evaluate(() => fetch('/api/v4/cart-item/item-count').then((r) => r.json() as Promise<{ data: { count: number } }>));
  await expect.poll(() => badgeCount(page)).toBe(count.data.count);
  const form = await purchaseForm(page, info);
  await choose(form, 0, color);
  await choose(form, 1, size);
  await form.getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(
    page
      .getByRole('dialog')
      .filter({ has: page.locator('a[href="/cart"]') })
      .last(),
  ).toBeVisible();
  await expect.poll(() => badgeCount(page)).toBeGreaterThan(count.data.count);
});

test('log out: the dialog with no button, and the page reloads as a visitor', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  // Logout ends every session of the member at the origin: a member of this test's own.
  await joinQuickly(page, info, '로그아웃', '/products/1003');
  await expect(page.getByTestId('my-page-link')).toBeVisible();
  await page.getByTestId('logout-button').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '정상적으로 로그아웃되었습니다.' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(0);
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Escape')]);
  await ready(page);
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sf_at');
});

test('login refuses a wrong password and checks the e-mail shape', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await page.goto('/login');
  await ready(page);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="id"]').fill('not-an-email');
  await form.locator('input[name="password"]').fill('x');
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('이메일 형식으로 입력해주세요.');
  await form.locator('input[name="id"]').fill('nobody@demo.test');
  await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: '로그인' }).click()]);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('login-error')).not.toHaveText('이메일 형식으로 입력해주세요.');
});

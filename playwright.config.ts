import { defineConfig, devices } from '@playwright/test';

// Browser tests run in Debian's chromium (no browser download) against the storefront started
// exactly as `npm start` does, on its own port and with a fresh database each run.
const port = Number(process.env.E2E_PORT ?? 8790);
const baseURL = `http://127.0.0.1:${port}`;

export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // localhost serves the sandbox identity provider (a different origin from the storefront).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

// Every test is a visitor who already answered the tag-consent banner with "no" (issue 12 item 3),
// so the banner does not cover the bottom of the pages under test; tests/e2e/tags.spec.ts starts
// from no answer (`test.use({ storageState: NO_ANSWER })`) and checks the banner itself.
// Likewise the home page's popup notices (issue 31 §4) are hidden ("오늘 하루 보지 않기") for every
// seeded notice number, the expiry in the value far off; tests/e2e/notice-popup.spec.ts starts without.
const hiddenNotices = encodeURIComponent(JSON.stringify({ v: Array.from({ length: 20 }, (_, i) => i + 1), e: Date.UTC(2100, 0, 1) }));
export const TAG_CONSENT_COOKIE = { name: 'sf_tag_consent', value: 'denied', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const };
const storageState = {
  cookies: [TAG_CONSENT_COOKIE, { name: 'sf_notice_hidden', value: hiddenNotices, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A failed test keeps its trace (actions, network, DOM snapshots) but without the screencast:
  // recording frames for every test, passing ones included, cost about a tenth of the browser
  // tests' CPU on 2 cores (15 item-page tests, two runs each: 33.0 s against 29.6 s CPU).
  use: { baseURL, trace: { mode: 'retain-on-failure', screenshots: false }, locale: 'ko-KR', timezoneId: 'Asia/Seoul', launchOptions, storageState },
  projects: [
    { name: 'mobile-375', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions } },
    { name: 'desktop-1280', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SKIP_BUILD: process.env.SKIP_BUILD ?? '1',
      // scripts/test.mjs empties this before each run, so every run seeds a fresh database.
      // E2E_PERSIST_TO (with E2E_PORT) lets a second run go on beside it with its own database.
      PERSIST_TO: process.env.E2E_PERSIST_TO ?? '.wrangler/e2e-state',
      LOG_LEVEL: 'warn',
      // The workers' React as deployed (wrangler bundles `wrangler dev` with NODE_ENV development
      // unless told): the browser gets a production build's HTML to hydrate, as in production,
      // and the server renders about a fifth faster, which a 2-core CI run needs.
      NODE_ENV: 'production',
      // The shop's identity as an operator sets it (issue 31 §1; tests/e2e/shop-identity.spec.ts).
      SHOP_CS_EMAIL: 'cs@e2e-shop.kr',
      SHOP_CS_PHONE: '1588-1234',
      APP_STORE_ID: '1234567890',
      PLAY_STORE_ID: 'kr.e2e.shop',
    },
  },
});

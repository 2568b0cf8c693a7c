/**
 * The hydrator end to end in Debian's chromium: the real Vite build of client/entry.tsx (into a
 * temp dir), a server-rendered page with island markers, and the public contract checked in the
 * browser (data-hydrated per island, data-client-ready on body, failures contained), for islands
 * that hydrate at load and for islands that wait for interaction (no React before it, a first
 * tap held and replayed).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Island } from '../src/ui/Island';
import ImageCarousel from '../src/ui/islands/ImageCarousel';
import ShareLink from '../src/ui/islands/ShareLink';
import LoginForm from '../src/member/islands/LoginForm';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const root = join(import.meta.dirname, '..');
const image = (fill: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="${fill}"/></svg>`)}`;
const gallery = {
  id: 'gallery',
  label: '</script><script>window.__pwned=1</script>',
  images: ['#e11', '#1e1', '#11e'].map((fill, i) => ({ src: image(fill), alt: `사진 ${i + 1}`, width: 300, height: 400 })),
};
const share = { id: 'share', url: 'https://shop.test/products/1001', access: 'web' as const, storeHref: null, linkBase: null };
const login = { returnTo: '/', id: '', error: null, social: [], demoHint: false };

function page(entry: string): string {
  const body = renderToString(
    <>
      <Island name="ImageCarousel" id="gallery" props={gallery} hydrate="load">
        <ImageCarousel {...gallery} />
      </Island>
      <Island name="ShareLink" id="share" props={share} hydrate="load">
        <ShareLink {...share} />
      </Island>
      {/* Props that fail the schema: the server HTML must stay and the page must still get ready. */}
      <div data-island="ImageCarousel" data-island-id="broken">
        <p id="broken-html">서버 HTML</p>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: island props as the edge writes them, JSON in a script element. */}
      <script type="application/json" data-island-props="broken" dangerouslySetInnerHTML={{ __html: '{"id":3}' }} />
      {/* An island the browser checks with a guard (src/islands/props-guard.ts): a props script the server did not write must fail it too. */}
      <div data-island="LikeButton" data-island-id="broken-like" data-hydrate="load">
        <p id="broken-like-html">좋아요 서버 HTML</p>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: island props as the edge writes them, JSON in a script element. */}
      <script type="application/json" data-island-props="broken-like" dangerouslySetInnerHTML={{ __html: '{"itemNo":"1001","liked":false}' }} />
      <div data-island="NoSuchIsland" data-island-id="ghost" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: island props as the edge writes them, JSON in a script element. */}
      <script type="application/json" data-island-props="ghost" dangerouslySetInnerHTML={{ __html: '{}' }} />
    </>,
  );
  // The entry twice, as two module instances: a root must still hydrate only once.
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><script type="module" async src="${entry}"></script><script type="module" async src="${entry}?again"></script></head><body>${body}</body></html>`;
}

/**
 * The same islands in their own mode (interaction): nothing hydrates before the shopper acts.
 * The share island comes first in the document but is shown far below the gallery (column-reverse).
 */
function waiting(entry: string): string {
  const body = renderToString(
    <div style={{ display: 'flex', flexDirection: 'column-reverse' }}>
      <Island name="ShareLink" id="share" props={share}>
        <ShareLink {...share} />
      </Island>
      <div style={{ height: '2000px' }} />
      <Island name="ImageCarousel" id="gallery" props={gallery}>
        <ImageCarousel {...gallery} />
      </Island>
      <Island name="LoginForm" id="login" props={login}>
        <LoginForm {...login} />
      </Island>
    </div>,
  );
  // The carousel's track as the real stylesheet makes it: one slide wide, scrolling sideways.
  const style = '<style>#gallery ul{display:flex;overflow-x:auto;margin:0;padding:0}#gallery li{flex:0 0 100%}</style>';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">${style}<script type="module" async src="${entry}"></script></head><body>${body}</body></html>`;
}

/** A page in two parts: the gallery in the shell, the share island in a part sent later. */
function streamed(entry: string): [string, string] {
  const shell = renderToString(
    <Island name="ImageCarousel" id="gallery" props={gallery} hydrate="load">
      <ImageCarousel {...gallery} />
    </Island>,
  );
  const late = renderToString(
    <Island name="ShareLink" id="share" props={share} hydrate="load">
      <ShareLink {...share} />
    </Island>,
  );
  const head = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><script type="module" async src="${entry}"></script></head><body>${shell}`;
  return [head + ' '.repeat(4096), `${late}</body></html>`];
}

/**
 * A page whose second share island's props script arrives in two parts, cut inside the JSON, as
 * a long props script (a listing's cards) is cut by the network. The first share island, in the
 * first part, has the island's code loaded before the rest arrives.
 */
function splitProps(entry: string): [string, string] {
  const first = renderToString(
    <Island name="ShareLink" id="share-first" props={share} hydrate="load">
      <ShareLink {...share} />
    </Island>,
  );
  const marker = renderToString(
    <div data-island="ShareLink" data-island-id="share-late" data-hydrate="load">
      <ShareLink {...share} />
    </div>,
  );
  const json = JSON.stringify(share);
  const cut = json.indexOf(',');
  const head = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><script type="module" async src="${entry}"></script></head><body>${first}${marker}<script type="application/json" data-island-props="share-late">${json.slice(0, cut)}${' '.repeat(4096)}`;
  return [head, `${json.slice(cut)}</script><p>끝</p></body></html>`];
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

describe.skipIf(!existsSync(CHROMIUM))('island hydration in the browser', { timeout: 120_000 }, () => {
  let out = '';
  let server: Server;
  let browser: Browser;
  let base = '';
  /** Streamed pages waiting for their deferred part. */
  const streaming: Array<() => void> = [];

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'storefront-client-'));
    const { build } = await import('vite');
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: {
        outDir: out,
        emptyOutDir: true,
        rolldownOptions: { input: { entry: 'client/entry.tsx', harness: 'client/fixtures/overlay-harness.tsx' } },
      },
    });
    type Chunk = { file: string; isEntry?: boolean };
    const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
    const entry = `/${manifest['client/entry.tsx']!.file}`;
    const harness = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><script type="module" src="/${manifest['client/fixtures/overlay-harness.tsx']!.file}"></script></head><style>#sheet>div:first-child{height:24px}</style><body><div id="root"></div></body></html>`;
    const html = page(entry);
    const lazyHtml = waiting(entry);
    const [head, rest] = streamed(entry);
    const [splitHead, splitRest] = splitProps(entry);
    server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/overlays') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(harness);
        return;
      }
      if (path === '/stream') {
        // Like the edge's streamed page: the shell first, a deferred section much later.
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write(head);
        // The test sends the rest once it has seen what the shell alone does.
        streaming.push(() => res.end(rest));
        return;
      }
      if (path === '/split') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write(splitHead);
        streaming.push(() => res.end(splitRest));
        return;
      }
      if (path === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        return;
      }
      if (path === '/waiting') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(lazyHtml);
        return;
      }
      const file = join(out, normalize(path));
      if (!file.startsWith(out) || !existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    });
    for (let port = 8841; port <= 8849 && !base; port++) {
      base = await new Promise<string>((resolve) => {
        server.once('error', () => resolve(''));
        server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`));
      });
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  }, 120_000);

  afterAll(async () => {
    for (const send of streaming.splice(0)) send();
    await browser?.close();
    await new Promise((r) => server?.close(r));
    if (out) rmSync(out, { recursive: true, force: true });
  });

  async function open(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(base);
    await page.waitForSelector('body[data-client-ready]', { timeout: 15_000 });
    return { page, errors };
  }

  it('hydrates each valid island once, then marks the body ready', async () => {
    const { page, errors } = await open();
    expect(await page.getAttribute('[data-island-id="gallery"]', 'data-hydrated')).toBe('');
    expect(await page.getAttribute('[data-island-id="share"]', 'data-hydrated')).toBe('');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors.filter((e) => /createRoot|hydrateRoot|already|Hydration|hydration/.test(e))).toEqual([]);
    await page.close();
  });

  it('leaves an island with invalid props as server HTML and reports it by name', async () => {
    const { page, errors } = await open();
    expect(await page.getAttribute('[data-island-id="broken"]', 'data-island-error')).toBe('invalid-props');
    expect(await page.getAttribute('[data-island-id="broken"]', 'data-hydrated')).toBeNull();
    expect(await page.textContent('#broken-html')).toBe('서버 HTML');
    expect(errors.some((e) => e.includes('ImageCarousel') && e.includes('invalid-props'))).toBe(true);
    expect(await page.getAttribute('[data-island-id="broken-like"]', 'data-island-error')).toBe('invalid-props');
    expect(await page.textContent('#broken-like-html')).toBe('좋아요 서버 HTML');
    expect(errors.some((e) => e.includes('LikeButton') && e.includes('invalid-props') && e.includes('itemNo: expected number'))).toBe(true);
    expect(await page.getAttribute('[data-island-id="ghost"]', 'data-island-error')).toBe('unknown');
    await page.close();
  });

  it('makes the hydrated carousel interactive: arrows page and update the position', async () => {
    const { page } = await open();
    const prev = page.locator('#gallery button[aria-label="이전"]');
    const next = page.locator('#gallery button[aria-label="다음"]');
    expect(await prev.isDisabled()).toBe(true);
    await next.click();
    await page.waitForFunction(() => document.querySelector('[data-carousel-position]')?.textContent?.endsWith('2 / 3'));
    expect(await prev.isDisabled()).toBe(false);
    await next.click();
    await page.waitForFunction(() => document.querySelector('[data-carousel-position]')?.textContent?.endsWith('3 / 3'));
    expect(await next.isDisabled()).toBe(true);
    await page.close();
  });

  it('hydrates shell islands while the page is still streaming, and gets ready after the rest', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/stream`, { waitUntil: 'commit' });
    await page.waitForSelector('[data-island-id="gallery"][data-hydrated]', { timeout: 10_000 });
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    expect(await page.evaluate(() => document.body.hasAttribute('data-client-ready'))).toBe(false);
    for (const send of streaming.splice(0)) send();
    await page.waitForSelector('body[data-client-ready]', { timeout: 10_000 });
    expect(await page.getAttribute('[data-island-id="share"]', 'data-hydrated')).toBe('');
    await page.close();
  });

  it('takes up an island only once its props script has fully arrived, not while its JSON is cut', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${base}/split`, { waitUntil: 'commit' });
    // The island's code is live and the cut script is in the document with half its JSON.
    await page.waitForSelector('[data-island-id="share-first"][data-hydrated]', { timeout: 10_000 });
    await page.waitForFunction(() => (document.querySelector('script[data-island-props="share-late"]')?.textContent ?? '').length > 0, undefined, { timeout: 10_000 });
    await idle(page);
    expect(await page.evaluate(() => document.querySelector('[data-island-id="share-late"]')?.getAttribute('data-island-error') ?? null)).toBeNull();
    for (const send of streaming.splice(0)) send();
    await page.waitForSelector('body[data-client-ready]', { timeout: 10_000 });
    expect(await page.getAttribute('[data-island-id="share-late"]', 'data-hydrated')).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  /** Opens the page whose islands wait for interaction; records every script it fetches. */
  async function openWaiting(): Promise<{ page: Page; scripts: string[] }> {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/waiting`);
    await page.waitForSelector('body[data-client-ready]', { timeout: 15_000 });
    return { page, scripts };
  }
  const hydrated = (page: Page, id: string) => page.evaluate((i) => document.querySelector(`[data-island-id="${i}"]`)?.hasAttribute('data-hydrated') ?? false, id);
  /**
   * Holds an island's code back until the test releases it, as on a slow network: an action
   * taken before the release surely comes before the island is live.
   */
  async function holdCode(page: Page, island: string): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(`**/assets/${island}-*.js`, async (route) => {
      await gate;
      await route.continue().catch(() => undefined);
    });
    return release;
  }
  /** The browser has run its pending work: tasks, timers due now, and rendering. */
  const idle = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r())));
  /** Two frames rendered: whatever the last event set off is on screen. */
  const frames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  /** The carousel's track has come to rest on slide `n` (1-based) and says so. */
  const restsOn = (page: Page, n: number) =>
    page.waitForFunction(
      (slide) => {
        const track = document.querySelector<HTMLElement>('#gallery ul');
        const position = document.querySelector('[data-carousel-position]')?.textContent ?? '';
        return !!track && Math.abs(track.scrollLeft - (slide - 1) * track.clientWidth) < 1 && position.endsWith(`${slide} / 3`);
      },
      n,
      { timeout: 20_000 },
    );

  it('gets ready with interaction islands armed, not hydrated, and no React or island code loaded', async () => {
    const { page, scripts } = await openWaiting();
    await idle(page);
    expect(await hydrated(page, 'gallery')).toBe(false);
    expect(await hydrated(page, 'share')).toBe(false);
    expect(scripts.filter((s) => /\/(react|hydrate|ImageCarousel|ShareLink|Carousel)-/.test(s))).toEqual([]);
    await page.close();
  });

  it('hydrates no island at the first activity unless it asks for it (issue 32 §3): the others wait for their own intent', async () => {
    const { page, scripts } = await openWaiting();
    // Activity over no island (the spacer), then intent on the gallery alone.
    await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })));
    await page.evaluate(() => document.querySelector<HTMLElement>('#gallery ul')?.focus({ preventScroll: true }));
    await page.waitForSelector('[data-island-id="gallery"][data-hydrated]', { timeout: 10_000 });
    // Before this change the activity asked for every island's code ahead of the gallery's hydration.
    expect(scripts.filter((s) => /\/(LoginForm|ShareLink)-/.test(s))).toEqual([]);
    expect(await hydrated(page, 'login')).toBe(false);
    expect(await hydrated(page, 'share')).toBe(false);
    await page.close();
  });

  it('hydrates an island on intent (focus inside it) and not the others', async () => {
    const { page } = await openWaiting();
    // Focus as Tab would put it there; no pointer, key or scroll that would count as activity.
    await page.evaluate(() => document.querySelector<HTMLElement>('#gallery ul')?.focus({ preventScroll: true }));
    await page.waitForSelector('[data-island-id="gallery"][data-hydrated]', { timeout: 10_000 });
    expect(await hydrated(page, 'share')).toBe(false);
    await page.close();
  });

  it("wakes a tapped island only after the tap: its code's requests start after the click, not inside the press (issue 32 §3)", async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 }, hasTouch: true });
    await page.goto(`${base}/waiting`);
    await page.waitForSelector('body[data-client-ready]', { timeout: 15_000 });
    // The tap's click as it begins (window, capture: before the hold that replays it later).
    await page.evaluate(() => window.addEventListener('click', () => ((window as unknown as { clickAt: number }).clickAt ??= performance.now()), true));
    await page.locator('#gallery button[aria-label="다음"]').tap();
    await page.waitForSelector('[data-island-id="gallery"][data-hydrated]', { timeout: 10_000 });
    const { clickAt, starts } = await page.evaluate(() => ({
      clickAt: (window as unknown as { clickAt: number }).clickAt,
      starts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/(react|hydrate|ImageCarousel|Carousel)-[^/]*\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(starts.length).toBeGreaterThan(0);
    // Before, the finger's pointerover started them, ahead of its own pointerdown listeners (a
    // listing grid's 14 requests: 74 ms at 4x CPU inside the press).
    expect(Math.min(...starts)).toBeGreaterThan(clickAt);
    // The tap itself was held and replayed once the island was live: one slide on.
    await restsOn(page, 2);
    await page.close();
  });

  it('holds a click on an island that is not live yet, hydrates it, and replays the click', async () => {
    const { page } = await openWaiting();
    const release = await holdCode(page, 'ImageCarousel');
    const next = page.locator('#gallery button[aria-label="다음"]');
    await next.dispatchEvent('click');
    expect(await hydrated(page, 'gallery')).toBe(false);
    release();
    await page.waitForFunction(() => document.querySelector('[data-carousel-position]')?.textContent?.endsWith('2 / 3'), undefined, { timeout: 10_000 });
    expect(await hydrated(page, 'gallery')).toBe(true);
    // One click, one slide: the held click was not also handled natively or twice. Both would
    // have happened before the track comes to rest.
    await restsOn(page, 2);
    expect(await page.textContent('[data-carousel-position]')).toMatch(/2 \/ 3$/);
    await page.close();
  });

  it('lands a held click on the next slide on a slow CPU, and the position never goes back on the way', async () => {
    const { page } = await openWaiting();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    const release = await holdCode(page, 'ImageCarousel');
    // Every position the carousel shows, in order.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shown: string[] }).shown = shown;
      const position = document.querySelector('[data-carousel-position]')!;
      new MutationObserver(() => shown.push(position.textContent ?? '')).observe(position, { subtree: true, childList: true, characterData: true });
    });
    await page.locator('#gallery button[aria-label="다음"]').dispatchEvent('click');
    release();
    await restsOn(page, 2);
    const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown.map((t) => t.slice(-5)));
    expect(shown.filter((t, i) => t !== shown[i - 1])).toEqual(['2 / 3']);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  });

  it('reads back a swipe made before hydration: the position and arrows follow the slide shown', async () => {
    const { page } = await openWaiting();
    // The swipe scrolls the track natively; its scroll is also the shopper's first activity.
    await page.evaluate(() => {
      const track = document.querySelector<HTMLElement>('#gallery ul')!;
      track.scrollLeft = track.clientWidth * 2;
    });
    await page.waitForSelector('[data-island-id="gallery"][data-hydrated]', { timeout: 10_000 });
    await page.waitForFunction(() => document.querySelector('[data-carousel-position]')?.textContent?.endsWith('3 / 3'), undefined, { timeout: 5_000 });
    expect(await page.locator('#gallery button[aria-label="다음"]').isDisabled()).toBe(true);
    expect(await page.locator('#gallery button[aria-label="이전"]').isDisabled()).toBe(false);
    await page.close();
  });

  it('holds a form submission made before hydration and replays it to the island (no native post)', async () => {
    const { page } = await openWaiting();
    const release = await holdCode(page, 'LoginForm');
    // A submission without a click (Enter in a form without a submit button, or script).
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('[data-testid="login-form"]');
      form!.querySelector<HTMLInputElement>('input[name="id"]')!.value = 'not-an-email';
      form!.requestSubmit();
    });
    expect(await hydrated(page, 'login')).toBe(false);
    release();
    await page.waitForSelector('[data-testid="login-error"]', { timeout: 10_000 });
    expect(await page.textContent('[data-testid="login-error"]')).toBe('이메일 형식으로 입력해주세요.');
    expect(new URL(page.url()).pathname).toBe('/waiting');
    await page.close();
  });

  it('lets a link in an island that is not live yet navigate natively at once', async () => {
    const { page } = await openWaiting();
    // The islands' code never arrives while the link is followed.
    const release = await holdCode(page, '*');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/';
      a.id = 'inside';
      a.textContent = '홈';
      document.querySelector('[data-island-id="share"]')!.appendChild(a);
    });
    await Promise.all([page.waitForURL(`${base}/`, { timeout: 3_000, waitUntil: 'commit' }), page.click('#inside', { noWaitAfter: true })]);
    release();
    await page.close();
  });

  const messages = (page: Page) => page.evaluate(() => (window as unknown as { messages: Array<{ type: string }> }).messages.map((m) => m.type));
  const phase = (page: Page, id: string) => page.evaluate((i) => document.getElementById(i)?.parentElement?.getAttribute('data-phase') ?? 'removed', id);
  /**
   * Records every phase the overlay `id` goes through, in the page itself: a phase that lasts
   * 200 ms is seen however slowly the test polls.
   */
  const recordPhases = (page: Page, id: string) =>
    page.evaluate((i) => {
      const seen: string[] = [];
      (window as unknown as { phases: string[] }).phases = seen;
      const read = () => document.getElementById(i)?.parentElement?.getAttribute('data-phase') ?? 'removed';
      new MutationObserver(() => {
        const now = read();
        if (seen[seen.length - 1] !== now) seen.push(now);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
    }, id);
  const phases = (page: Page) => page.evaluate(() => (window as unknown as { phases: string[] }).phases);

  it('opens a bottom sheet (a modal <dialog>) closed then open after 200 ms, keeps focus off the page behind, closes on Escape and restores focus', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/overlays`);
    await recordPhases(page, 'sheet');
    await page.click('#open-sheet');
    await page.waitForFunction(() => document.getElementById('sheet')?.parentElement?.dataset.phase === 'open');
    expect(await phases(page)).toEqual(['mounted-closed', 'open']);
    expect(await messages(page)).toEqual(['layerDidOpen']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sheet-first');
    expect(await page.evaluate(() => document.getElementById('sheet')?.matches(':modal'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sheet-last');
    // Past the last control the platform's modal sends focus to the browser, never to the page behind.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => {
          const a = document.activeElement;
          return a === null || a === document.body || !!document.getElementById('sheet')?.contains(a);
        }),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.getElementById('sheet'));
    expect(await phases(page)).toEqual(['mounted-closed', 'open', 'closing', 'removed']);
    expect(await messages(page)).toEqual(['layerDidOpen', 'layerDidClose']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('open-sheet');
    await page.close();
  });

  it('closes a bottom sheet dragged down beyond 20 px, not one dragged 15 px', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/overlays`);
    await page.click('#open-sheet');
    await page.waitForFunction(() => document.getElementById('sheet')?.parentElement?.dataset.phase === 'open');
    // Inside the <dialog>: the panel follows the finger, dragged by its handle (the titled bar).
    const handleSelector = '#sheet div[title]';
    const panel = `#sheet div:has(> ${'div[title]'})`;
    // This page has no stylesheet: give the handle the height the shop's CSS gives it.
    await page.addStyleTag({ content: `${handleSelector} { display: block; height: 24px; }` });
    const handle = await page.locator(handleSelector).first().boundingBox();
    const drag = async (dy: number) => {
      await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + 5);
      await page.mouse.down();
      await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + 5 + dy, { steps: 4 });
      // The sheet follows the finger while dragging.
      // (A pointermove is a continuous event: React renders its update in a later frame.)
      await page.waitForFunction(([p, want]) => (document.querySelector(p) as HTMLElement | null)?.style.transform === want, [panel, `translateY(${dy}px)`] as const, { timeout: 5_000 });
      await page.mouse.up();
    };
    await drag(15);
    // The release was handled (the sheet no longer follows the finger) and rendered.
    await page.waitForFunction((p) => (document.querySelector(p) as HTMLElement | null)?.style.transform === '', panel, { timeout: 5_000 });
    await frames(page);
    expect(await phase(page, 'sheet')).toBe('open');
    await recordPhases(page, 'sheet');
    await drag(30);
    await page.waitForFunction(() => !document.getElementById('sheet'));
    expect(await phases(page)).toEqual(['closing', 'removed']);
    await page.close();
  });

  it('runs a dialog with 취소/확인 and reports its layer to the app', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/overlays`);
    await page.click('#open-dialog');
    await page.waitForFunction(() => document.getElementById('dialog')?.parentElement?.dataset.phase === 'open');
    expect(await page.evaluate(() => document.getElementById('dialog')?.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('취소');
    await page.click('#dialog button:has-text("확인")');
    await page.waitForFunction(() => !document.getElementById('dialog'));
    expect(await messages(page)).toEqual(['layerDidOpen', 'layerDidClose']);
    await page.close();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../../origin/db/seed/members';
import { ko } from '../../src/copy/ko';
import { SHOP_IDENTITY_VARS } from '../../src/shop/identity';
import { BUDGET_KIB, dryRun, keptInBundle, overBudget } from '../../scripts/deploy.mjs';
import { browse, Jar, login, PASSWORD, STOREFRONT_ORIGIN } from '../integration/cookie-session';
import { BUNDLE_DIR, declaredBindings, givenBindings, outbound, startDeployed, type DeployedStorefront } from './deployed-workers';

/**
 * Issue 28 item 4: what is tested is what ships. The workerd integration tests build the apps from
 * source; these run the deploy's own bundles (dist/deploy, written by the plain
 * `wrangler deploy --dry-run` just before them in `npm test`), so a wrangler.toml alias or define,
 * a [build] step or a bundling change that breaks the deployed worker fails here. Development mode
 * for the journeys (the origin seeds its catalogue), production mode for the refusals.
 */
const ADULT_ITEM = 1005;

// Deployed without outside providers or hosts configured, the workers reach nothing outside.
afterAll(() => {
  expect(outbound).toEqual([]);
});
const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function itemName(sf: DeployedStorefront, itemNo: number): Promise<string> {
  const res = await sf.origin.fetch(`/api/v5/product-detail/${itemNo}`);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { itemName: string } };
  expect(data.itemName.length).toBeGreaterThan(3);
  return data.itemName;
}

describe('the bundles as configured', () => {
  it('leave out what a deploy leaves out', () => {
    for (const w of ['origin', 'edge']) expect(keptInBundle(w, join(BUNDLE_DIR, w)), w).toEqual([]);
  });

  it(`stay within their size budgets (origin ${BUDGET_KIB.origin} KiB gzip, edge ${BUDGET_KIB.edge} KiB)`, () => {
    for (const w of ['origin', 'edge']) expect(overBudget(w, join(BUNDLE_DIR, w)), w).toBeNull();
  });

  it('get every binding their wrangler.toml declares, here as deployed', () => {
    const given = givenBindings();
    for (const w of ['edge', 'origin'] as const) {
      const declared = declaredBindings(`${w}/wrangler-env.d.ts`);
      expect(declared, w).toContain('ENVIRONMENT');
      expect(given[w], w).toEqual(expect.arrayContaining(declared));
    }
  });

  it('are what `npm run deploy` ships: its dry run writes the same worker.js and source map', () => {
    // npm test wrote dist/deploy with a plain `npx wrangler deploy --dry-run` in each worker's
    // directory; this is the dry run `npm run deploy -- --dry-run` makes, at the same depth (the
    // map's sources are relative to it). What [build] makes is there already, so it is skipped.
    // Without vitest's NODE_ENV=test, which would bundle React's development build, as it would
    // in any shell that sets NODE_ENV (a plain `wrangler deploy` alike).
    const npmOut = join(BUNDLE_DIR, '..', 'deploy-npm');
    const results = dryRun(npmOut, { env: { STOREFRONT_BUNDLE_PREPARED: '1', NODE_ENV: undefined } });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    for (const w of ['origin', 'edge']) {
      const plain = join(BUNDLE_DIR, w);
      const npm = join(npmOut, w);
      expect(readFileSync(join(npm, 'worker.js')).equals(readFileSync(join(plain, 'worker.js'))), `${w}/worker.js`).toBe(true);
      // The map names the folder it was written to (sourceRoot), which is all that differs.
      const map = (dir: string) => readFileSync(join(dir, 'worker.js.map'), 'utf8').replace(/"sourceRoot": ?"[^"]*"/, '"sourceRoot": ""');
      expect(map(npm) === map(plain), `${w}/worker.js.map`).toBe(true);
    }
    // Two bundlings: a few seconds each on an idle 2-core machine, far more on a busy one.
  }, 180_000);
});

describe('the deployed bundles in development mode', () => {
  let sf: DeployedStorefront;
  beforeAll(async () => {
    sf = await startDeployed('development');
  });
  afterAll(() => sf?.dispose());

  it('render an item page, with the QA label of a non-production environment', async () => {
    const name = await itemName(sf, 1001);
    const res = await sf.fetch('/products/1001');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="pdp-title"');
    expect(html).toContain(name);
    expect(html).toContain('data-testid="qa-label"');
    // The client build's script, named by the asset manifest the edge reads from its ASSETS.
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await sf.fetch(script!)).status).toBe(200);
  });

  it('render a listing', async () => {
    const res = await sf.fetch('/search?keyword=%EB%8B%88%ED%8A%B8');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/href="\/products\/\d+"/g)?.length ?? 0).toBeGreaterThan(1);
  });

  it('log a member in and put an item in the cart', async () => {
    // A deploy's origin carries no demo members (a define drops them, checked above): they are put
    // into its database with the project's own seed, as a shop's members would be there.
    await itemName(sf, 1003);
    await seedMembers(await sf.originDb(), new Date());
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const added = await browse(sf, jar, '/api/v4/cart-item', json('POST', { itemNo: 1003, lines: [{ optionNo: null, qty: 1 }] }));
    expect(added.status, await added.clone().text()).toBe(200);
    expect(((await added.json()) as { data: { count: number } }).data.count).toBe(1);
    const cart = await browse(sf, jar, '/api/v4/cart-item');
    expect(cart.status).toBe(200);
    expect(((await cart.json()) as { data: { lines: { itemNo: number }[] } }).data.lines.map((l) => l.itemNo)).toEqual([1003]);
  });

  it(`show a visitor the adult gate for item ${ADULT_ITEM}, not the item`, async () => {
    const name = await itemName(sf, ADULT_ITEM);
    const res = await sf.fetch(`/products/${ADULT_ITEM}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(/data-adult-gate="(\w+)"/.exec(html)?.[1]).toBe('visitor');
    expect(html).not.toContain(name);
    expect(html).not.toContain('id="pdp-title"');
  });
});

describe('the deployed bundles in production mode', () => {
  let sf: DeployedStorefront;
  beforeAll(async () => {
    sf = await startDeployed('production');
  });
  afterAll(() => sf?.dispose());

  it('say production, and show no QA label', async () => {
    const health = await sf.fetch('/healthz');
    expect(((await health.json()) as { environment: string }).environment).toBe('production');
    const res = await sf.fetch('/products/1001');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="pdp-title"');
    expect(html).not.toContain('data-testid="qa-label"');
  });

  it('show none of the sample shop identity anywhere a visitor reaches, and /healthz names each var (issue 31 §1)', async () => {
    const health = (await (await sf.fetch('/healthz')).json()) as { missing: string[] };
    expect(health.missing).toEqual(expect.arrayContaining(Object.values(SHOP_IDENTITY_VARS)));
    const OLD_IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.0.0(700)';
    const OLD_ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; SM-S918N; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 StorefrontApp/Android/5.0.0(100)';
    const SAMPLES = /\(샘플\)|셀렉트샵 주식회사|성수이로 00|1600-0000|help@demo\.test|000-00-00000|id0000000000|com\.storefront\.app/;
    const pages: Array<[string, Record<string, string>]> = [
      ['/', {}],
      ['/home/about', {}],
      ['/contact-us', {}],
      ['/policy/privacy', {}],
      ['/policy/terms', {}],
      // The adult gate carries the identity failure's contacts as an island prop.
      [`/products/${ADULT_ITEM}`, {}],
      // An app too old to share natively gets the update-app dialog, and its store link.
      ['/products/1001', { 'user-agent': OLD_IOS_APP }],
      ['/products/1001', { 'user-agent': OLD_ANDROID_APP }],
    ];
    for (const [path, headers] of pages) {
      const res = await sf.fetch(path, { headers });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html.match(SAMPLES)?.[0] ?? null, `${path} ${headers['user-agent'] ?? ''}`).toBeNull();
      expect(html, path).not.toContain('data-testid="footer-business"');
      expect(html, path).not.toContain('data-testid="shop-identity"');
    }
    const gate = await (await sf.fetch(`/products/${ADULT_ITEM}`)).text();
    expect(gate).toContain('"helpContact":null');
    // No store configured: the old app shares like the web instead of opening a dialog with a placeholder listing.
    const old = await (await sf.fetch('/products/1001', { headers: { 'user-agent': OLD_IOS_APP } })).text();
    expect(old).not.toMatch(/apps\.apple\.com|play\.google\.com/);
    // What a visitor is sent of the identity failure's words (the client's copy) names no sample either.
    const identityCopy = ko.identity.nameMismatchBody(null);
    expect(identityCopy).not.toMatch(SAMPLES);
  });

  it("serve an item image by the manifest the origin reads from its assets (a deploy's script does not carry it)", async () => {
    for (const [query, type] of [
      ['w=320&f=webp', 'image/webp'],
      ['w=640&f=avif', 'image/avif'],
    ]) {
      const res = await sf.origin.fetch(`/images/items/7.jpg?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const unknown = await sf.origin.fetch('/images/items/999999.jpg?w=320&f=webp');
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
  });

  it('serve no sandbox, through the edge or on the origin', async () => {
    for (const path of [
      '/sandbox/identity?purpose=ci&origin=http://127.0.0.1:1',
      '/sandbox/%69dentity?purpose=adult&origin=http://127.0.0.1:1',
      '/sandbox/social/naver/authorize?redirect_uri=http://127.0.0.1/x&state=s',
    ]) {
      const viaEdge = await sf.fetch(path);
      expect(viaEdge.status, path).toBe(404);
      await viaEdge.body?.cancel();
      const onOrigin = await sf.origin.fetch(path);
      expect(onOrigin.status, path).toBe(404);
      await onOrigin.body?.cancel();
    }
  });

  it('log no demo member in', async () => {
    const res = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: 'adult@demo.test', password: PASSWORD }),
    });
    expect(res.status).toBe(401);
    await res.body?.cancel();
    const db = await sf.originDb();
    const row = await db.prepare("SELECT COUNT(*) AS n FROM members WHERE user_id LIKE '%@demo.test'").first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});

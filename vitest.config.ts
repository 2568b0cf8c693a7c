import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-plugin';

// Two projects: pure rules run in Node next to their code; worker behaviour runs inside
// workerd (the same runtime as production) with the origin's D1 binding available.
/** `.sql` files import as their text, as wrangler's Text rule bundles them (origin migrations). */
const sqlText: Plugin = {
  name: 'sql-text',
  load(id) {
    return id.endsWith('.sql') ? `export default ${JSON.stringify(readFileSync(id, 'utf8'))};` : null;
  },
};

/**
 * Integration files that need a database and isolate of their own: they count or change what the
 * demo members and items hold (likes, carts, orders, identity, consent), wipe or re-migrate the
 * database, or run as a production deployment. Found by running every file in one shared
 * isolate with `--sequence.shuffle` under several seeds; a new file that asserts on shared demo
 * data belongs here.
 */
const FRESH_DATABASE = [
  'adult-gate-pages',
  'adult-holders',
  'adult-images',
  'adult-verification-flag',
  'brand-likes',
  'cart',
  'checkout-form',
  'checkout-form-pages',
  'cart-option-text',
  'concurrency-cart-orders',
  'concurrency-member',
  'cross-site',
  'fuzz',
  'gifts',
  'identity-flow',
  'invalid-bodies',
  'item-labels',
  'join',
  'leave',
  'likes',
  'listing-like',
  'link-families',
  'member-text',
  'my-page',
  'order-detail',
  'order-expiry',
  'orders',
  'origin-actions-cart',
  'origin-auth-account',
  'origin-auth-login',
  'origin-data-assets',
  'origin-database',
  'origin-identity-adult',
  'origin-item-content',
  'origin-product-detail',
  'payments',
  'payments-pages',
  'payments-review',
  'photo-reviews',
  'production-mode',
  'review-list',
  'review-uploads',
  'reviews-write',
  'sample-reviews',
  'session-member-actions',
  'session-revocation',
  'tags',
].map((name) => `tests/integration/${name}.test.ts`);

/**
 * Worker behaviour inside workerd. A file's own isolate means importing the whole app again,
 * module by module over the runner's socket (about 3 s a file on 2 cores), so the files that do
 * not need one share an isolate, and dependencies are pre-bundled into one module each.
 */
/**
 * The cache-off run (issue 30 §1): these files run a second time with every speed layer off
 * (CACHE_OFF=all: page, fragment and upstream caches; and memos, tests/setup/caches-off.ts), so no
 * behaviour depends on a cache. Together they cover every page and route the edge serves, each as
 * a member, a visitor with a stale cookie and a visitor (cache-headers walks the app's own route
 * table), the item, listing and content pages' content, the member's pages and the adult gate
 * and adult-only item for a visitor, a member and a verified adult. About a minute on 2 cores.
 */
// navigation-pages left the set (it ran twice, 8 s plus its isolate): every listing, search and
// home route is still rendered with every layer off by cache-headers' walk, as a visitor and a member.
const CACHE_OFF_RUN = ['caches-off-run', 'cache-headers', 'product-page', 'adult-gate-pages', 'my-page'].map((name) => `tests/integration/${name}.test.ts`);

function workersProject(name: string, files: { isolate: boolean; include?: string[]; exclude?: string[]; cacheOff?: boolean }) {
  return {
    extends: true as const,
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './tests/integration/wrangler.toml' },
        // FUZZ_SEED / FUZZ_RUNS: tests/integration/fuzz.test.ts runs a fixed seed unless told.
        miniflare: { cf: false, bindings: { FUZZ_SEED: process.env.FUZZ_SEED ?? '', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '', ...(files.cacheOff ? { CACHE_OFF: 'all' } : {}) } },
      }),
    ],
    test: {
      name,
      isolate: files.isolate,
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              'hono',
              'hono/tiny',
              'hono/factory',
              'hono/utils/http-status',
              'hono/body-limit',
              'zod',
              'zod/mini',
              'jose',
              'react',
              'react/jsx-runtime',
              'react-dom/server',
              'date-fns',
              'date-fns-tz',
              'date-fns/locale/ko',
              '@tanstack/react-query',
              'fast-check',
            ],
          },
        },
      },
      include: files.include ?? ['tests/integration/**/*.test.{ts,tsx}'],
      exclude: files.exclude ?? [],
      setupFiles: ['tests/setup/clear-memory-cache.ts', ...(files.cacheOff ? ['tests/setup/caches-off.ts'] : [])],
      // Hooks get the tests' bound: a fresh database's first call migrates and seeds it, and a
      // beforeAll making that call took over vitest's 10 s default on a loaded CI box.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  };
}

export default defineConfig({
  plugins: [sqlText],
  // Where the pre-bundled dependencies go; two checkouts sharing one node_modules (git worktrees)
  // give each its own with VITEST_CACHE_DIR, or they rebuild each other's mid-run.
  ...(process.env.VITEST_CACHE_DIR ? { cacheDir: process.env.VITEST_CACHE_DIR } : {}),
  test: {
    // vitest runs one file at a time on a 2-core machine (cores − 1); two at a time measured
    // 4.5 → 3.2 min for the workerd files and 2.0 → 1.2 min for the unit files (with threads),
    // which keeps a full CI run well inside its 20 minutes.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Threads start faster than forked processes; these files share nothing at run time.
          pool: 'threads',
          include: ['{src,rules,schemas,edge,origin,client,scripts}/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'],
          // No shared setup file: clearing the caches meant importing the render modules into
          // every unit file (40 s of 115). Each file has its own modules; a file that fills a
          // cache clears it itself (edge/upstream/cache.test.ts).
        },
      },
      workersProject('workers', { isolate: false, exclude: FRESH_DATABASE }),
      workersProject('workers-fresh', { isolate: true, include: FRESH_DATABASE }),
      workersProject('workers-cache-off', { isolate: true, include: CACHE_OFF_RUN, cacheOff: true }),
    ],
  },
});

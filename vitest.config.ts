import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';

// Two projects: pure rules run in Node next to their code; worker behaviour runs inside
// workerd (the same runtime as production) with the origin's D1 binding available.
/** `.sql` files import as their text, as wrangler's Text rule bundles them (origin migrations). */
const sqlText: Plugin = {
  name: 'sql-text',
  load(id) {
    return id.endsWith('.sql') ? `export default ${JSON.stringify(readFileSync(id, 'utf8'))};` : null;
  },
};

export default defineConfig({
  plugins: [sqlText],
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
          setupFiles: ['tests/setup/clear-memory-cache.ts'],
        },
      },
      {
        extends: true,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './tests/integration/wrangler.toml' },
            // FUZZ_SEED / FUZZ_RUNS: tests/integration/fuzz.test.ts runs a fixed seed unless told.
            miniflare: { cf: false, bindings: { FUZZ_SEED: process.env.FUZZ_SEED ?? '', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '' } },
          }),
        ],
        test: {
          name: 'workers',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/clear-memory-cache.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});

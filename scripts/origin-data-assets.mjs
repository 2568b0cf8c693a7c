// What a deployed origin reads from its assets instead of carrying in its script
// (origin/db/data-assets.ts says why): the migrations, from the same .sql files
// `wrangler d1 migrations apply` reads, and the demo seed, built for today by the same
// `buildSeedData` development runs in the worker. Written to origin/assets/_data (not committed)
// by the origin's `[build] command` (scripts/prepare-bundle.mjs), before wrangler uploads its assets.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = join(root, 'origin/db/migrations');
export const DATA_DIR = join(root, 'origin/assets/_data');

/** Every migration file, in the order wrangler applies them (by name). */
export function migrationList() {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(migrationsDir, name), 'utf8') }));
}

/** The seed as the worker would build it on `now`'s Seoul day (origin/db/seed/data.ts, bundled for Node). */
export async function seedDataFor(now = new Date()) {
  const out = join(root, 'dist/deploy/seed-data.mjs');
  buildSync({
    entryPoints: [join(root, 'origin/db/seed/data.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    logLevel: 'error',
  });
  const { buildSeedData } = await import(`${pathToFileURL(out).href}?t=${Date.now()}`);
  return buildSeedData(now);
}

/** Writes both files (names as origin/db/data-assets.ts reads them); what was written, for the deploy's log. */
export async function writeDataAssets(now = new Date(), dir = DATA_DIR) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const seed = await seedDataFor(now);
  const migrations = migrationList();
  writeFileSync(join(dir, 'migrations.json'), JSON.stringify(migrations));
  writeFileSync(join(dir, 'seed.json'), JSON.stringify(seed));
  return [`migrations.json (${migrations.length})`, `seed.json (seed ${seed.version}, ${seed.today}, ${seed.catalogue.length} rows)`];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log((await writeDataAssets()).join('\n'));

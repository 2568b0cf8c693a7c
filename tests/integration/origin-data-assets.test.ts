import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DATA_ASSETS } from '../../origin/db/data-assets';
import { applyMigrations, ensureDatabase, seedIfNeeded, type DataSource } from '../../origin/db/migrate';
import { MIGRATIONS } from '../../origin/db/migrations';
import { readMigrationsAsset } from '../../origin/db/migrations-source';
import { buildSeedData } from '../../origin/db/seed/data';
import { readSeedAsset } from '../../origin/db/seed/source';
import { SEED_VERSION } from '../../origin/db/seed/version';

// A deployed origin reads its migrations and seed from its assets (origin/db/data-assets.ts);
// these are the files scripts/origin-data-assets.mjs writes, served the way ASSETS serves them.
const DB = (env as unknown as { DB: D1Database }).DB;
const count = async (sql: string) => (await DB.prepare(sql).first<{ n: number }>())?.n ?? -1;

let fetched: string[] = [];

function assetsServing(files: Record<string, unknown>): Fetcher {
  const fetcher = {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      fetched.push(path);
      return path in files ? new Response(JSON.stringify(files[path]), { headers: { 'content-type': 'application/json' } }) : new Response('Not Found', { status: 404 });
    },
  };
  return fetcher as unknown as Fetcher;
}

const deployed = (now = new Date()) => assetsServing({ [DATA_ASSETS.migrations]: MIGRATIONS, [DATA_ASSETS.seed]: buildSeedData(now) });

const fromAssets = (assets: Fetcher): DataSource => ({ migrations: () => readMigrationsAsset(assets), seed: () => readSeedAsset(assets) });

describe("origin data read from a deploy's assets", () => {
  it('are the same migrations, already applied to a database the bundled ones migrated', async () => {
    await ensureDatabase(DB);
    expect(await readMigrationsAsset(deployed())).toEqual(MIGRATIONS);
  });

  // Every cold isolate checks the migrations: their texts are fetched only when one is pending.
  it('are fetched only when a migration is pending, and then applied from the file', async () => {
    await ensureDatabase(DB);
    fetched = [];
    expect(await applyMigrations(DB, fromAssets(deployed()))).toEqual([]);
    expect(fetched).toEqual([]);
    // One migration made pending again: the newest that can run twice (an ALTER TABLE … ADD
    // COLUMN cannot; every CREATE here says IF NOT EXISTS), so that applying it again is what a
    // deploy with one new migration does.
    const last = MIGRATIONS.findLast((m) => !/\bALTER\s+TABLE\b/i.test(m.sql))!.name;
    await DB.prepare('DELETE FROM d1_migrations WHERE name = ?').bind(last).run();
    expect(await applyMigrations(DB, fromAssets(deployed()))).toEqual([last]);
    expect(fetched).toEqual([DATA_ASSETS.migrations]);
  });

  it('seed the same catalogue as the worker builds on the same day', async () => {
    await ensureDatabase(DB);
    const before = {
      items: await count('SELECT COUNT(*) AS n FROM items'),
      options: await count('SELECT COUNT(*) AS n FROM item_options'),
      reviews: await count('SELECT COUNT(*) AS n FROM reviews'),
    };
    const rowsOf1001 = async () => ({
      item: await DB.prepare('SELECT * FROM items WHERE item_no = 1001').first(),
      options: (await DB.prepare('SELECT * FROM item_options WHERE item_no = 1001 ORDER BY option_no').all()).results,
    });
    const item = await rowsOf1001();
    await DB.prepare("UPDATE meta SET value = 'old' WHERE key = 'seed_version'").run();
    expect(await seedIfNeeded(DB, fromAssets(deployed()))).toBe(true);
    expect({
      items: await count('SELECT COUNT(*) AS n FROM items'),
      options: await count('SELECT COUNT(*) AS n FROM item_options'),
      reviews: await count('SELECT COUNT(*) AS n FROM reviews'),
    }).toEqual(before);
    expect(await rowsOf1001()).toEqual(item);
    expect(item.options.length).toBeGreaterThan(0);
    expect(await DB.prepare("SELECT value FROM meta WHERE key = 'seed_version'").first()).toEqual({ value: SEED_VERSION });
  });

  it('refuse a missing file with the command that writes it', async () => {
    await expect(readSeedAsset(assetsServing({}))).rejects.toThrow(/answered 404.*npm run deploy/);
    await expect(readMigrationsAsset(assetsServing({}))).rejects.toThrow(/answered 404.*npm run deploy/);
    await expect(readSeedAsset(undefined)).rejects.toThrow(/no ASSETS binding/);
  });

  it('refuse a seed of another version, or a file that is not what it claims', async () => {
    const seed = buildSeedData(new Date());
    await expect(readSeedAsset(assetsServing({ [DATA_ASSETS.seed]: { ...seed, version: 'other' } }))).rejects.toThrow(/seed version other.*deploy again/);
    await expect(readSeedAsset(assetsServing({ [DATA_ASSETS.seed]: { version: SEED_VERSION } }))).rejects.toThrow(/not seed data/);
    await expect(readMigrationsAsset(assetsServing({ [DATA_ASSETS.migrations]: [...MIGRATIONS].reverse() }))).rejects.toThrow(/not a list of migrations in order/);
    await expect(readMigrationsAsset(assetsServing({ [DATA_ASSETS.migrations]: [] }))).rejects.toThrow(/not a list/);
    await expect(readMigrationsAsset(assetsServing({ [DATA_ASSETS.migrations]: [{ name: '../x.sql', sql: '' }] }))).rejects.toThrow(/not a list/);
  });
});

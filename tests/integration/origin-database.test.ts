import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { applyMigrations, ensureDatabase, forgetEnsuredDatabase, SEED_VERSION, seedIfNeeded } from '../../origin/db/migrate';
import { MIGRATIONS } from '../../origin/db/migrations';

const DB = (env as unknown as { DB: D1Database }).DB;
const count = async (sql: string) => (await DB.prepare(sql).first<{ n: number }>())?.n ?? -1;

describe('origin database', () => {
  it('migrates and seeds once, and a second run changes nothing', async () => {
    await ensureDatabase(DB);
    await ensureDatabase(DB);
    expect(await applyMigrations(DB)).toEqual([]);
    expect(await seedIfNeeded(DB)).toBe(false);
    const names = (await DB.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>()).results.map((r) => r.name);
    expect(names).toEqual(MIGRATIONS.map((m) => m.name));
    const seed = await DB.prepare("SELECT value FROM meta WHERE key = 'seed_version'").first<{ value: string }>();
    expect(seed?.value).toBe(SEED_VERSION);
  });

  // A database migrated when the migrations were TS modules recorded '0001_catalog', not the
  // file name wrangler records ('0001_catalog.sql'): it is renamed and nothing runs again.
  it('takes a database migrated under the old names as migrated', async () => {
    await ensureDatabase(DB);
    await DB.prepare("UPDATE d1_migrations SET name = substr(name, 1, length(name) - 4) WHERE name LIKE '%.sql'").run();
    forgetEnsuredDatabase(DB);
    expect(await applyMigrations(DB)).toEqual([]);
    const names = (await DB.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>()).results.map((r) => r.name);
    expect(names).toEqual(MIGRATIONS.map((m) => m.name));
  });

  it('survives concurrent first calls and a second seeder writing the same rows', async () => {
    await Promise.all([ensureDatabase(DB), ensureDatabase(DB), applyMigrations(DB)]);
    const before = await count('SELECT COUNT(*) AS n FROM item_options');
    // A second isolate that saw no seed row writes the same catalogue over the first one.
    await DB.prepare("DELETE FROM meta WHERE key = 'seed_version'").run();
    expect(await seedIfNeeded(DB)).toBe(true);
    expect(await count('SELECT COUNT(*) AS n FROM item_options')).toBe(before);
    expect(await count('SELECT COUNT(*) AS n FROM items')).toBeGreaterThanOrEqual(80);
  });

  it('re-seeds cleanly when the stored seed version differs', async () => {
    await ensureDatabase(DB);
    await DB.prepare("UPDATE meta SET value = 'old' WHERE key = 'seed_version'").run();
    await DB.prepare("INSERT INTO qna (qna_no, item_no, user_masked_id, title, content, inserted_at) VALUES (999999, 1001, 'x', 'stale', 'stale', '2020-01-01')").run();
    expect(await seedIfNeeded(DB)).toBe(true);
    expect(await count('SELECT COUNT(*) AS n FROM qna WHERE qna_no = 999999')).toBe(0);
  });

  it('holds the demo catalogue', async () => {
    await ensureDatabase(DB);
    expect(await count('SELECT COUNT(*) AS n FROM items')).toBeGreaterThanOrEqual(80);
    expect(await count('SELECT COUNT(*) AS n FROM brands')).toBeGreaterThanOrEqual(8);
    const tops = await DB.prepare("SELECT name FROM categories WHERE depth = 1 AND kind = 'main' ORDER BY code").all<{ name: string }>();
    expect(tops.results.map((r) => r.name)).toEqual(['여성', '남성', '라이프']);
    expect(await count("SELECT COUNT(*) AS n FROM categories WHERE depth = 1 AND name IN ('EXCLUSIVE', 'LUXURY', 'PREMIUM')")).toBe(3);
    expect(await count('SELECT COUNT(*) AS n FROM brands WHERE brand_no = 16404 AND is_special = 1')).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM reviews')).toBeGreaterThan(100);
    expect(await count('SELECT COUNT(*) AS n FROM review_photos')).toBeGreaterThan(20);
    expect(await count('SELECT COUNT(*) AS n FROM qna WHERE is_secret = 1')).toBeGreaterThan(0);
    expect(await count('SELECT COUNT(*) AS n FROM feature_toggles')).toBe(3);
    expect(await count("SELECT COUNT(*) AS n FROM item_images WHERE width = 0 AND image_url <> ''")).toBe(0);
    expect((await DB.prepare('PRAGMA foreign_key_check').all()).results).toEqual([]);
  });
});

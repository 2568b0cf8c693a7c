import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { applyMigrations, ensureDatabase, forgetEnsuredDatabase, SEED_VERSION, seedIfNeeded } from '../../origin/db/migrate';
import { MIGRATIONS } from '../../origin/db/migrations';
import { splitStatements } from '../../origin/db/migrate-sql';

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

  // 0014 rebuilds `orders` (a CHECK cannot change in place) and `order_lines` under D1's foreign
  // keys: the rows, 0012's columns and the lines pointing at them must come through. The
  // migration is run again here over a stored order, on copies named as the tables were before.
  it('rebuilds the orders tables for cart orders without losing an order or its lines', async () => {
    await ensureDatabase(DB);
    await DB.batch([
      DB.prepare("INSERT INTO orders (order_no, user_no, kind, status, total_price, created_at, paid_at, ship_at, deliver_at) VALUES ('m0014', 1, 'gift', 'PAID', 5000, 1, 2, 3, 4)"),
      DB.prepare("INSERT INTO order_lines (order_no, seq, item_no, option_no, option_text, qty, unit_price, cart_item_no) VALUES ('m0014', 0, 1003, NULL, '', 1, 5000, 9)"),
    ]);
    // Run again, the copy step reads the columns 0005 had; cart_item_no is not among them.
    const sql = MIGRATIONS.find((m) => m.name === '0014_cart_orders.sql')!.sql;
    await DB.batch(splitStatements(sql).map((s) => DB.prepare(s)));
    expect(await DB.prepare("SELECT kind, status, total_price, paid_at, ship_at, deliver_at FROM orders WHERE order_no = 'm0014'").first()).toEqual({
      kind: 'gift',
      status: 'PAID',
      total_price: 5000,
      paid_at: 2,
      ship_at: 3,
      deliver_at: 4,
    });
    expect(await DB.prepare("SELECT item_no, qty, unit_price FROM order_lines WHERE order_no = 'm0014'").first()).toEqual({ item_no: 1003, qty: 1, unit_price: 5000 });
    expect((await DB.prepare('PRAGMA foreign_key_check').all()).results).toEqual([]);
    expect(await DB.prepare("SELECT sql FROM sqlite_master WHERE name = 'order_lines'").first<{ sql: string }>()).toMatchObject({ sql: expect.stringMatching(/REFERENCES "?orders"?\(order_no\)/) });
    await DB.prepare("INSERT INTO orders (order_no, user_no, kind, total_price, created_at) VALUES ('m0014c', 1, 'cart', 1, 1)").run();
    await expect(DB.prepare("INSERT INTO orders (order_no, user_no, kind, total_price, created_at) VALUES ('m0014x', 1, 'other', 1, 1)").run()).rejects.toThrow(/CHECK/);
    await expect(DB.prepare("INSERT INTO order_lines (order_no, seq, item_no, qty, unit_price) VALUES ('nobody', 0, 1003, 1, 1)").run()).rejects.toThrow(/FOREIGN KEY/);
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

import { splitStatements } from './migrate-sql';
import type { Migration } from './migrations';
import { migrationsOf } from './migrations-source';
import { MIGRATION_NAMES } from './migrations/names';
import type { SeedData } from './seed/data';
import { seedData } from './seed/source';
import { insertSql, SEEDED_TABLES } from './seed/statements';
import { SEED_VERSION } from './seed/version';

export { SEED_VERSION };

// Same table and names wrangler's `d1 migrations apply` keeps, so both ways of migrating agree.
const BOOTSTRAP = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;
// Databases migrated before the migrations were .sql files recorded '0001_catalog' for
// '0001_catalog.sql': renamed, so neither this runner nor wrangler applies them again.
const LEGACY_NAMES = "UPDATE d1_migrations SET name = name || '.sql' WHERE name NOT LIKE '%.sql'";

const ensured = new WeakMap<D1Database, Promise<void>>();

/**
 * Applies pending migrations, then seeds the demo catalogue if this database has not got the
 * current seed. Called before every request: after the first it is one resolved promise per
 * binding. A failure is not cached, so the next request tries again.
 *
 * `assets` is the origin's ASSETS binding, where a deployed origin reads its seed (db/seed/source.ts).
 *
 * @example app.use('*', async (c, next) => { await ensureDatabase(c.env.DB, c.env.ASSETS); await next(); })
 */
export function ensureDatabase(db: D1Database, assets?: Fetcher): Promise<void> {
  let pending = ensured.get(db);
  if (!pending) {
    pending = migrateAndSeed(db, assets).catch((err: unknown) => {
      ensured.delete(db);
      throw err;
    });
    ensured.set(db, pending);
  }
  return pending;
}

/** Forget that a binding was prepared (tests that wipe the database call this). */
export function forgetEnsuredDatabase(db: D1Database): void {
  ensured.delete(db);
}

/**
 * Where the migrations and the catalogue come from: bundled or built in the worker, or a deploy's
 * assets (./data-assets.ts), as the build decides; tests may hand in the asset readers.
 */
export interface DataSource {
  migrations(): Promise<readonly Migration[]>;
  seed(now: Date): Promise<Pick<SeedData, 'catalogue'>>;
}

export const dataSourceOf = (assets?: Fetcher): DataSource => ({
  migrations: () => migrationsOf(assets),
  seed: (now) => seedData(assets, now),
});

async function migrateAndSeed(db: D1Database, assets: Fetcher | undefined): Promise<void> {
  const source = dataSourceOf(assets);
  await applyMigrations(db, source);
  await seedIfNeeded(db, source);
}

export async function applyMigrations(db: D1Database, source: DataSource = dataSourceOf()): Promise<string[]> {
  const [, , applied] = await db.batch<{ name: string }>([db.prepare(BOOTSTRAP), db.prepare(LEGACY_NAMES), db.prepare('SELECT name FROM d1_migrations')]);
  const done = new Set((applied?.results ?? []).map((r) => r.name));
  // Every cold isolate comes through here: a deployed origin fetches the texts only when one is due.
  if (MIGRATION_NAMES.every((name) => done.has(name))) return [];
  const migrations = await source.migrations();
  const appliedNow: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    // The plain INSERT comes first: if another isolate recorded this migration meanwhile, the
    // UNIQUE name fails and rolls the whole batch back, so the DDL never runs twice.
    try {
      await db.batch([db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(m.name), ...splitStatements(m.sql).map((s) => db.prepare(s))]);
      appliedNow.push(m.name);
    } catch (err) {
      if (!/UNIQUE/i.test(String(err))) throw err;
    }
  }
  return appliedNow;
}

/** Seeds in one batch (one transaction): a database is either fully seeded or not at all. */
export async function seedIfNeeded(db: D1Database, source: DataSource = dataSourceOf()): Promise<boolean> {
  const current = await db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").first<{ value: string }>();
  if (current?.value === SEED_VERSION) return false;
  const { catalogue } = await source.seed(new Date());
  const statements: D1PreparedStatement[] = [];
  if (current) for (const table of SEEDED_TABLES) statements.push(db.prepare(`DELETE FROM ${table}`));
  for (const [table, row] of catalogue) {
    const { sql, values } = insertSql(table, row);
    // OR REPLACE: two isolates seeding a fresh database at once write identical rows.
    statements.push(db.prepare(sql.replace(/^INSERT /, 'INSERT OR REPLACE ')).bind(...values));
  }
  statements.push(db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seed_version', ?)").bind(SEED_VERSION));
  await db.batch(statements);
  return true;
}

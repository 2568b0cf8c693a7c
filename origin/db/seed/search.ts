import { formatSeoulNumeric } from '../../../rules/seoul-time';
import type { SeedData } from './data';
import { seedData } from './source';
import { insertSql } from './statements';
import { SEED_VERSION } from './version';

/**
 * The data 0006 adds that the catalogue seed (origin/db/migrate.ts) does not write: the name
 * indexes, the popular-keyword baseline and the notices. It runs after `ensureDatabase`, from
 * the routes that need it, because migrations run before the catalogue is seeded and an index
 * built in a migration would be empty.
 *
 * The mark in `meta` ties the indexes to the catalogue's seed version: a re-seeded catalogue
 * (new SEED_VERSION) gets fresh indexes on the next request. Notices and keywords are inserted
 * OR IGNORE, so an edited notice or a real search count is never reset.
 *
 * @example searchRoute.get('/keyword/popular', withSearchSeed, handler)
 */

/** Bump the suffix when notices, keywords or what the indexes hold change. */
export const SEARCH_SEED_MARK = `${SEED_VERSION}.search-1`;

const ensured = new WeakMap<D1Database, Promise<void>>();

export function ensureSearchSeed(db: D1Database, assets?: Fetcher): Promise<void> {
  let pending = ensured.get(db);
  if (!pending) {
    pending = seedSearch(db, assets).catch((err: unknown) => {
      ensured.delete(db);
      throw err;
    });
    ensured.set(db, pending);
  }
  return pending;
}

/** Forget that a binding was prepared (tests that wipe the database call this). */
export function forgetSearchSeed(db: D1Database): void {
  ensured.delete(db);
}

async function seedSearch(db: D1Database, assets: Fetcher | undefined): Promise<void> {
  const mark = await db.prepare("SELECT value FROM meta WHERE key = 'search_seed'").first<{ value: string }>();
  if (mark?.value === SEARCH_SEED_MARK) return;
  const now = new Date();
  await db.batch(searchSeedStatements(db, await seedData(assets, now), now));
}

/** One batch, one transaction: two isolates doing this at once write the same rows. */
export function searchSeedStatements(db: D1Database, data: Pick<SeedData, 'notices' | 'keywords'>, now: Date): D1PreparedStatement[] {
  const at = formatSeoulNumeric(now, 'yyyy-MM-dd HH:mm:ss');
  const statements = [
    db.prepare('DELETE FROM item_search'),
    db.prepare(
      `INSERT INTO item_search (rowid, item_name, brand_name, brand_name_eng)
       SELECT i.item_no, i.item_name, b.name, b.name_eng FROM items i JOIN brands b ON b.brand_no = i.brand_no`,
    ),
    db.prepare('DELETE FROM brand_search'),
    db.prepare('INSERT INTO brand_search (rowid, name, name_eng) SELECT brand_no, name, name_eng FROM brands'),
  ];
  for (const n of data.notices) {
    const { sql, values } = insertSql('notices', { ...n });
    statements.push(db.prepare(sql.replace(/^INSERT /, 'INSERT OR IGNORE ')).bind(...values));
  }
  for (const [keyword, count] of data.keywords) {
    statements.push(db.prepare('INSERT OR IGNORE INTO search_log (keyword, search_count, last_searched_at) VALUES (?, ?, ?)').bind(keyword, count, at));
  }
  statements.push(db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_seed', ?)").bind(SEARCH_SEED_MARK));
  return statements;
}

/**
 * The migrations the origin applies on its first request: the .sql files of db/migrations,
 * bundled as text (development, tests, the bench), or, in a deploy, the same files read from the
 * assets the deploy wrote (./data-assets.ts says why).
 */
import type { Migration } from './migrations';
import { DATA_ASSETS, readDataAsset } from './data-assets';

export function migrationsOf(assets: Fetcher | undefined): Promise<readonly Migration[]> {
  // Dynamic, and inside the branch a deploy's bundler drops, so that it never follows it.
  if (typeof __ORIGIN_DATA_FROM_ASSETS__ === 'undefined' || !__ORIGIN_DATA_FROM_ASSETS__) {
    return import('./migrations').then((m) => m.MIGRATIONS);
  }
  // Not kept: read only when a migration is pending (origin/db/migrate.ts), once per isolate.
  return readMigrationsAsset(assets);
}

/** The deploy's list, checked: names in the order wrangler applies them, each with its SQL. */
export async function readMigrationsAsset(assets: Fetcher | undefined): Promise<readonly Migration[]> {
  const data = await readDataAsset(assets, DATA_ASSETS.migrations);
  const list = Array.isArray(data) ? data : [];
  const valid =
    list.length > 0 &&
    list.every((m: unknown, i) => {
      if (typeof m !== 'object' || m === null) return false;
      const { name, sql } = m as Record<string, unknown>;
      const prev = i > 0 ? (list[i - 1] as { name: string }).name : '';
      return typeof name === 'string' && /^\d{4}_[a-z_]+\.sql$/.test(name) && name > prev && typeof sql === 'string';
    });
  if (!valid) throw new Error(`origin data ${DATA_ASSETS.migrations}: not a list of migrations in order`);
  return list as Migration[];
}

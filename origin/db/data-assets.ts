/**
 * A deployed origin reads its migrations and demo seed from its own assets instead of carrying
 * them in its script: they were a fifth of it, and script size is cold-start time on Workers,
 * while they are read only when a database needs them (the migrations' texts only when one is
 * pending, ./migrations/names.ts). Its `[build] command` writes both files before every deploy
 * (`npm run deploy` or a plain `wrangler deploy`; scripts/prepare-bundle.mjs) from the same sources
 * development bundles (scripts/origin-data-assets.mjs): the .sql files of db/migrations, which
 * `wrangler d1 migrations apply` reads too, and `buildSeedData` on the day of the deploy.
 * Development, tests and the bench bundle them as before. Nothing serves these files: the origin runs first for every request and answers only
 * /images/* from its assets, and it has no public address.
 *
 * Each caller tests `typeof __ORIGIN_DATA_FROM_ASSETS__` in place (not through a helper): the
 * bundler drops a dead branch, and with it the dynamic import of what that branch would bundle.
 */
export const DATA_ASSETS = { migrations: '/_data/migrations.json', seed: '/_data/seed.json' } as const;

/** The parsed file, or a clear error: a missing or foreign file must not look like an empty shop. */
export async function readDataAsset(assets: Fetcher | undefined, path: string): Promise<unknown> {
  if (!assets) throw new Error(`origin data ${path}: no ASSETS binding to read it from`);
  const res = await assets.fetch(new Request(`https://origin.assets${path}`));
  if (!res.ok) throw new Error(`origin data ${path}: answered ${res.status}; the [build] command of \`npm run deploy\` writes it`);
  try {
    return await res.json();
  } catch {
    throw new Error(`origin data ${path}: not JSON`);
  }
}

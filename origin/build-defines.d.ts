// Constants the bundler replaces (`--define`); undefined where nothing defines them (npm start, tests).
// Each is tested in place, alone in an `if`, so that a deploy's bundler drops the dead branch.

/** False in a deploy's bundle (scripts/deploy.mjs): development-only code is left out. */
declare const __STOREFRONT_DEV_PAGES__: boolean | undefined;

/** True in a deploy's bundle: migrations and seed are read from the assets (origin/db/data-assets.ts). */
declare const __ORIGIN_DATA_FROM_ASSETS__: boolean | undefined;

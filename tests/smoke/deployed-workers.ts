import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare, type V4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions as workerOptionsOf, unstable_readConfig as readConfig } from 'wrangler';
import type { Storefront } from '../integration/cookie-session';

/**
 * Both workers as a deploy ships them, in workerd through Miniflare's API: the scripts
 * `wrangler deploy --dry-run --outdir dist/deploy/<worker>` wrote (`npm test` writes them just
 * before), with the bindings, vars and assets wrangler itself reads from their wrangler.toml
 * files (as scripts/start.mjs does), the edge's ORIGIN bound to the origin's bundle. Only
 * ENVIRONMENT and the secrets a shop sets (docs/operations.md "Deploying", step 5) come from here. Local
 * only: 127.0.0.1, in-memory D1 and R2, and a fetch to anywhere else is refused and recorded.
 */
const root = join(import.meta.dirname, '../..');
export const BUNDLE_DIR = join(root, 'dist/deploy');

type V4WorkerOptions = Extract<V4MiniflareOptions, { workers: unknown }>['workers'][number];

const WORKERS = [
  { label: 'edge', config: join(root, 'wrangler.toml') },
  { label: 'origin', config: join(root, 'origin/wrangler.toml') },
] as const;

const flagsKey = 'smoke-flags-key';
const SECRETS = {
  edge: { FLAGS_KEY: flagsKey, IMAGE_URL_KEY: 'c21va2UtaW1hZ2UtdXJsLWtleS0zMi1ieXRlcy1sb25nISE' },
  origin: { FLAGS_KEY: flagsKey },
};

/** Requests a worker sent past its bindings (to the internet): refused, and kept for the suite to see. */
export const outbound: string[] = [];

/** The modules `wrangler deploy --dry-run --outdir` wrote: the worker, then any text module beside it. */
function bundledModules(dir: string) {
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => ({ type: 'Text' as const, path: join(dir, f) }));
  return [{ type: 'ESModule' as const, path: join(dir, 'worker.js') }, ...text];
}

/** One worker's Miniflare options: what wrangler reads from its config, run from its bundle. */
function workerOptions(label: 'edge' | 'origin', config: string, environment: string): V4WorkerOptions {
  const parsed = readConfig({ config }, { hideWarnings: true });
  // The bundle's modules are listed, so wrangler's module rules do not apply.
  const { modulesRules: _rules, ...fromConfig } = workerOptionsOf(parsed).workerOptions as V4WorkerOptions & { modulesRules?: unknown };
  return {
    ...fromConfig,
    // wrangler's reader leaves the name out; the edge's ORIGIN binding names the origin by it.
    name: parsed.name,
    modulesRoot: join(BUNDLE_DIR, label),
    modules: bundledModules(join(BUNDLE_DIR, label)),
    // The reader adds a local .dev.vars (development's sandbox keys); a deploy has only its
    // [vars] and the secrets a shop sets.
    bindings: { ...parsed.vars, ...SECRETS[label], ENVIRONMENT: environment },
    // Nothing leaves 127.0.0.1: a fetch to the internet is answered here, and recorded.
    outboundService: (request: Request) => {
      outbound.push(request.url);
      return new Response('no network in the smoke suite', { status: 502 });
    },
  } as V4WorkerOptions;
}

/** The binding names `wrangler types` generated for a worker (kept current by scripts/wrangler-types.test.ts). */
export function declaredBindings(file: string): string[] {
  const env = /^interface __BaseEnv_\w+ \{\n([\s\S]*?)\n\}/m.exec(readFileSync(join(root, file), 'utf8'))?.[1] ?? '';
  return [...env.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
}

/** The binding names each worker gets here, for the check against what wrangler.toml declares. */
export function givenBindings(environment = 'production'): Record<'edge' | 'origin', string[]> {
  const names = (w: V4WorkerOptions) => {
    const keys = (o: unknown) => (Array.isArray(o) ? o.map(String) : Object.keys(o ?? {}));
    return [...keys(w.bindings), ...keys(w.serviceBindings), ...keys(w.ratelimits), ...keys(w.d1Databases), ...keys(w.r2Buckets), ...(w.assets?.binding ? [w.assets.binding] : [])];
  };
  const [edge, origin] = WORKERS.map(({ label, config }) => names(workerOptions(label, config, environment)));
  return { edge: edge!, origin: origin! };
}

export interface DeployedStorefront extends Storefront {
  /** The origin worker itself, as the edge's ORIGIN binding reaches it. */
  origin: Storefront;
  /** The origin's D1 database, from Node. */
  originDb(): Promise<D1Database>;
  dispose(): Promise<void>;
}

// What the browser's pages are served as: the edge checks a write's Origin header against it.
const SITE = 'http://127.0.0.1:8787';

/** Starts both bundles in one Miniflare (the edge first: it answers the instance's requests); dispose after the suite. */
export async function startDeployed(environment: 'development' | 'production'): Promise<DeployedStorefront> {
  for (const w of ['edge', 'origin']) {
    if (!existsSync(join(BUNDLE_DIR, w, 'worker.js'))) throw new Error(`no ${w} bundle in dist/deploy: run the plain dry run first (docs/operations.md "Deploying")`);
  }
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      // Keeps Miniflare from fetching Request.cf from the network.
      cf: false,
      workers: WORKERS.map(({ label, config }) => workerOptions(label, config, environment)),
    }),
  );
  await mf.ready;
  const originName = workerOptions('origin', WORKERS[1].config, environment).name;
  const originWorker = await mf.getWorker(originName);
  const init = (given?: RequestInit) => ({ redirect: 'manual', ...given }) as Parameters<Miniflare['dispatchFetch']>[1];
  return {
    fetch: (path, given) => mf.dispatchFetch(`${SITE}${path}`, init(given)) as unknown as Promise<Response>,
    origin: {
      fetch: (path, given) => originWorker.fetch(`http://origin.internal${path}`, init(given) as never) as unknown as Promise<Response>,
    },
    originDb: () => mf.getD1Database('DB', originName) as unknown as Promise<D1Database>,
    dispose: () => mf.dispose(),
  };
}

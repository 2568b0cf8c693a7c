import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The generated Env types of each worker, and how they are generated (keep in step with CONTRIBUTING.md, "Add a binding or var"). */
const WRANGLER_TYPES = [
  { dir: root, out: 'edge/wrangler-env.d.ts', envInterface: 'EdgeBindings' },
  { dir: join(root, 'origin'), out: 'wrangler-env.d.ts', envInterface: 'OriginBindings' },
] as const;

// wrangler types adds the secrets of a .dev.vars file (`npm start` writes one) to the types it
// compares: the committed files are generated without, so the check runs where there is none
// (a fresh clone, CI), and is skipped on a machine that has started the storefront.
describe.each(WRANGLER_TYPES)('wrangler types for $out', ({ dir, out, envInterface }) => {
  it.skipIf(existsSync(join(dir, '.dev.vars')))(
    'are current with wrangler.toml',
    () => {
      const r = spawnSync(
        process.execPath,
        [join(root, 'node_modules/wrangler/bin/wrangler.js'), 'types', out, '--include-runtime=false', '--strict-vars=false', '--env-interface', envInterface, '--check'],
        { cwd: dir, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }, encoding: 'utf8' },
      );
      expect(r.status, `${r.stdout}${r.stderr}\nregenerate: cd ${dir} && npx wrangler types ${out} --include-runtime=false --strict-vars=false --env-interface ${envInterface}`).toBe(0);
    },
    30_000,
  );
});

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * Sandbox keys are generated on first start and kept in the git-ignored `.dev.vars` files that
 * wrangler reads for each worker; nothing secret is committed. The flag key must be the same
 * on both sides (the edge sends it, the origin checks it), so both files are written together.
 */
export function parseDevVars(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}

function ensure(file, wanted) {
  const current = existsSync(file) ? parseDevVars(readFileSync(file, 'utf8')) : {};
  const merged = { ...wanted, ...current };
  const text = `${Object.entries(merged)
    .map(([k, v]) => `${k}="${v}"`)
    .join('\n')}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text, { mode: 0o600 });
  return merged;
}

/**
 * `environment` is what this start asked for (development unless ENVIRONMENT says otherwise).
 * Both wrangler.toml files say production; `.dev.vars` is the one place wrangler dev reads per
 * worker in a multi-config session (`--var` reaches the first worker only), and deploys never
 * read it, so it is rewritten on every start.
 */
export function ensureDevVars(root, environment = 'development') {
  const edgeFile = join(root, '.dev.vars');
  const originFile = join(root, 'origin', '.dev.vars');
  const existing = existsSync(edgeFile) ? parseDevVars(readFileSync(edgeFile, 'utf8')) : {};
  const flagsKey = existing.FLAGS_KEY || `sandbox-flags-${randomBytes(16).toString('hex')}`;
  // Signs adult-only items' image URLs (edge/context/adult-images.ts); kept once made.
  const edge = ensure(edgeFile, { FLAGS_KEY: flagsKey, IMAGE_URL_KEY: existing.IMAGE_URL_KEY || randomBytes(32).toString('base64url') });
  edge.ENVIRONMENT = environment;
  writeFileSync(
    edgeFile,
    `${Object.entries(edge)
      .map(([k, v]) => `${k}="${v}"`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
  // The origin's key follows the edge's, even if an older origin file disagrees.
  const origin = existsSync(originFile) ? parseDevVars(readFileSync(originFile, 'utf8')) : {};
  origin.FLAGS_KEY = flagsKey;
  origin.ENVIRONMENT = environment;
  writeFileSync(
    originFile,
    `${Object.entries(origin)
      .map(([k, v]) => `${k}="${v}"`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
  return { flagsKey };
}

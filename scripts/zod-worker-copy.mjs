// The workers' copy of classic zod (worker-aliases/zod.js says why it exists): every module of
// node_modules/zod/v4/classic, written to worker-aliases/generated/zod-classic/ with its imports
// pointing back into node_modules, except JSON Schema output. Classic schemas wire the JSON Schema
// processors (12 KB) and generator (9 KB) into every schema type for `.toJSONSchema()`, which
// the workers never call; a bundler cannot drop code a constructor references, so the copy
// imports worker-aliases/zod-json-schema-stub.js instead, whose functions throw if ever called.
// Written by scripts/build.mjs and before a dry run (scripts/deploy.mjs); the generated folder
// is not committed. Rewritten only when zod's files change.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const classic = join(root, 'node_modules/zod/v4/classic');
export const ZOD_COPY_DIR = join(root, 'worker-aliases/generated/zod-classic');
const STUB = '../../zod-json-schema-stub.js';
const LEFT_OUT_MODULES = ['../core/json-schema-processors.js', '../core/to-json-schema.js'];

/** One classic module with its imports rewritten; throws if zod changed in a way this does not know. */
export function rewriteClassicModule(source) {
  // Every processor is looked up on this namespace when a schema is turned into JSON Schema.
  let out = source.replaceAll(
    'import * as processors from "../core/json-schema-processors.js";',
    `import { absent } from "${STUB}";\nconst processors = new Proxy({}, { get: () => absent });`,
  );
  for (const module of LEFT_OUT_MODULES) out = out.replaceAll(`from "${module}"`, `from "${STUB}"`);
  out = out.replace(/from "\.\.\/(core|locales)\//g, 'from "../../../node_modules/zod/v4/$1/');
  const stray = /from "\.\.\/(?!\.\.\/)/.exec(out);
  if (stray) throw new Error(`zod-worker-copy: an import outside core/ and locales/ (${out.slice(stray.index, stray.index + 60)}); update scripts/zod-worker-copy.mjs`);
  return out;
}

export function writeZodWorkerCopy() {
  mkdirSync(ZOD_COPY_DIR, { recursive: true });
  let written = 0;
  for (const file of readdirSync(classic).filter((f) => f.endsWith('.js'))) {
    const target = join(ZOD_COPY_DIR, file);
    const content = rewriteClassicModule(readFileSync(join(classic, file), 'utf8'));
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    writeFileSync(target, content);
    written += 1;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`zod worker copy: ${writeZodWorkerCopy()} file(s) written`);

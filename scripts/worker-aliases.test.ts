import { beforeAll, describe, expect, it } from 'vitest';
import * as zod from 'zod';
import * as zodMini from 'zod/mini';
// @ts-expect-error plain JavaScript build script, no types
import { rewriteClassicModule, writeZodWorkerCopy } from './zod-worker-copy.mjs';

// The classic alias reads the generated copy (scripts/zod-worker-copy.mjs); a fresh clone has none until a build.
beforeAll(() => {
  writeZodWorkerCopy();
});

// The workers bundle worker-aliases/ in place of zod (wrangler.toml [alias]). Loaded by path so
// the type checker keeps reading zod's own types; the shims are plain JavaScript.
async function load(file: string): Promise<Record<string, unknown>> {
  const url = new URL(`../worker-aliases/${file}`, import.meta.url).href;
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

/**
 * What the aliases leave out (worker-aliases/zod.js says why): the locales, `z.core`, the
 * compiler (`z.compile` and its helpers: it generates code with `new Function`, which Workers
 * refuse anyway) and reading JSON Schema. Nothing in the workers uses them; a use would fail
 * the worker's bundle or this list would have to change.
 */
const LEFT_OUT = new Set(['locales', 'core', 'compile', 'withParser', 'ZodCompileAsyncError', 'ZodCompileUnsupportedError', 'INVALID', 'fromJSONSchema']);
const keys = (m: object) => Object.keys(m).filter((k) => !LEFT_OUT.has(k)).sort();

describe('worker aliases', () => {
  it('keep every export of classic zod but what they leave out on purpose, built on the same core', async () => {
    const shim = await load('zod.js');
    expect(keys(shim)).toEqual(keys(zod));
    expect(keys(shim.z as object)).toEqual(keys(zod.z));
    // The classic modules are the workers' copy; the core beneath them is zod's own.
    expect(shim.globalRegistry).toBe(zod.globalRegistry);
    expect(shim.NEVER).toBe(zod.NEVER);
    for (const name of LEFT_OUT) expect(name in shim || name in (shim.z as object), name).toBe(false);
  });

  it('keep every export of zod/mini but what they leave out on purpose', async () => {
    const shim = await load('zod-mini.js');
    expect(keys(shim)).toEqual(keys(zodMini));
    expect(shim.object).toBe(zodMini.object);
    for (const name of LEFT_OUT) expect(name in shim, name).toBe(false);
  });

  it('leave out nothing the storefront and the origin use', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = new URL('..', import.meta.url).pathname;
    const used: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          for (const m of readFileSync(path, 'utf8').matchAll(/\bz\.(\w+)/g)) if (LEFT_OUT.has(m[1]!)) used.push(`${path}: z.${m[1]}`);
        }
      }
    };
    for (const dir of ['edge', 'origin', 'schemas', 'rules', 'src']) walk(join(root, dir));
    expect(used).toEqual([]);
  });

  it('parse as zod does, and refuse only JSON Schema output, loudly', async () => {
    const shim = (await load('zod.js')) as unknown as typeof zod;
    const schema = shim.z.object({ id: shim.z.string().min(2).max(5), n: shim.z.coerce.number().int(), at: shim.z.iso.datetime().optional() });
    expect(schema.parse({ id: 'abc', n: '7' })).toEqual({ id: 'abc', n: 7 });
    expect(schema.safeParse({ id: 'a', n: 'x' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['id', 'n']);
    expect(() => schema.toJSONSchema()).toThrow(/not bundled into the workers/);
    expect(() => shim.z.toJSONSchema(schema)).toThrow(/not bundled into the workers/);
  });

  it('the copy points every import back into zod but JSON Schema output, and says so when zod moves', () => {
    const out = rewriteClassicModule('import * as processors from "../core/json-schema-processors.js";\nimport { a } from "../core/to-json-schema.js";\nimport * as c from "../core/index.js";\nimport en from "../locales/en.js";\nimport * as s from "./schemas.js";');
    expect(out).not.toMatch(/json-schema-processors|to-json-schema/);
    expect(out).toContain('from "../../../node_modules/zod/v4/core/index.js"');
    expect(out).toContain('from "../../../node_modules/zod/v4/locales/en.js"');
    expect(out).toContain('from "./schemas.js"');
    expect(() => rewriteClassicModule('import x from "../mini/x.js";')).toThrow(/update scripts\/zod-worker-copy.mjs/);
  });

  it('give the workers the English messages zod registers itself', async () => {
    const shim = (await load('zod.js')) as unknown as typeof zod;
    const result = shim.z.string().safeParse(1);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(zod.z.string().safeParse(1).error?.issues[0]?.message);
  });
});

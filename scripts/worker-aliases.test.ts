import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import * as zodMini from 'zod/mini';

// The workers bundle worker-aliases/ in place of zod (wrangler.toml [alias]). Loaded by path so
// the type checker keeps reading zod's own types; the shims are plain JavaScript.
async function load(file: string): Promise<Record<string, unknown>> {
  const url = new URL(`../worker-aliases/${file}`, import.meta.url).href;
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

const keys = (m: object) => Object.keys(m).filter((k) => k !== 'locales').sort();

describe('worker aliases', () => {
  it('keep every export of classic zod but its locales, same objects', async () => {
    const shim = await load('zod.js');
    expect(keys(shim)).toEqual(keys(zod));
    expect(keys(shim.z as object)).toEqual(keys(zod.z));
    expect(shim.object).toBe(zod.object);
    expect('locales' in shim).toBe(false);
    expect(keys((shim.z as { core: object }).core)).toEqual(keys(zod.z.core));
  });

  it('keep every export of zod/mini but its locales', async () => {
    const shim = await load('zod-mini.js');
    expect(keys(shim)).toEqual(keys(zodMini));
    expect(shim.object).toBe(zodMini.object);
  });

  it('give the workers the English messages zod registers itself', async () => {
    const shim = (await load('zod.js')) as unknown as typeof zod;
    const result = shim.z.string().safeParse(1);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(zod.z.string().safeParse(1).error?.issues[0]?.message);
  });
});

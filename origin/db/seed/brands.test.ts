import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';

const manifest = JSON.parse(readFileSync(join(process.cwd(), 'origin/assets/img/manifest.json'), 'utf8')) as Record<string, unknown>;

describe('brand logos', () => {
  it('point at generated images, one of its own per brand', () => {
    const files = BRANDS.map((b) => /^\/images\/(brands\/\d+)\.png$/.exec(b.logo_url)?.[1]);
    for (const f of files) expect(f && f in manifest, `${f} is generated`).toBe(true);
    expect(new Set(files).size).toBe(BRANDS.length);
  });
});

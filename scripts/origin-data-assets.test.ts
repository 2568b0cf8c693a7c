import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_VERSION } from '../origin/db/seed/version';
import { writeDataAssets } from './origin-data-assets.mjs';

// What `npm run deploy` puts in the origin's assets (origin/db/data-assets.ts reads it; the
// workerd side is tests/integration/origin-data-assets.test.ts).
describe('origin data assets', () => {
  it('hold every migration file as written and the seed built for the Seoul day of the deploy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'origin-data-'));
    // 2026-03-01 16:30 UTC is already 2 March in Seoul.
    const written = await writeDataAssets(new Date('2026-03-01T16:30:00Z'), dir);
    expect(written).toHaveLength(2);
    const migrations = JSON.parse(readFileSync(join(dir, 'migrations.json'), 'utf8')) as { name: string; sql: string }[];
    const folder = join(process.cwd(), 'origin/db/migrations');
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(migrations.map((m) => m.name)).toEqual(files);
    for (const m of migrations) expect(m.sql).toBe(readFileSync(join(folder, m.name), 'utf8'));
    const seed = JSON.parse(readFileSync(join(dir, 'seed.json'), 'utf8')) as { version: string; today: string; catalogue: [string, Record<string, unknown>][]; faqs: unknown[] };
    expect(seed.version).toBe(SEED_VERSION);
    expect(seed.today).toBe('2026-03-02');
    expect(seed.catalogue.filter(([table]) => table === 'items').length).toBeGreaterThanOrEqual(80);
    expect(seed.faqs.length).toBeGreaterThan(0);
  }, 60_000);
});

/**
 * Where the worker gets the demo seed (./data.ts): built in the worker on the day it runs
 * (development, tests, the bench), or, in a deploy, read from the assets the deploy wrote on its
 * day (../data-assets.ts says why), so a deployed origin does not carry the generators.
 */
import type { SeedData } from './data';
import { DATA_ASSETS, readDataAsset } from '../data-assets';
import { formatSeoulNumeric } from '../../../rules/seoul-time';
import { SEED_VERSION } from './version';

// Built once per Seoul day per isolate: the catalogue, search, FAQ and content seeds of a fresh
// database all ask within moments of each other.
let built: { day: string; data: Promise<SeedData> } | null = null;

/**
 * The seed data as of `now` (built), or as of the deploy. Callers ask only when they are about to
 * seed (each checks its mark in `meta` first), so the deploy's file is read then and not kept:
 * an isolate does not hold the whole catalogue for the rest of its life.
 */
export function seedData(assets: Fetcher | undefined, now: Date): Promise<SeedData> {
  if (typeof __ORIGIN_DATA_FROM_ASSETS__ === 'undefined' || !__ORIGIN_DATA_FROM_ASSETS__) {
    const day = seoulDayOf(now);
    if (built?.day !== day) {
      // Dynamic, so that a deploy's bundler does not follow it at all: a static import would keep
      // the generators' module-level code (their tables are built by calls).
      const data = import('./data').then((m) => m.buildSeedData(now));
      built = { day, data };
      data.catch(() => {
        if (built?.data === data) built = null;
      });
    }
    return built.data;
  }
  return readSeedAsset(assets);
}

const seoulDayOf = (now: Date): string => formatSeoulNumeric(now, 'yyyy-MM-dd');

/** The deploy's seed file, checked: another seed version is refused rather than half applied. */
export async function readSeedAsset(assets: Fetcher | undefined): Promise<SeedData> {
  const data = await readDataAsset(assets, DATA_ASSETS.seed);
  if (!isSeedData(data)) throw new Error(`origin data ${DATA_ASSETS.seed}: not seed data`);
  if (data.version !== SEED_VERSION) throw new Error(`origin data ${DATA_ASSETS.seed}: seed version ${data.version}, this origin seeds ${SEED_VERSION}; deploy again`);
  return data;
}

// Our own file, written by the deploy from `buildSeedData`: a shape check, not a schema of every
// seeded table (which would bring back the bytes this saves).
function isSeedData(v: unknown): v is SeedData {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.version === 'string' && typeof d.today === 'string' && ['catalogue', 'notices', 'keywords', 'faqs', 'contentPages'].every((k) => Array.isArray(d[k]));
}

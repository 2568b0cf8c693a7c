/**
 * Everything the demo seed writes, built for one Seoul day: the catalogue's rows, the notices and
 * keyword baseline of the search seed, the sample FAQ and content pages. Only this module reaches
 * the generators; the worker gets the result through `seedData` (./source.ts), which builds it in
 * development and tests and reads it from a deploy's assets in production
 * (scripts/origin-data-assets.mjs writes it), so a deployed origin does not carry the generators.
 */
import { buildCatalogue } from './catalogue';
import { CONTENT_SEEDS, type ContentSeed } from './content-pages';
import { FAQ_SEEDS, type FaqGroupSeed } from './faqs';
import { seoulDay, setSeedToday } from './builders';
import { SEED_KEYWORDS } from './keywords';
import { buildNotices, type NoticeSeed } from './notices';
import { catalogueRows, type Row } from './statements';
import { SEED_VERSION } from './version';

export interface SeedData {
  /** SEED_VERSION it was built for: an asset from another version is refused. */
  version: string;
  /** The Seoul day every relative date in it was built from. */
  today: string;
  catalogue: [table: string, row: Row][];
  notices: NoticeSeed[];
  keywords: readonly (readonly [keyword: string, count: number])[];
  faqs: readonly FaqGroupSeed[];
  contentPages: readonly ContentSeed[];
}

export function buildSeedData(now: Date): SeedData {
  const today = seoulDay(now);
  setSeedToday(today);
  return {
    version: SEED_VERSION,
    today,
    catalogue: catalogueRows(buildCatalogue()),
    notices: buildNotices(),
    keywords: SEED_KEYWORDS,
    faqs: FAQ_SEEDS,
    contentPages: CONTENT_SEEDS,
  };
}

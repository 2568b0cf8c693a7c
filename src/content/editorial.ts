import { EditorialEntrySchema, type EditorialEntry, type EditorialFamily } from '../../schemas/editorial';
import {
  brandLink,
  brandNewsLink,
  collectionLink,
  curatorBridgeLink,
  curatorLink,
  eventLink,
  lookbookLink,
  magazineLink,
  mediaFeedLink,
  postLink,
  productLink,
  seriesLink,
  showcaseLink,
  specialOrderLink,
  ticketCatalogLink,
  type LinkOptions,
} from '../navigation/links';

/**
 * Editorial references (issue 31 §4) to links: each family goes through its builder in
 * src/navigation/links.ts, so it lands where docs/content.md's link table says: item and brand
 * here, the editorial families on the main site, special order and ticket catalogue on the shop
 * host, each of those only when that host is configured as another origin.
 */
const BUILDERS: Record<EditorialFamily, (no: number, o: LinkOptions) => string | null> = {
  post: postLink,
  series: seriesLink,
  'media-feed': mediaFeedLink,
  lookbook: lookbookLink,
  curator: curatorLink,
  'curator-bridge': curatorBridgeLink,
  event: eventLink,
  'brand-news': brandNewsLink,
  showcase: showcaseLink,
  collection: collectionLink,
  magazine: magazineLink,
  'special-order': specialOrderLink,
  'ticket-catalog': ticketCatalogLink,
  product: (no, o) => productLink(no, {}, o),
  brand: brandLink,
};

/** The entry's address, or null when its family is served nowhere reachable from here. */
export const editorialHref = (entry: Pick<EditorialEntry, 'family' | 'no'>, opts: LinkOptions): string | null => BUILDERS[entry.family](entry.no, opts);

export interface EditorialLink extends EditorialEntry {
  href: string;
}

/**
 * The entries worth printing, in the upstream's order: each checked on its own (an unknown
 * family or a malformed entry is left out and reported through `ignored`, for the developers'
 * log), then linked; an entry whose family has no reachable page is left out quietly, as the link
 * table says (never a dead end).
 */
export function editorialLinks(entries: readonly unknown[], opts: LinkOptions, ignored: (reason: string) => void): EditorialLink[] {
  const out: EditorialLink[] = [];
  for (const raw of entries) {
    const parsed = EditorialEntrySchema.safeParse(raw);
    if (!parsed.success) {
      ignored(parsed.error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`).join('; '));
      continue;
    }
    const href = editorialHref(parsed.data, opts);
    if (href !== null) out.push({ ...parsed.data, href });
  }
  return out;
}

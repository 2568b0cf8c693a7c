import type { TagKind } from './tags';
import type { TrackedEventName } from './tracking';

/**
 * Which of the catalogue's events each kind of third-party tag hears (rules/tags.ts holds the
 * kinds and consent). Apart so that the browser's tag loader, which every page with tags runs
 * (client/tags.ts), does not carry the routing only the tag runner uses (client/tags-run.ts).
 */

/** The events that are orders and sign-ups: what conversion pixels count. */
const CONVERSIONS: ReadonlySet<TrackedEventName> = new Set(['add_to_cart', 'buy_now', 'gift', 'cart_order', 'purchase']);
/** What an advertising or retargeting audience is built from: interest in items, and orders. */
const INTEREST: ReadonlySet<TrackedEventName> = new Set(['page_view', 'view_item', 'like_item', 'search', ...CONVERSIONS]);
/** What the CRM service messages about: the member's relation to items and the shop. */
const CRM: ReadonlySet<TrackedEventName> = new Set(['login', 'like_item', 'unlike_item', 'restock_notify', 'add_to_cart', 'purchase']);

export interface TagEvent {
  name: TrackedEventName;
  /** An order's conversion made after a search-ad entry (the campaign cookie was set). */
  searchAd?: boolean;
}

/**
 * Which of the catalogue's events a tag of `kind` hears. Analytics hears everything; the A/B
 * service the page views and conversions its experiments are judged on; advertising pixels and
 * retargeting what shows interest and the conversions; search-ad conversion only an order made
 * after a search-ad entry; the CRM service what it sends messages about.
 */
export function tagHears(kind: TagKind, event: TagEvent): boolean {
  switch (kind) {
    case 'analytics':
      return true;
    case 'abTest':
      return event.name === 'page_view' || CONVERSIONS.has(event.name);
    case 'advertising':
    case 'retargeting':
      return INTEREST.has(event.name);
    case 'searchAd':
      return event.name === 'purchase' && event.searchAd === true;
    case 'crm':
      return CRM.has(event.name);
  }
}

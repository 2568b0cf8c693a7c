import type { IslandName } from '../../client/islands';
import type { HydrateWhen } from './island-attrs';

/**
 * When each island hydrates unless its page says otherwise (`<Island hydrate="…">`). Islands wait
 * for the shopper (`interaction`): React alone is most of the item page's 80 KB budget for
 * JavaScript before interaction, so nothing React-based may load before the shopper acts.
 *
 * `load` is kept for an island whose mount effects must run without the shopper doing anything,
 * or whose first tap must not wait for its code:
 * - AdultGate: the gated page is this dialog and nothing else; its verification buttons open the
 *   provider's popup, which the browser allows only within the tap's own user activation (a
 *   replay after a slow load could be blocked), and its cancel link goes back in history or
 *   closes the app web view instead of following its href.
 * - ProductGrid: Back and Forward between grid pages (popstate) must swap the cards without a
 *   tap, and its sort and page links are handled by the island, not followed.
 *
 * Work that must run at load for an interaction island but needs no React (the member plumbing
 * of the header's MemberMenu) runs from client/at-load.ts instead, so the island can still wait.
 * The edge preloads chunks only for `load` islands (edge/render/assets.ts), from this table.
 */
const AT_LOAD: ReadonlySet<string> = new Set<IslandName>(['AdultGate', 'ProductGrid']);

export function hydrateWhenFor(name: string): HydrateWhen {
  return AT_LOAD.has(name) ? 'load' : 'interaction';
}

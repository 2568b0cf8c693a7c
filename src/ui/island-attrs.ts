/**
 * Attribute names shared by the server-side island marker and the browser hydrator
 * (ARCHITECTURE rule 5). Change them here only.
 */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_ID_ATTR = 'data-island-id';
export const ISLAND_PROPS_ATTR = 'data-island-props';
export const HYDRATED_ATTR = 'data-hydrated';
/**
 * On <body> once the page is ready for the shopper: every `load` island is done (hydrated or
 * failed), every `interaction` island is armed (its triggers listen; a first tap is held and
 * replayed), and the islands' at-load work has run. Tests wait for it before acting.
 */
export const CLIENT_READY_ATTR = 'data-client-ready';
/** Set by the client on an island root that did not hydrate; the value says why. */
export const ISLAND_ERROR_ATTR = 'data-island-error';
/**
 * When an island hydrates (the server always writes it; a marker without it hydrates at load):
 * - `interaction` (the default, src/islands/registry.ts): when the shopper shows intent on the
 *   island (pointer over or down, touch, focus inside), or at the shopper's first activity
 *   anywhere on the page (pointer, touch, key, wheel, scroll). Neither React nor the island's
 *   code loads before that, and none of it is preloaded. A click or submit on the island before
 *   it is live is held, the island hydrated, and the same action replayed (client/replay.ts).
 * - `visible`: when the island nears the viewport (within 300 px), for islands below the fold.
 * - `load`: at once, for an island whose mount effects must run without the shopper doing
 *   anything; its code and React are preloaded with the page.
 * Only `load` islands hold back CLIENT_READY_ATTR.
 */
export const ISLAND_HYDRATE_ATTR = 'data-hydrate';
/**
 * On a `warm` island (src/islands/define.ts): the hrefs of React and its chunks, space-separated,
 * which the entry modulepreloads once the page has loaded and the browser is idle.
 */
export const ISLAND_WARM_ATTR = 'data-warm';
/**
 * On a control inside an island that works without the island (a listing card's heart form,
 * which the entry's own listener takes over): a tap on it is never held for the island's
 * hydration (client/replay.ts).
 */
export const NEVER_HELD_ATTR = 'data-never-held';
export const HYDRATE_MODES = ['interaction', 'visible', 'load'] as const;
export type HydrateWhen = (typeof HYDRATE_MODES)[number];

/** The mode a marker asks for; a marker without a (known) mode hydrates at load, as before modes. */
export function hydrateWhenOf(value: string | null): HydrateWhen {
  return HYDRATE_MODES.find((mode) => mode === value) ?? 'load';
}

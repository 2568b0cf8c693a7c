/**
 * Attribute names shared by the server-side island marker and the browser hydrator
 * (ARCHITECTURE rule 5). Change them here only.
 */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_ID_ATTR = 'data-island-id';
export const ISLAND_PROPS_ATTR = 'data-island-props';
export const HYDRATED_ATTR = 'data-hydrated';
export const CLIENT_READY_ATTR = 'data-client-ready';
/** Set by the client on an island root that did not hydrate; the value says why. */
export const ISLAND_ERROR_ATTR = 'data-island-error';
/**
 * When an island hydrates: at load (default), or `visible` — when it nears the viewport, for
 * islands below the fold, so their code is not loaded before the shopper gets there. A visible
 * island does not hold back CLIENT_READY_ATTR.
 */
export const ISLAND_HYDRATE_ATTR = 'data-hydrate';
export type HydrateWhen = 'load' | 'visible';

/**
 * The purchase panel's at-load task (src/islands/registry.ts): the panel hydrates on
 * interaction, but a selection kept across a login (./kept-selection.ts) must be shown when the
 * shopper comes back, so a kept entry for this item asks for the panel at once. Reads only the
 * key: the entry itself is checked by the panel's own code. Tiny, as it loads with the entry.
 */
export const KEPT_SELECTION_PREFIX = 'sf_kept_selection:';

export function purchasePanelAtLoad(props: unknown): 'hydrate' | undefined {
  const itemNo = props !== null && typeof props === 'object' ? (props as { itemNo?: unknown }).itemNo : undefined;
  if (typeof itemNo !== 'number') return undefined;
  try {
    return window.sessionStorage.getItem(`${KEPT_SELECTION_PREFIX}${itemNo}`) === null ? undefined : 'hydrate';
  } catch {
    return undefined;
  }
}

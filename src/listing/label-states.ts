import { itemLabelOf, type ItemLabelInput, type ItemLabelState } from '../../rules/item-label';

/**
 * A listing page as the gateway answers it to the grid: each card carries `label`, its item
 * label state worked out with the edge's clock (`now`, which honours STOREFRONT_NOW in
 * development), so the browser words it (src/listing/cards.ts) without a date library or a
 * clock of its own. Server code only.
 */
export function withLabelStates<C extends ItemLabelInput, L extends { results: C[] }>(listing: L, now: Date): Omit<L, 'results'> & { results: (C & { label: ItemLabelState | null })[] } {
  return { ...listing, results: listing.results.map((card) => ({ ...card, label: itemLabelOf(card, now) })) };
}

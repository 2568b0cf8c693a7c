import type { Tracked } from '../tracking/beacon';

/**
 * What a written review reports (spec 2.1; issue 12 item 1): review write, or its gift variant
 * for a gift the member received, and the size write when the member gave their size.
 */
export function reviewEvents(input: { gift: boolean; itemNo: number | null; photos: number; fit: string | null }): Tracked[] {
  const item = input.itemNo ? { itemNo: input.itemNo } : {};
  const events: Tracked[] = [{ name: input.gift ? 'review_write_gift' : 'review_write', ...item, params: { photos: input.photos } }];
  if (input.fit !== null) events.push({ name: 'size_write', ...item, params: { fit: input.fit } });
  return events;
}

import type { ItemDetail } from '../../schemas/item-detail';

/**
 * Spec 3.1: the item subjects' descriptions, joined with spaces, prefix the item name
 * ("[단독] 23SS 오버핏 셔츠"). Blank subjects are skipped so no double spaces appear.
 */
export function displayTitle(item: Pick<ItemDetail, 'itemSubjects' | 'itemName'>): string {
  return [...item.itemSubjects.map((s) => s.subjectDescription), item.itemName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

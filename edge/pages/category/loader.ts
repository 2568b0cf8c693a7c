/**
 * The category family's data (spec 3.8, 7). The displayed groups and a first level's category
 * paths are best effort: a group that fails is left out, failed paths show no chips. The items
 * are the listing's first page (listing/loader.ts decides what a failure answers).
 */
import type { CategoryGroup, SingleCategory } from '../../../schemas/category';
import type { CategoryCodes } from '../../../src/listing/query';
import { CATEGORY_GROUP_IDS, getCategories, getCategoryGroup } from '../../upstream/navigation';
import type { UpstreamDeps } from '../../upstream/request';

/** The displayed category groups in their order; a group that fails to load is left out. */
export async function loadGroups(deps: UpstreamDeps): Promise<CategoryGroup[]> {
  const settled = await Promise.allSettled(CATEGORY_GROUP_IDS.map((id) => getCategoryGroup(deps, id)));
  const groups: CategoryGroup[] = [];
  for (const s of settled) {
    if (s.status === 'fulfilled') {
      if (s.value.is_display) groups.push(s.value);
    } else console.warn('[category] group unavailable', s.reason instanceof Error ? s.reason.message : String(s.reason));
  }
  return groups.sort((a, b) => a.sequence - b.sequence);
}

/** The category paths under a first level, for the sub-category chips; none on failure. */
export function loadCategoryPaths(deps: UpstreamDeps, codes: CategoryCodes): Promise<SingleCategory[]> {
  return getCategories(deps, codes.category1_code).catch((): SingleCategory[] => []);
}

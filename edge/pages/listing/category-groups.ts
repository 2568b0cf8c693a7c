/**
 * The displayed category groups (spec 3.8, 7: `GET /item/category/group/{id}/`), shared by the
 * home, best and category pages. Best effort: a group that fails to load is left out.
 */
import type { CategoryGroup } from '../../../schemas/category';
import { CATEGORY_GROUP_IDS, getCategoryGroup } from '../../upstream/navigation';
import type { UpstreamDeps } from '../../upstream/request';

/** The displayed category groups in their order; a group that fails to load is left out. */
export async function loadGroups(deps: UpstreamDeps): Promise<CategoryGroup[]> {
  const settled = await Promise.allSettled(CATEGORY_GROUP_IDS.map((id) => getCategoryGroup(deps, { groupId: id })));
  const groups: CategoryGroup[] = [];
  for (const s of settled) {
    if (s.status === 'fulfilled') {
      if (s.value.is_display) groups.push(s.value);
    } else console.warn('[category] group unavailable', s.reason instanceof Error ? s.reason.message : String(s.reason));
  }
  return groups.sort((a, b) => a.sequence - b.sequence);
}

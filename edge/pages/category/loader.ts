/**
 * The category family's data (spec 3.8, 7). A first level's category paths are best effort:
 * failed paths show no chips (the groups, shared with home and best, are listing/category-groups.ts). The items
 * are the listing's first page (listing/loader.ts decides what a failure answers).
 */
import type { SingleCategory } from '../../../schemas/category';
import type { CategoryCodes } from '../../../src/listing/query';
import { getCategories } from '../../upstream/navigation';
import type { UpstreamDeps } from '../../upstream/request';

/** The category paths under a first level, for the sub-category chips; none on failure. */
export function loadCategoryPaths(deps: UpstreamDeps, codes: CategoryCodes): Promise<SingleCategory[]> {
  return getCategories(deps, { category1Code: codes.category1_code }).catch((): SingleCategory[] => []);
}

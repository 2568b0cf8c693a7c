/**
 * The home page's data: critical, the shell; best effort, the best sellers and the category
 * groups and the popup notices and the editorial entries (the home page never fails because one
 * of them did), all loaded together.
 */
import type { CategoryGroup } from '../../../schemas/category';
import type { Notice } from '../../../schemas/notice';
import { DEFAULT_SORT } from '../../../src/listing/query';
import type { RequestContext } from '../../context/request-context';
import { editorialOrNone } from '../../upstream/editorial';
import { bestItems, getNotices, POPUP_NOTICE_QUERY, type Listing } from '../../upstream/navigation';
import type { UpstreamDeps } from '../../upstream/request';
import { loadGroups } from '../listing/category-groups';
import { loadShell, type ShellData, type ShellOptions } from '../shell-loader';

export const HOME_BEST_COUNT = 8;

export interface HomeData {
  shell: ShellData;
  /** null when the best sellers could not be loaded. */
  best: Listing | null;
  groups: CategoryGroup[];
  /** Current notices of every type, for the popups (best effort: none when they failed). */
  notices: readonly Notice[];
  /** The editorial section's entries as the upstream sent them, each checked when drawn (best effort). */
  editorial: readonly unknown[];
}

async function loadPopupCandidates(deps: UpstreamDeps): Promise<readonly Notice[]> {
  try {
    return (await getNotices(deps, POPUP_NOTICE_QUERY)).results;
  } catch (error) {
    console.warn('[home] popup notices unavailable', error instanceof Error ? error.message : String(error));
    return [];
  }
}

export async function loadHomePage(deps: UpstreamDeps, context: RequestContext, shellOptions: ShellOptions = {}): Promise<HomeData> {
  const [shell, best, groups, notices, editorial] = await Promise.all([
    loadShell(deps, context, shellOptions),
    bestItems(deps, { category1Code: null, query: { sort: DEFAULT_SORT, page: 1, size: HOME_BEST_COUNT } }).catch((error: unknown): Listing | null => {
      console.warn('[home] best items unavailable', error instanceof Error ? error.message : String(error));
      return null;
    }),
    loadGroups(deps),
    loadPopupCandidates(deps),
    editorialOrNone(deps, { placement: 'home' }),
  ]);
  return { shell, best, groups, notices, editorial };
}

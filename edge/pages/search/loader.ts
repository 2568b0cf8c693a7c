/**
 * The search family's data. The start page: critical, the shell; best effort within it, the
 * popular keywords (a failure shows the page without them). Results use the listing loader.
 */
import type { RequestContext } from '../../context/request-context';
import { getPopularKeywords, searchItems, type Listing } from '../../upstream/navigation';
import type { UpstreamDeps } from '../../upstream/request';
import type { ListingFilters, ListingQuery } from '../../../src/listing/query';
import { loadShell, type ShellData, type ShellOptions } from '../shell-loader';

export interface SearchStartData {
  shell: ShellData;
  keywords: string[];
}

async function popularKeywords(deps: UpstreamDeps): Promise<string[]> {
  try {
    return await getPopularKeywords(deps);
  } catch (error) {
    console.warn('[search start] popular keywords unavailable', error instanceof Error ? error.message : String(error));
    return [];
  }
}

export async function loadSearchStart(deps: UpstreamDeps, context: RequestContext, shellOptions: ShellOptions = {}): Promise<SearchStartData> {
  const [shell, keywords] = await Promise.all([loadShell(deps, context, shellOptions), popularKeywords(deps)]);
  return { shell, keywords };
}

/** The results' first page (critical; the listing loader decides the answer when it fails). */
export const loadSearchResults = (deps: UpstreamDeps, keyword: string, query: ListingQuery, filters?: ListingFilters): Promise<Listing> =>
  searchItems(deps, { keyword, query, ...(filters ? { filters } : {}) });

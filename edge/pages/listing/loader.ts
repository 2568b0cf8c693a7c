/**
 * The loader every listing page shares (search results, brand home, category main and list,
 * best items): critical, the listing's first page and the shell, loaded together. A failed
 * first page is not thrown: it decides the page's answer (listing/page.tsx).
 */
import type { RequestContext } from '../../context/request-context';
import type { UpstreamDeps } from '../../upstream/request';
import { loadShell, type ShellData, type ShellOptions } from '../shell-loader';

export type ListingLoad<T> = { shell: ShellData } & ({ listing: T; failure: null } | { listing: null; failure: unknown });

export async function loadListingPage<T>(deps: UpstreamDeps, context: RequestContext, load: () => Promise<T>, shellOptions: ShellOptions = {}): Promise<ListingLoad<T>> {
  const [shell, first] = await Promise.all([
    loadShell(deps, context, shellOptions),
    load().then(
      (listing) => ({ listing, failure: null }) as const,
      (failure: unknown) => ({ listing: null, failure }) as const,
    ),
  ]);
  return { shell, ...first };
}

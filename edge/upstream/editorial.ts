import { EditorialListSchema, type EditorialList, type EditorialPlacement } from '../../schemas/editorial';
import { NOTICE_CACHE } from './navigation';
import { upstreamCall, type UpstreamDeps } from './request';

/**
 * Editorial references (issue 31 §4): the home page's section or the links under one notice,
 * public and cached as the notices are. The entries come back unchecked; src/content/editorial.ts
 * checks each one, so one bad entry never costs the others.
 *
 * @example const { entries } = await getEditorial(upstreamDeps(c), { placement: 'home' });
 */
export function getEditorial(deps: UpstreamDeps, where: EditorialPlacement): Promise<EditorialList> {
  const query = 'placement' in where ? `placement=${where.placement}` : `notice_no=${where.noticeNo}`;
  return upstreamCall(deps, { path: `/api/v4/editorial?${query}`, schema: EditorialListSchema, envelope: 'either', timeout: 'content', cache: NOTICE_CACHE });
}

/** Best effort: a failed call is no entries (and a warning), never a failed page. */
export function editorialOrNone(deps: UpstreamDeps, where: EditorialPlacement): Promise<readonly unknown[]> {
  return getEditorial(deps, where).then(
    (list) => list.entries,
    (error: unknown) => {
      console.warn('[editorial] entries unavailable', error instanceof Error ? error.message : String(error));
      return [];
    },
  );
}

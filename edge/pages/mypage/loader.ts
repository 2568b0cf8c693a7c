/**
 * My page's data (spec 3.7, 3.8): critical, the shell and the user summary; best effort, the
 * review counts (without them the summary's own counts are shown). A summary the upstream
 * refuses or cannot give is `summary: null` with the status the page answers.
 */
import type { UserSummary } from '../../../schemas/member';
import type { ReviewCounts } from '../../../schemas/review-count';
import type { RequestContext } from '../../context/request-context';
import type { Member } from '../../context/vars';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import { getReviewCounts, getUserSummary } from '../../upstream/member';
import type { UpstreamDeps } from '../../upstream/request';
import { loadShell, type ShellData, type ShellOptions } from '../shell-loader';

export interface MyPageData {
  shell: ShellData;
  summary: UserSummary | null;
  /** The status to answer when `summary` is null. */
  failedStatus: number;
  reviews: ReviewCounts | null;
}

export async function loadMyPage(deps: UpstreamDeps, context: RequestContext, member: Member, shellOptions: ShellOptions = {}): Promise<MyPageData> {
  const who = { token: member.accessToken };
  let failedStatus = 200;
  const [shell, summary, reviews] = await Promise.all([
    loadShell(deps, context, shellOptions),
    getUserSummary(deps, { ...who, userNo: member.userNo }).catch((error: unknown) => {
      failedStatus = pageStatusFor(error);
      if (shouldLog(error)) console.error('[mypage] user summary failed', error);
      return null;
    }),
    getReviewCounts(deps, who).catch((error: unknown) => {
      if (shouldLog(error)) console.warn('[mypage] review counts unavailable', error instanceof Error ? error.message : String(error));
      return null;
    }),
  ]);
  return { shell, summary, failedStatus, reviews };
}

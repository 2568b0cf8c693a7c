/**
 * The consent page's data: critical, the shell and the member's consents. Consents the upstream
 * refuses or cannot give are `agreements: null` with the status the page answers; the page then
 * says so rather than show toggles that might not be what is stored.
 */
import type { FullAgreement } from '../../../schemas/agreement';
import type { RequestContext } from '../../context/request-context';
import type { Member } from '../../context/vars';
import { getAgreements } from '../../upstream/agreements';
import { pageStatusFor, shouldLog } from '../../upstream/errors';
import type { UpstreamDeps } from '../../upstream/request';
import { loadShell, type ShellData, type ShellOptions } from '../shell-loader';

export interface AgreementsPageData {
  shell: ShellData;
  agreements: FullAgreement | null;
  /** The status to answer when `agreements` is null. */
  failedStatus: number;
}

export async function loadAgreementsPage(deps: UpstreamDeps, context: RequestContext, member: Member, shellOptions: ShellOptions = {}): Promise<AgreementsPageData> {
  let failedStatus = 200;
  const [shell, agreements] = await Promise.all([
    loadShell(deps, context, shellOptions),
    getAgreements(deps, { token: member.accessToken }).catch((error: unknown) => {
      failedStatus = pageStatusFor(error);
      if (shouldLog(error)) console.error('[agreements] consents unavailable', error);
      return null;
    }),
  ]);
  return { shell, agreements, failedStatus };
}

/**
 * The login page's data: only the shell's (critical: assets and notices; deferred: nothing, a
 * visitor has no cart count). The form's own state comes from the request, not from I/O.
 */
import type { RequestContext } from '../../context/request-context';
import type { UpstreamDeps } from '../../upstream/request';
import { loadShell, type ShellData, type ShellOptions } from '../shell-loader';

export async function loadLoginPage(deps: UpstreamDeps, context: RequestContext, shellOptions: ShellOptions = {}): Promise<{ shell: ShellData }> {
  return { shell: await loadShell(deps, context, shellOptions) };
}

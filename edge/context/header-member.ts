import type { Context } from 'hono';
import type { HeaderMemberProps } from '../../src/member/components/HeaderMember';
import type { AppEnv } from '../app-env';
import { getCartCount } from '../upstream/member';
import { memberOf } from './session';

/**
 * The header's member corner for this request (spec 3.8, 6): the member's name, and their cart
 * count asked of the upstream before render (never cached; a failure leaves it to the island).
 * For `renderPage`:
 *
 *     <PageShell member={await headerMemberFor(c, url.pathname + url.search)}>
 */
export async function headerMemberFor(c: Context<AppEnv>, returnTo: string): Promise<HeaderMemberProps> {
  const member = memberOf(c);
  const device = c.var.device?.kind ?? 'desktop';
  if (!member) return { memberName: null, returnTo, cartCount: null, device };
  const count = await getCartCount({ fetch: c.var.upstream, signal: c.req.raw.signal }, { token: member.accessToken, timeout: 'headerCartCount' }).catch(() => null);
  return { memberName: member.name || member.userId, returnTo, cartCount: count ? count.count : null, device };
}

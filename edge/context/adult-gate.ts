/**
 * The adult gate of spec 4.5, decided at the edge before render (ARCHITECTURE rules 3 and 8):
 * a visitor must log in; a member's state comes from the adult-verification status call. A
 * status that cannot be read keeps the gate shut.
 *
 *     if (item.useAdultCheck === 'T' && (await adultGateState(c)) !== 'content') return gatePage();
 */
import { helpContact } from '../../src/shop/identity';
import type { Context } from 'hono';
import { decideGate, offeredGate, type GateState } from '../../src/identity/gate';
import { loginHref } from '../../src/member/return-to';
import type { AppEnv } from '../app-env';
import { refusalOf } from '../upstream/errors';
import { getAdultVerification } from '../upstream/identity';
import type { UpstreamDeps } from '../upstream/request';
import type { Member } from './vars';
import { identityProviderOrigin } from './providers';
import { contextOf } from './request-context';

export async function adultGateState(c: Context<AppEnv>): Promise<GateState> {
  const { member } = contextOf(c);
  if (!member) return decideGate({ member: false });
  try {
    const r = await getAdultVerification({ fetch: c.var.upstream, signal: c.req.raw.signal }, { token: member.accessToken });
    // The adult-verification flag off: no new verification is offered (verified adults pass).
    const state = offeredGate(decideGate({ member: true, status: { ok: true, result: r.result, data: r.data } }), contextOf(c).flags.adultVerification);
    // Without a provider (production, not configured) nobody can verify: the gate stays shut.
    const needsProvider = state === 'identity' || state === 'verify';
    return needsProvider && !identityProviderOrigin(c.env, c.req.url) ? 'unavailable' : state;
  } catch (error) {
    console.error('[adult gate] status unavailable', refusalOf(error).errorCode);
    return decideGate({ member: true, status: { ok: false } });
  }
}

/** Props of the gate island besides its state: where login returns, and the provider origin. */
export function gateContext(c: Context<AppEnv>) {
  const { url, inAppWebView, shop } = contextOf(c);
  return {
    loginUrl: loginHref(url.pathname + url.search),
    providerOrigin: identityProviderOrigin(c.env, url.href) ?? '',
    inAppWebView,
    helpContact: helpContact(shop),
  };
}

/**
 * Whether the member's own lists may draw an adult-only item the edge itself looked up (the
 * checkout's item details): only when the gate would open (`content`); a status that cannot be
 * read withholds. Asked only when such an item is there (DECISIONS 14).
 */
export async function seesAdultItems(deps: UpstreamDeps, member: Member): Promise<boolean> {
  try {
    const r = await getAdultVerification(deps, { token: member.accessToken });
    return decideGate({ member: true, status: { ok: true, result: r.result, data: r.data } }) === 'content';
  } catch (error) {
    console.error('[adult gate] status unavailable', refusalOf(error).errorCode);
    return false;
  }
}

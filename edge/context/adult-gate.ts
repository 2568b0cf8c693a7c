import type { Context } from 'hono';
import { decideGate, type GateState } from '../../src/identity/gate';
import { defaultProviderOrigin } from '../../src/identity/trusted-origin';
import { loginHref } from '../../src/member/return-to';
import type { AppEnv } from '../app-env';
import { refusalOf } from '../upstream/errors';
import { getAdultVerification } from '../upstream/identity';
import { memberOf } from './session';

/**
 * The adult gate of spec 4.5, decided at the edge before render (ARCHITECTURE rules 3 and 8):
 * a visitor must log in; a member's state comes from the adult-verification status call. A
 * status that cannot be read keeps the gate shut.
 *
 *     if (item.useAdultCheck === 'T' && (await adultGateState(c)) !== 'content') return gatePage();
 */
export async function adultGateState(c: Context<AppEnv>): Promise<GateState> {
  const member = memberOf(c);
  if (!member) return decideGate({ member: false });
  try {
    const r = await getAdultVerification({ fetch: c.var.upstream, signal: c.req.raw.signal }, { token: member.accessToken });
    return decideGate({ member: true, status: { ok: true, result: r.result, data: r.data } });
  } catch (error) {
    console.error('[adult gate] status unavailable', refusalOf(error).errorCode);
    return decideGate({ member: true, status: { ok: false } });
  }
}

/** Props of the gate island besides its state: where login returns, and the provider origin. */
export function gateContext(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const configured = (c.env as { IDENTITY_PROVIDER_ORIGIN?: string } | undefined)?.IDENTITY_PROVIDER_ORIGIN;
  return {
    loginUrl: loginHref(url.pathname + url.search),
    providerOrigin: defaultProviderOrigin(c.req.url, configured),
    inAppWebView: c.var.device?.kind === 'appWebView',
  };
}

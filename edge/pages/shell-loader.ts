/**
 * The shell's data (spec 3.8, 6, 7): what every page's header, notice strip and asset tags need,
 * loaded by each page loader next to its own data, so `renderPage` only draws.
 *
 * - critical (awaited before the shell): the asset manifest, and the notice strip, best effort
 *   within its own 800 ms budget (edge/upstream/timeouts): a failure is no strip, never a page;
 * - from the request context, no I/O: the member's name, the login link's return path, device;
 * - deferred: the member's cart count (its 1.5 s budget, `headerCartCount` in timeouts.ts). It streams into the header's Suspense
 *   section and never holds the shell; a failure or timeout leaves the count to the island.
 *   Never asked for a visitor, so a visitor's page (the only kind the page cache keeps) has none.
 *
 *     const [shell, data] = await Promise.all([loadShell(deps, context), loadX(deps, …)]);
 *     return renderPage(c, { shell, head, body });
 */
import type { Context } from 'hono';
import type { Notice } from '../../schemas/notice';
import type { AppEnv } from '../app-env';
import { contextOf, renderInputsOf, type RequestContext } from '../context/request-context';
import { upstreamDeps } from '../upstream-deps';
import { loadAssetManifest } from '../render/assets';
import type { ShellData } from '../render/render-inputs';
import { getCartCount } from '../upstream/member';
import { getNotices, STRIP_NOTICE_QUERY } from '../upstream/navigation';
import type { UpstreamDeps } from '../upstream/request';
import type { PageQuery } from '../../src/navigation/url';

export type { ShellData };

export interface ShellOptions {
  /** Load the notice strip (default true). Off for error pages: no call while the upstream may be failing. */
  notices?: boolean;
  /** Where the assets come from (c.env.ASSETS). */
  assets?: Fetcher;
  /** The query parameters the page reads (`renderInputsOf`); the same list its page-cache lookup uses. */
  query?: PageQuery;
}

async function loadNotices(deps: UpstreamDeps): Promise<readonly Notice[]> {
  try {
    return (await getNotices(deps, STRIP_NOTICE_QUERY)).results;
  } catch (error) {
    console.warn('[shell] notices unavailable', error instanceof Error ? error.message : String(error));
    return [];
  }
}

/** Deferred: the member's cart count within its own budget (timeouts.ts), or null (the island asks itself). Never rejects. */
export async function loadCartCount(deps: UpstreamDeps, accessToken: string): Promise<number | null> {
  try {
    return (await getCartCount(deps, { token: accessToken, timeout: 'headerCartCount' })).count;
  } catch (error) {
    console.warn('[shell] cart count unavailable', error instanceof Error ? error.message : String(error));
    return null;
  }
}

export async function loadShell(deps: UpstreamDeps, context: RequestContext, options: ShellOptions = {}): Promise<ShellData> {
  const { member, device } = context;
  const inputs = renderInputsOf(context, options.query);
  const { url } = inputs;
  const cartCount = member ? loadCartCount(deps, member.accessToken) : null;
  const [manifest, notices] = await Promise.all([loadAssetManifest(options.assets), options.notices === false ? [] : loadNotices(deps)]);
  return {
    inputs,
    manifest,
    notices,
    member: { memberName: member ? member.name || member.userId : null, returnTo: url.pathname + url.search, cartCount, device: device.kind },
  };
}

/** `loadShell` for this request: its upstream, its context, its assets. */
export function loadShellOf(c: Context<AppEnv>, options: Omit<ShellOptions, 'assets'> = {}): Promise<ShellData> {
  return loadShell(upstreamDeps(c), contextOf(c), { ...options, assets: c.env?.ASSETS });
}

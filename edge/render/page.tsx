import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { Notice } from '../../schemas/notice';
import type { AppEnv } from '../app-env';
import { pageTypeFor, themeFor } from '../../src/navigation/page-type';
import { PageShell } from '../../src/shell/PageShell';
import { IslandChunks } from '../../src/ui/island-chunks';
import { buildShell, seoulDateString } from '../../src/shell/shell-model';
import { parseCookieHeader } from '../../src/storage/cookie';
import { DESKTOP_DEVICE } from '../../src/device/user-agent';
import { campaignOf } from '../context/campaign';
import { requestHosts } from '../context/hosts';
import { headerMemberFor } from '../context/header-member';
import { upstreamDeps } from '../upstream-deps';
import { getNotices, STRIP_NOTICE_QUERY } from '../upstream/navigation';
import { Document, type HeadData } from './Document';
import { assetTagsFor, loadAssetManifest } from './assets';
import type { PageCapture } from './page-caching';
import { streamHtml } from './stream';

export interface PageOptions {
  status?: number;
  head: HeadData;
  headers?: Record<string, string>;
  body: ReactNode;
  /** The page brings its own fixed bottom bar; defaults to true on the item page (purchase bar). */
  hideBottomNav?: boolean;
  /** Skip the notice strip (error pages: no upstream call while the upstream may be failing). */
  noNotices?: boolean;
  /** Keep the complete document in the page cache if it may be kept (page-caching.ts). */
  capture?: PageCapture;
}

/**
 * The notice strip's data (spec 7: `GET /notice/`, cached 60 s). Best effort: any failure,
 * including the strip's short deadline, means no strip, never a failed page.
 */
async function loadNotices(c: Context<AppEnv>): Promise<readonly Notice[]> {
  try {
    const list = await getNotices(upstreamDeps(c), STRIP_NOTICE_QUERY);
    return list.results;
  } catch (error) {
    console.warn('[shell] notices unavailable', error instanceof Error ? error.message : String(error));
    return [];
  }
}

/**
 * Renders a full page: label and theme from the address (spec 2.4), the shell decided from the
 * request context (device, hosts, environment, cookies, campaign, notices), assets, stream.
 */
export async function renderPage(c: Context<AppEnv>, opts: PageOptions): Promise<Response> {
  const url = new URL(c.req.url);
  // `c.get`, not `c.var`: Hono copies every variable into a new object on each `c.var` read.
  const nonce = c.get('nonce');
  const pageType = pageTypeFor(url.pathname, url.searchParams);
  const returnTo = url.pathname + url.search;
  const [manifest, notices, member] = await Promise.all([
    loadAssetManifest(c.env.ASSETS),
    opts.noNotices || (opts.status ?? 200) >= 500 ? Promise.resolve([]) : loadNotices(c),
    // The member corner (name, cart count) is decided here too, in parallel, before the shell.
    headerMemberFor(c, returnTo).catch((error: unknown) => {
      console.warn('[shell] member corner unavailable', error instanceof Error ? error.message : String(error));
      return { memberName: null, returnTo };
    }),
  ]);
  const clock = c.get('now');
  const now = clock instanceof Date ? clock : new Date();
  const shell = buildShell({
    url,
    pageType,
    device: c.get('device') ?? DESKTOP_DEVICE,
    hosts: requestHosts(c),
    environment: c.env?.ENVIRONMENT,
    cookies: parseCookieHeader(c.req.header('cookie')),
    nudgeHidden: campaignOf(c).nudgeHidden,
    notices,
    today: seoulDateString(now),
    hideBottomNav: opts.hideBottomNav ?? pageType === 'item_detail',
  });
  const assets = assetTagsFor(manifest);
  const tree = (
    <Document head={opts.head} pageType={pageType} theme={themeFor(url.pathname)} nonce={nonce} assets={assets}>
      <IslandChunks.Provider value={manifest.entry ? manifest : null}>
        <PageShell member={member} shell={shell}>
          {opts.body}
        </PageShell>
      </IslandChunks.Provider>
    </Document>
  );
  const status = opts.status ?? 200;
  const capture = opts.capture;
  return streamHtml(tree, {
    status,
    nonce,
    headers: opts.headers,
    signal: c.req.raw.signal,
    // A render error keeps the page out of the cache in streamHtml itself (onComplete never runs).
    onError: (error) => {
      console.error(`[render ${url.pathname}]`, error);
    },
    ...(capture ? { onComplete: (html: Uint8Array) => void capture.complete(html, { status, headers: opts.headers ?? {}, nonce }) } : {}),
  });
}

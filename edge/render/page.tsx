/**
 * Draws a full page, and does no I/O (ARCHITECTURE "render does no I/O"): everything it shows
 * comes from the shell data (edge/render/render-inputs.ts: the request inputs, the same the page
 * cache's key is made of, and what the page's loader loaded (edge/pages/shell-loader.ts) and the page's
 * own head and body. Label and theme come from the address (spec 2.4).
 *
 *     const [shell, data] = await Promise.all([loadShell(deps, context), loadX(deps, …)]);
 *     return renderPage(c, { shell, head, headers, body: <XPage {...data} /> });
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../app-env';
import { pageTypeFor, themeFor } from '../../src/navigation/page-type';
import { PageShell } from '../../src/shell/PageShell';
import { IslandChunks } from '../../src/ui/island-chunks';
import { FragmentCacheContext } from '../../src/ui/fragment-cache';
import { buildShell, seoulDateString } from '../../src/shell/shell-model';
import { Document, type HeadData } from './Document';
import { assetTagsFor } from './assets';
import type { ShellData } from './render-inputs';
import { streamHtml } from './stream';
import { speculationAllowed } from '../../src/navigation/speculation-rules';

export interface PageOptions {
  status?: number;
  head: HeadData;
  /** What the page's loader loaded for the shell (loadShell). */
  shell: ShellData;
  headers?: Record<string, string>;
  body: ReactNode;
  /** The page brings its own fixed bottom bar; defaults to true on the item page (purchase bar). */
  hideBottomNav?: boolean;
  /**
   * The page lists items whose links may be prerendered (issue 32 §2): listings, search, home,
   * a non-adult item page. Drawn only for visitors (src/navigation/speculation-rules.ts).
   */
  speculation?: boolean;
}

export function renderPage(c: Context<AppEnv>, opts: PageOptions): Promise<Response> {
  const { inputs } = opts.shell;
  const { url } = inputs;
  // `c.get`, not `c.var`: Hono copies every variable into a new object on each `c.var` read.
  const nonce = c.get('nonce');
  const pageType = pageTypeFor(url.pathname, url.searchParams);
  const shell = buildShell({
    url,
    pageType,
    device: inputs.device,
    hosts: inputs.hosts,
    environment: inputs.environment,
    appBannerDismissed: inputs.appBannerDismissed,
    nudgeHidden: inputs.nudgeHidden,
    notices: opts.shell.notices,
    today: seoulDateString(inputs.now),
    hideBottomNav: opts.hideBottomNav ?? pageType === 'item_detail',
    promotion: inputs.promotion,
    preview: inputs.preview,
    shop: inputs.shop,
  });
  const manifest = opts.shell.manifest;
  const assets = assetTagsFor(manifest);
  const tree = (
    <Document
      head={opts.head}
      pageType={pageType}
      theme={themeFor(url.pathname)}
      nonce={nonce}
      assets={assets}
      surveyScript={inputs.surveyScript}
      tags={inputs.tags}
      speculationRules={speculationAllowed({ pageWants: opts.speculation === true, member: opts.shell.member.memberName !== null })}
    >
      <IslandChunks.Provider value={manifest.entry ? manifest : null}>
        <FragmentCacheContext.Provider value={c.get('fragmentCache') ?? null}>
          <PageShell member={opts.shell.member} shell={shell}>
            {opts.body}
          </PageShell>
        </FragmentCacheContext.Provider>
      </IslandChunks.Provider>
    </Document>
  );
  const status = opts.status ?? 200;
  // The capture of a page-cache miss (edge/pages/cached-page.ts), for a page that may be kept at all.
  const capture = status === 200 ? c.get('pageCapture') : null;
  if (capture) capture.offered = true;
  return streamHtml(tree, {
    status,
    nonce,
    headers: opts.headers,
    signal: c.req.raw.signal,
    tagOrigin: inputs.tags?.origin ?? null,
    // A render error keeps the page out of the cache in streamHtml itself (onComplete never runs).
    onError: (error) => {
      console.error(`[render ${url.pathname}]`, error);
    },
    ...(capture ? { onComplete: (html: Uint8Array) => void capture.complete(html, { status, headers: opts.headers ?? {}, nonce }) } : {}),
  });
}

import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../app-env';
import { pageTypeFor, themeFor } from '../../src/navigation/page-type';
import { PageShell } from '../../src/shell/PageShell';
import { Document, type HeadData } from './Document';
import { assetTagsFor, loadAssetManifest } from './assets';
import { streamHtml } from './stream';

export interface PageOptions {
  status?: number;
  head: HeadData;
  /** Island names on this page, so their chunks are preloaded with the entry. */
  islands?: string[];
  headers?: Record<string, string>;
  body: ReactNode;
}

/** Renders a full page: label and theme from the address (spec 2.4), assets, shell, stream. */
export async function renderPage(c: Context<AppEnv>, opts: PageOptions): Promise<Response> {
  const url = new URL(c.req.url);
  const manifest = await loadAssetManifest(c.env.ASSETS);
  const assets = assetTagsFor(manifest, opts.islands ?? []);
  const tree = (
    <Document
      head={opts.head}
      pageType={pageTypeFor(url.pathname, url.searchParams)}
      theme={themeFor(url.pathname)}
      nonce={c.var.nonce}
      assets={assets}
    >
      <PageShell member={{ memberName: null, returnTo: url.pathname + url.search }}>{opts.body}</PageShell>
    </Document>
  );
  return streamHtml(tree, {
    status: opts.status ?? 200,
    nonce: c.var.nonce,
    headers: opts.headers,
    signal: c.req.raw.signal,
    onError: (error) => console.error(`[render ${url.pathname}]`, error),
  });
}

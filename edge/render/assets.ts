import * as z from 'zod';
import type { DocumentAssets } from './Document';
import { joinShared } from '../shared-work';

/**
 * The client build's asset list (written by scripts/build.mjs to dist/client/asset-manifest.json,
 * served by the ASSETS binding). Everything under /assets/ is content-hashed, so the names
 * change with the content and the files can be cached for good.
 */
export const assetManifestSchema = z.object({
  entry: z.string().nullable(),
  css: z.array(z.string()),
  /** Chunks the entry imports statically (never React: the entry is React-free). */
  preload: z.array(z.string()),
  /** The hydrator's chunk and its static imports (React, ReactDOM), loaded with the first island to hydrate. */
  hydrator: z.array(z.string()).default([]),
  /** Per island: its chunk first, then the chunks it imports statically. */
  islands: z.record(z.string(), z.array(z.string())),
});

export type AssetManifest = z.infer<typeof assetManifestSchema>;

/** No client build: pages still render, as plain server HTML without JS or the stylesheet. */
export const EMPTY_MANIFEST: AssetManifest = Object.freeze({ entry: null, css: [], preload: [], hydrator: [], islands: {} });

const MANIFEST_URL = 'https://assets.invalid/asset-manifest.json';
const RETRY_AFTER_FAILURE_MS = 30_000;
/** An asset read is local (the ASSETS binding): a second is far past a healthy one. */
const MANIFEST_JOIN_MS = 1000;

/**
 * A loader that reads the manifest once per isolate and keeps the promise. A failed read
 * (no build yet, bad JSON) answers the empty manifest and is retried after 30 s, so a build
 * finished while the dev server runs is picked up without a restart.
 */
export function createAssetManifestLoader(now: () => number = Date.now) {
  let cached: Promise<AssetManifest> | null = null;
  let settled = false;
  let failedAt = 0;

  async function read(assets: Fetcher): Promise<AssetManifest> {
    try {
      const res = await assets.fetch(MANIFEST_URL);
      if (!res.ok) throw new Error(`asset manifest: HTTP ${res.status}`);
      return assetManifestSchema.parse(await res.json());
    } catch (error) {
      failedAt = now();
      console.warn('[assets] no client asset manifest; pages render without JS', String(error));
      return EMPTY_MANIFEST;
    }
  }

  return function loadAssetManifest(assets?: Fetcher): Promise<AssetManifest> {
    if (!assets) return Promise.resolve(EMPTY_MANIFEST);
    if (cached && failedAt !== 0 && now() - failedAt >= RETRY_AFTER_FAILURE_MS) cached = null;
    if (!cached) {
      failedAt = 0;
      settled = false;
      const reading = read(assets);
      void reading.then(() => {
        if (cached === reading) settled = true;
      });
      cached = reading;
      return reading;
    }
    // Another request's read still running: joined for a bounded time only (a read whose
    // request was cancelled may never settle in workerd; ../shared-work.ts).
    return settled ? cached : joinShared(cached, MANIFEST_JOIN_MS, () => read(assets));
  };
}

export const loadAssetManifest = createAssetManifestLoader();

/**
 * The tags every page needs: the stylesheet, the entry module, and modulepreload hints for the
 * entry's static imports, each file once. Islands that hydrate at load add their own hints
 * (the hydrator and their chunks) where they render (src/ui/Island.tsx, from
 * `manifest.hydrator` and `manifest.islands`), so no page lists its islands.
 * Without an entry (no build) there is nothing to preload either.
 */
export function assetTagsFor(manifest: AssetManifest): DocumentAssets {
  if (!manifest.entry) return { css: [...manifest.css], entry: null, preload: [] };
  const seen = new Set<string>([manifest.entry]);
  const preload: string[] = [];
  const add = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    preload.push(href);
  };
  manifest.preload.forEach(add);
  return { css: [...manifest.css], entry: manifest.entry, preload };
}

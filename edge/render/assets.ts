import { z } from 'zod';
import { hydrateWhenFor } from '../../src/ui/hydrate-when';
import type { DocumentAssets } from './Document';

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

/**
 * A loader that reads the manifest once per isolate and keeps the promise. A failed read
 * (no build yet, bad JSON) answers the empty manifest and is retried after 30 s, so a build
 * finished while the dev server runs is picked up without a restart.
 */
export function createAssetManifestLoader(now: () => number = Date.now) {
  let cached: Promise<AssetManifest> | null = null;
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
      cached = read(assets);
    }
    return cached;
  };
}

export const loadAssetManifest = createAssetManifestLoader();

/**
 * The tags a page needs: the stylesheet, the entry module, and modulepreload hints for the
 * entry's static imports, each file once. Islands that hydrate at load (src/ui/hydrate-when.ts)
 * add the hydrator (React) and their own chunks. Islands that wait for interaction or
 * visibility add nothing: their code and React must not load before the shopper acts (the item
 * page's JS budget), and the client asks for them as soon as intent shows.
 * Without an entry (no build) there is nothing to preload either.
 */
export function assetTagsFor(manifest: AssetManifest, islandNames: readonly string[]): DocumentAssets {
  if (!manifest.entry) return { css: [...manifest.css], entry: null, preload: [] };
  const seen = new Set<string>([manifest.entry]);
  const preload: string[] = [];
  const add = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    preload.push(href);
  };
  manifest.preload.forEach(add);
  const atLoad = islandNames.filter((name) => Object.hasOwn(manifest.islands, name) && hydrateWhenFor(name) === 'load');
  if (atLoad.length > 0) manifest.hydrator.forEach(add);
  for (const name of atLoad) manifest.islands[name]?.forEach(add);
  return { css: [...manifest.css], entry: manifest.entry, preload };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_MANIFEST, assetTagsFor, createAssetManifestLoader, type AssetManifest } from './assets';

const manifest: AssetManifest = {
  entry: '/assets/entry-abc.js',
  css: ['/assets/app-123.css'],
  preload: ['/assets/runtime-0.js'],
  hydrator: ['/assets/hydrate-9.js', '/assets/react-def.js'],
  islands: {
    // Hydrate at load (src/islands/registry.ts).
    ProductGrid: ['/assets/ProductGrid-1.js', '/assets/zod-2.js', '/assets/react-def.js'],
    AdultGate: ['/assets/AdultGate-4.js', '/assets/zod-2.js'],
    // Wait for interaction.
    PurchasePanel: ['/assets/PurchasePanel-3.js', '/assets/zod-2.js', '/assets/react-def.js'],
    SearchBar: ['/assets/SearchBar-5.js', '/assets/react-def.js'],
  },
};

function fetcher(respond: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => respond());
  return { fetcher: { fetch, connect: vi.fn() } as unknown as Fetcher, fetch };
}

describe('assetTagsFor', () => {
  // Islands that hydrate at load add their own hints where they render (src/ui/Island.test.tsx).
  it("preloads the entry's static imports only: no React, no island chunks", () => {
    expect(assetTagsFor(manifest)).toEqual({ entry: '/assets/entry-abc.js', css: ['/assets/app-123.css'], preload: ['/assets/runtime-0.js'] });
  });

  it('gives a page without a build no scripts', () => {
    expect(assetTagsFor(EMPTY_MANIFEST)).toEqual({ entry: null, css: [], preload: [] });
  });
});

describe('loadAssetManifest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the manifest through the binding once per isolate', async () => {
    const load = createAssetManifestLoader();
    const { fetcher: assets, fetch } = fetcher(() => Response.json(manifest));
    expect(await load(assets)).toEqual(manifest);
    expect(await load(assets)).toEqual(manifest);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/asset-manifest\.json$/);
  });

  it('answers the empty manifest without a binding', async () => {
    expect(await createAssetManifestLoader()(undefined)).toEqual(EMPTY_MANIFEST);
  });

  it('answers the empty manifest on 404, bad JSON or a wrong shape, and retries after 30 s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let clock = 0;
    const load = createAssetManifestLoader(() => clock);
    for (const body of [new Response('nope', { status: 404 }), new Response('{'), Response.json({ entry: 3 })]) {
      const { fetcher: assets } = fetcher(() => body);
      clock += 60_000;
      expect(await load(assets)).toEqual(EMPTY_MANIFEST);
    }
    const { fetcher: ok, fetch } = fetcher(() => Response.json(manifest));
    clock += 10_000;
    expect(await load(ok)).toEqual(EMPTY_MANIFEST);
    expect(fetch).not.toHaveBeenCalled();
    clock += 20_000;
    expect(await load(ok)).toEqual(manifest);
  });

  it('answers the empty manifest when the binding throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetcher: assets } = fetcher(() => {
      throw new Error('down');
    });
    expect(await createAssetManifestLoader()(assets)).toEqual(EMPTY_MANIFEST);
  });
});

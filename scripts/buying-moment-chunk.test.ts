import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { BUY_CHUNK, buyingMomentChunk } from './buying-moment-chunk.mjs';

const root = '/repo/';
/** A module graph: id → static imports, dynamic imports (ids relative to root). */
function graph(edges: Record<string, { s?: string[]; d?: string[] }>) {
  const full = (id: string) => `${root}${id}`;
  const dynamicImporters = new Map<string, string[]>();
  for (const [from, e] of Object.entries(edges)) for (const to of e.d ?? []) dynamicImporters.set(to, [...(dynamicImporters.get(to) ?? []), full(from)]);
  return {
    getModuleInfo(id: string) {
      const rel = id.replace(root, '');
      const e = edges[rel];
      if (!e) return null;
      return { importedIds: (e.s ?? []).map(full), dynamicallyImportedIds: (e.d ?? []).map(full), dynamicImporters: dynamicImporters.get(rel) ?? [], isEntry: false };
    },
  };
}

const islands = ['src/product/islands/PurchasePanel.tsx', 'src/product/islands/LikeButton.tsx', 'src/navigation/islands/SearchBar.tsx', 'src/member/islands/CartView.tsx'];
const ctx = graph({
  'client/entry.tsx': { s: ['src/links.ts'], d: [...islands, 'client/hydrate.tsx'] },
  'client/hydrate.tsx': { s: ['src/props-guard.ts'] },
  'src/product/islands/PurchasePanel.tsx': { s: ['src/prices.ts', 'src/Button.tsx', 'src/links.ts', 'src/props-guard.ts', 'src/Toast.tsx'], d: ['src/ui/BottomSheet.tsx'] },
  'src/product/islands/LikeButton.tsx': { s: ['src/likes.ts', 'src/Button.tsx'] },
  'src/ui/BottomSheet.tsx': { s: ['src/use-overlay.ts'] },
  'src/navigation/islands/SearchBar.tsx': { s: ['src/Toast.tsx'] },
  'src/member/islands/CartView.tsx': { s: ['src/Button.tsx'] },
  'src/prices.ts': {},
  'src/Button.tsx': {},
  'src/links.ts': {},
  'src/props-guard.ts': {},
  'src/Toast.tsx': {},
  'src/likes.ts': {},
  'src/use-overlay.ts': {},
});
const chunkOf = (id: string) => buyingMomentChunk(root)(`${root}${id}`, ctx);

describe('the buying-moment chunk (scripts/buying-moment-chunk.mjs)', () => {
  it('holds what the buying islands and the option sheet reach, shared small modules included', () => {
    for (const id of ['src/prices.ts', 'src/use-overlay.ts', 'src/Button.tsx']) expect(chunkOf(id), id).toBe(BUY_CHUNK);
  });

  it('holds the option sheet itself (no island: its importers load the chunk anyway), not only what it reaches (issue 32 §3, kb90)', () => {
    expect(chunkOf('src/ui/BottomSheet.tsx')).toBe(BUY_CHUNK);
  });

  it('leaves out what only LikeButton reaches: it hydrates on intent, not with the first 구매하기 (issue 32 §3, kb90)', () => {
    expect(chunkOf('src/likes.ts')).toBeNull();
  });

  it('holds the purchase panel itself: in a chunk of its own it cost the first 구매하기 ~0.75 KB gz more', () => {
    expect(chunkOf('src/product/islands/PurchasePanel.tsx')).toBe(BUY_CHUNK);
  });

  it('leaves out the other islands, what the entry or the hydrator reach, and what a header island reaches', () => {
    for (const id of ['src/product/islands/LikeButton.tsx', 'src/links.ts', 'src/props-guard.ts', 'src/Toast.tsx', 'client/entry.tsx']) {
      expect(chunkOf(id), id).toBeNull();
    }
  });

  it('is a group of the browser build, without the dependencies Rolldown would otherwise pull in (the entry’s among them)', () => {
    const config = viteConfig as { build?: { rolldownOptions?: { output?: unknown } } };
    const output = config.build?.rolldownOptions?.output as { codeSplitting?: { groups?: { debugName?: string; includeDependenciesRecursively?: boolean }[] } };
    const group = output.codeSplitting?.groups?.find((g) => g.debugName === BUY_CHUNK);
    expect(group?.includeDependenciesRecursively).toBe(false);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './import-graph';

/**
 * What the item page's first tap loads (issue 32 §3: JS after it under 90 KB gzip): the modules
 * the browser entry and the two islands of the buying moment reach through static imports, i.e.
 * what lands in their chunks or the chunks those import. Dynamic imports are chunks of their own,
 * loaded only when asked for. Read from the source, so it fails before any build does.
 */
const root = join(import.meta.dirname, '../..');

function resolveFile(target: string): string | null {
  for (const candidate of [`${target}.ts`, `${target}.tsx`, target, `${target}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(join(root, candidate))) return candidate;
  }
  return null;
}

/** Repository files and packages reached from `start` by runtime static imports. */
function staticClosure(start: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>([start]);
  const packages = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const edge of importsOf(root, join(root, file))) {
      if (edge.typeOnly || edge.dynamic) continue;
      if (edge.target === null) {
        packages.add(edge.specifier);
        continue;
      }
      const next = resolveFile(edge.target);
      if (next && !files.has(next)) {
        files.add(next);
        queue.push(next);
      }
    }
  }
  return { files, packages };
}

describe('the first tap on the item page', () => {
  it('the entry every page runs carries no member-only or identity code: it loads when the member hint is there (src/member/member-refresh.ts)', () => {
    const { files, packages } = staticClosure('client/entry.tsx');
    expect([...files].filter((f) => f.startsWith('src/identity/') || f === 'src/browser/data-client.ts' || f === 'src/member/member-refresh.ts')).toEqual([]);
    expect([...packages].filter((p) => p.startsWith('zod') || p.startsWith('react'))).toEqual([]);
  });

  it("PurchasePanel, LikeButton and the gallery (a first scroll's island at 375 px) reach no zod (props by src/islands/props-guard.ts, the kept selection's check on demand) and no data client", () => {
    for (const island of ['src/product/islands/PurchasePanel.tsx', 'src/product/islands/LikeButton.tsx', 'src/product/islands/ProductGallery.tsx']) {
      const { files, packages } = staticClosure(island);
      expect(
        [...packages].filter((p) => p.startsWith('zod')),
        island,
      ).toEqual([]);
      expect(
        [...files].filter((f) => f === 'src/browser/data-client.ts' || f.startsWith('schemas/')),
        island,
      ).toEqual([]);
    }
  });
});

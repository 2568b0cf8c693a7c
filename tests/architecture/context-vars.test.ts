import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './import-graph';

/**
 * Issue 30 §3: the edge's variable types (edge/context/vars.ts) import nothing of the edge, so
 * edge/app-env.ts, which every middleware and page imports, closes no import cycle.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const at = (path: string) => `${ROOT}${path}`;

/** Every edge/ file reachable from `start` through relative imports (type-only ones included). */
function reachable(start: string): Set<string> {
  const files = new Set(sourceFiles(ROOT, ['edge']).map((f) => f.slice(ROOT.length)));
  const resolve = (target: string) => [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((f) => files.has(f));
  const seen = new Set<string>();
  const walk = (file: string) => {
    for (const edge of importsOf(ROOT, at(file))) {
      const next = edge.target === null ? undefined : resolve(edge.target);
      if (next && !seen.has(next)) {
        seen.add(next);
        walk(next);
      }
    }
  };
  walk(start);
  return seen;
}

describe('the edge variable types', () => {
  it('edge/context/vars.ts imports nothing of the edge', () => {
    const edgeImports = importsOf(ROOT, at('edge/context/vars.ts')).filter((e) => e.target?.startsWith('edge/'));
    expect(edgeImports.map((e) => e.specifier)).toEqual([]);
  });

  it('edge/app-env.ts does not import itself through its imports', () => {
    const seen = reachable('edge/app-env.ts');
    expect(seen.size).toBeGreaterThan(0);
    expect(seen.has('edge/app-env.ts')).toBe(false);
  });
});

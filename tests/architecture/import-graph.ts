import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The repository's own imports as data, for the import-direction check: every import, export-from
 * and dynamic import of every .ts/.tsx file under the given folders, relative ones resolved to a
 * repository path. Read with a regular expression, not the compiler: the check must stay fast
 * and our import statements are plain (no computed specifiers).
 */
export interface ImportEdge {
  /** Repository path of the importing file, '/'-separated. */
  file: string;
  line: number;
  specifier: string;
  /** Repository path the relative specifier points at (no extension resolution); null for a package. */
  target: string | null;
  /** `import type` / `export type`: erased by the compiler, no runtime edge. */
  typeOnly: boolean;
  /** `import('…')`: a separate chunk in the browser build, loaded when the code asks for it. */
  dynamic?: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.wrangler', 'fixtures-out']);

export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) walk(join(dir, e.name));
      } else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) out.push(join(dir, e.name));
    }
  };
  for (const f of folders) walk(join(root, f));
  return out.sort();
}

// `import x from 'a'`, `import { a,\n b } from 'a'`, `export * from 'a'`, `import 'a'`, `import('a')`.
const STATIC = /^[ \t]*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

const toPosix = (p: string) => p.split(sep).join('/');

function lineAt(text: string, index: number): number {
  let n = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

export function importsOf(root: string, absFile: string): ImportEdge[] {
  const text = readFileSync(absFile, 'utf8');
  const file = toPosix(relative(root, absFile));
  const edges: ImportEdge[] = [];
  const add = (specifier: string, index: number, typeOnly: boolean, dynamic = false) => {
    const target = specifier.startsWith('.') ? toPosix(relative(root, resolve(dirname(absFile), specifier))) : null;
    edges.push({ file, line: lineAt(text, index), specifier, target, typeOnly, dynamic });
  };
  for (const m of text.matchAll(STATIC)) {
    const spec = m[3] as string;
    // The line of the specifier itself, which for a multi-line import is its `from` line.
    add(spec, m.index + m[0].lastIndexOf(spec), m[2] !== undefined);
  }
  for (const m of text.matchAll(DYNAMIC)) add(m[1] as string, m.index, false, true);
  return edges;
}

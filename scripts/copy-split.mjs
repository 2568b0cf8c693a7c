// The browser build's copy split (issue 32 §3): every visible string lives in src/copy/ko.ts (one
// file, so engineers add to it in one place), yet an island must load only its own strings. A
// chunk holds a module whole: with one ko.ts module, the chunk that carries it holds every
// string any island uses (8.9 KB gzip on the item page's first tap). So each named import of
// ko.ts in browser code is read from its own copy of the module (`ko.ts` + `#<name>`), of which
// tree-shaking keeps that one export and what it uses; Rolldown then places each area's strings
// with the islands that import them. Server code (the edge bundle) is untouched.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/copy\/ko)(?:\.ts)?\2;?/g;
const AREA_ID = /^(.*\/src\/copy\/ko)\.area-(\w+)\.ts$/;

/**
 * Rewrites `import { a, b as c, type T } from '…/copy/ko'` into one import per value name from
 * its own module id. Pure text; exported for its unit test.
 */
export function splitCopyImports(code, importerDir, copyFile) {
  return code.replace(IMPORT, (whole, names, _q, spec) => {
    const target = resolve(importerDir, spec);
    if (`${target}.ts` !== copyFile) return whole;
    const parts = names
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const values = parts.filter((p) => !p.startsWith('type '));
    const types = parts.filter((p) => p.startsWith('type '));
    const lines = values.map((p) => {
      const name = p.split(/\s+as\s+/)[0].trim();
      return `import { ${p} } from '${target}.area-${name}.ts';`;
    });
    if (types.length > 0) lines.push(`import { ${types.join(', ')} } from '${spec}';`);
    return lines.join(' ');
  });
}

/** @returns {import('vite').Plugin} */
export function copySplit(root) {
  const copyFile = join(root, 'src/copy/ko.ts');
  return {
    name: 'copy-split',
    enforce: 'pre',
    resolveId(source) {
      return AREA_ID.test(source) ? source : null;
    },
    load(id) {
      const m = AREA_ID.exec(id);
      if (!m || `${m[1]}.ts` !== copyFile) return null;
      return readFileSync(copyFile, 'utf8');
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(tsx?|mts)$/.test(id) || !code.includes('copy/ko')) return null;
      const out = splitCopyImports(code, dirname(id), copyFile);
      return out === code ? null : { code: out, map: null };
    },
  };
}

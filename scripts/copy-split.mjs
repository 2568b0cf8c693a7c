// The browser build's copy split (issue 32 §3): every visible string lives in src/copy/ko.ts (one
// file, so engineers add to it in one place), yet an island must load only its own strings. A
// chunk holds a module whole: with one ko.ts module, the chunk that carries it holds every
// string any island uses (8.9 KB gzip on the item page's first tap). So each named import of
// ko.ts in browser code is read from its own copy of the module, of which tree-shaking keeps
// what that import uses; Rolldown then places those strings with the islands that import them.
// Two grains:
// - by key (`ko.ts` + `.area-<area>.key-<key>`): when an importer only ever reads `area.key…`
//   (e.g. `productCopy.option.select`), it gets one module per top-level key it reads, each
//   holding that key's value alone, and a local `const area = { key, … }` in place of the
//   import. An island that shows three price labels no longer loads the item page's 5 KB of
//   product copy (size chart, shipping, statuses) with them;
// - by area (`ko.ts` + `.area-<area>`): any other use (the area passed whole, indexed by a
//   variable) keeps the whole area, as before.
// A key whose value is a short plain string is not imported at all: its text is written into the
// importer (`const area = { key: '…' }`). Shared by islands in different chunks, such a key was a
// chunk of its own, a request and ~0.1 KB gzip of file overhead for a few dozen bytes of text.
// Server code (the edge bundle) is untouched: there every string is in one bundle anyway.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/copy\/ko)(?:\.ts)?\2;?/g;
const AREA_ID = /^(.*\/src\/copy\/ko)\.area-(\w+)(?:\.key-(\w+))?\.ts$/;
const IDENT = /^[A-Za-z_$][\w$]*$/;

/**
 * The top-level keys read from `local` in `code`, or null when `local` is used otherwise (bare,
 * indexed, optional-chained) or not at all. Text, not a parse: a mention in a comment or string
 * only ever adds a key or falls back to the whole area, both safe (more strings, never fewer).
 */
export function keysRead(code, local) {
  const keys = new Set();
  const use = new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
  for (const m of code.matchAll(use)) {
    const key = /^\s*\.\s*([A-Za-z_$][\w$]*)/.exec(code.slice(m.index + m[0].length));
    if (!key) return null;
    keys.add(key[1]);
  }
  return keys.size > 0 ? [...keys].sort() : null;
}

/**
 * Rewrites `import { a, b as c, type T } from '…/copy/ko'` into imports from per-area or per-key
 * modules (see above). Pure text; exported for its unit test.
 */
export function splitCopyImports(code, importerDir, copyFile, inlineValue = () => null) {
  // Uses are looked for outside the import statements themselves.
  const body = code.replace(IMPORT, '');
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
      const [name, alias] = p.split(/\s+as\s+/).map((s) => s.trim());
      const local = alias ?? name;
      const keys = keysRead(body, local);
      if (!keys) return `import { ${p} } from '${target}.area-${name}.ts';`;
      const inline = keys.map((k) => inlineValue(name, k));
      const bound = keys.map((k, i) => inline[i] ?? `__copy_${local}_${k}`);
      const imports = keys.flatMap((k, i) => (inline[i] === null ? [`import { ${name}$${k} as ${bound[i]} } from '${target}.area-${name}.key-${k}.ts';`] : []));
      return `${[...imports, `const ${local} = { ${keys.map((k, i) => `${k}: ${bound[i]}`).join(', ')} };`].join(' ')}`;
    });
    if (types.length > 0) lines.push(`import { ${types.join(', ')} } from '${spec}';`);
    return lines.join(' ');
  });
}

/**
 * ko.ts with one more export, `<area>$<key>`: the source text of that key's value in the area's
 * object literal, so tree-shaking keeps it (and the helpers it calls) and nothing else.
 * Exported for its unit test.
 */
export function keyModule(source, area, key) {
  const value = valueNode(parseAst(source, { lang: 'ts' }), area, key);
  if (value) return `${source}\nexport const ${area}$${key} = ${source.slice(value.start, value.end)};\n`;
  // Not a plain object literal: the whole area, read through its key (still correct, not smaller).
  if (!IDENT.test(area) || !IDENT.test(key)) throw new Error(`bad copy key ${area}.${key}`);
  return `${source}\nexport const ${area}$${key} = ${area}.${key};\n`;
}

/** The value node of `area.key` in ko.ts's object literal; null when the area is no plain object literal. */
function valueNode(program, area, key) {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const d of statement.declaration.declarations) {
      if (d.id.type !== 'Identifier' || d.id.name !== area) continue;
      let init = d.init;
      while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')) init = init.expression;
      if (init?.type !== 'ObjectExpression') return null;
      const property = init.properties.find((p) => p.type === 'Property' && !p.computed && ((p.key.type === 'Identifier' && p.key.name === key) || (p.key.type === 'Literal' && p.key.value === key)));
      if (!property) throw new Error(`src/copy/ko.ts: ${area} has no key ${key}`);
      return property.value;
    }
  }
  return null;
}

/** Longest string (in characters) written into its importers rather than imported. */
export const INLINE_MAX = 80;

/**
 * A reader of ko.ts's short plain strings: `area.key`'s value as a JS string literal when it is a
 * string of at most INLINE_MAX characters (no template placeholders), else null. Exported for its
 * unit test; the plugin reads ko.ts again when it changes.
 */
export function inlineValues(source) {
  const program = parseAst(source, { lang: 'ts' });
  const cache = new Map();
  return (area, key) => {
    const id = `${area}.${key}`;
    if (!cache.has(id)) {
      const value = valueNode(program, area, key);
      const text =
        value?.type === 'Literal' && typeof value.value === 'string' ? value.value : value?.type === 'TemplateLiteral' && value.expressions.length === 0 ? value.quasis[0]?.value.cooked : null;
      cache.set(id, typeof text === 'string' && text.length <= INLINE_MAX ? JSON.stringify(text) : null);
    }
    return cache.get(id);
  };
}

/** @returns {import('vite').Plugin} */
export function copySplit(root) {
  const copyFile = join(root, 'src/copy/ko.ts');
  /** ko.ts and its short strings: read once, again only after ko.ts changed (watch mode). */
  let copy = null;
  const copyNow = () => {
    if (!copy) {
      const source = readFileSync(copyFile, 'utf8');
      copy = { source, inline: inlineValues(source) };
    }
    return copy;
  };
  return {
    name: 'copy-split',
    enforce: 'pre',
    resolveId(source) {
      return AREA_ID.test(source) ? source : null;
    },
    load(id) {
      const m = AREA_ID.exec(id);
      if (!m || `${m[1]}.ts` !== copyFile) return null;
      const { source } = copyNow();
      return m[3] ? keyModule(source, m[2], m[3]) : source;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(tsx?|mts)$/.test(id) || !code.includes('copy/ko')) return null;
      const out = splitCopyImports(code, dirname(id), copyFile, copyNow().inline);
      return out === code ? null : { code: out, map: null };
    },
    watchChange(id) {
      if (id === copyFile) copy = null;
    },
  };
}

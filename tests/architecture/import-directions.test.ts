import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, type ImportEdge } from './import-graph';

/**
 * Which way the imports run (docs/architecture.md, "Layers: which way the imports run"), checked on every
 * .ts/.tsx file of the layers so the directions cannot drift back:
 *
 *   rules/    imports only rules/ (and schemas/ for types only) and npm packages without React
 *   schemas/  imports schemas/ and rules/, never src/, edge/, origin/ or client/
 *   src/      never imports client/, edge/ or origin/
 *   origin/   never imports src/ or edge/
 *   client/   never imports edge/ or origin/
 *   edge/render never imports edge/upstream or edge/context (render does no I/O)
 *   edge/pages/<a> never imports edge/pages/<b>, except the shared page helpers below
 *   no React in rules/, schemas/ or origin/
 *
 * Why rules/ → schemas/ for types only: schemas/ builds zod shapes on rules/ (the sanitiser, the
 * item-number bound, the consent terms), so at run time imports go schemas → rules only; a rule
 * may still name a schema's inferred type (ItemDetail), which the compiler erases.
 *
 * Tests in these folders follow the same rules: a test that needs another layer's fixture gets
 * it moved to where both may import it (schemas/item-fixture.ts).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LAYERS = ['rules', 'schemas', 'src', 'client', 'edge', 'origin'] as const;

/**
 * Page helpers every page family may import: the error answers, the shell loader, the listing
 * folder (the listing-style page, its loader and the category groups; it has no route), the form
 * body and address form, the member page (a member's own page: login round trip, shell, failure),
 * the page cache's route wrapper and the page forms' cross-site guard.
 */
const SHARED_PAGE_HELPERS = [
  'edge/pages/errors',
  'edge/pages/shell-loader',
  'edge/pages/listing',
  'edge/pages/form-body',
  'edge/pages/address-form',
  'edge/pages/member-page',
  'edge/pages/cached-page',
  'edge/pages/same-site-form',
];
const isSharedPageHelper = (target: string) => SHARED_PAGE_HELPERS.some((h) => target === h || target.startsWith(`${h}/`));

/**
 * Imports the rules would flag that are allowed on purpose, each with its reason. An entry
 * that no longer matches an import fails the check too, so the list only shrinks.
 */
const ALLOWED: readonly { file: string; target: string; owner: string }[] = [
  // Not I/O, so not against "render does no I/O": the page cache's freshness log is a plain
  // recorder that the upstream calls of a render report into (edge/upstream/request.ts).
  { file: 'edge/render/page-capture.ts', target: 'edge/upstream/freshness-log', owner: 'permanent' },
];

type Rule = (edge: ImportEdge) => string | null;

const layerOf = (path: string): string => path.split('/')[0] ?? '';
const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const REACT = /^(react|react-dom)(\/|$)|^@tanstack\/react-query(\/|$)/;

/** The page family of a file under edge/pages: its sub-folder, or its own name. */
function pageFamily(path: string): string | null {
  if (!under(path, 'edge/pages')) return null;
  const rest = path.slice('edge/pages/'.length);
  const first = rest.split('/')[0] ?? '';
  return rest.includes('/') ? first : first.replace(/\.(tsx?|js)$/, '');
}

const stripExt = (p: string) => p.replace(/\.(tsx?|js|mjs)$/, '');

const RULES: Rule[] = [
  (e) => {
    const from = layerOf(e.file);
    if (!['rules', 'schemas', 'origin'].includes(from)) return null;
    return REACT.test(e.specifier) ? `React in ${from}/` : null;
  },
  (e) => {
    if (layerOf(e.file) !== 'rules') return null;
    if (e.target === null) return e.specifier.startsWith('node:') ? 'rules/ does no I/O (node built-in)' : null;
    const to = layerOf(e.target);
    if (to === 'rules') return null;
    if (to === 'schemas') return e.typeOnly ? null : 'rules/ → schemas/ only with `import type` (schemas import rules at run time)';
    return `rules/ → ${to}/`;
  },
  (e) => {
    if (layerOf(e.file) !== 'schemas' || e.target === null) return null;
    const to = layerOf(e.target);
    return ['src', 'edge', 'origin', 'client'].includes(to) ? `schemas/ → ${to}/` : null;
  },
  (e) => {
    if (layerOf(e.file) !== 'src' || e.target === null) return null;
    const to = layerOf(e.target);
    return ['client', 'edge', 'origin'].includes(to) ? `src/ → ${to}/` : null;
  },
  (e) => {
    if (layerOf(e.file) !== 'origin' || e.target === null) return null;
    const to = layerOf(e.target);
    return ['src', 'edge', 'client'].includes(to) ? `origin/ → ${to}/` : null;
  },
  (e) => {
    if (layerOf(e.file) !== 'client' || e.target === null) return null;
    const to = layerOf(e.target);
    return ['edge', 'origin'].includes(to) ? `client/ → ${to}/` : null;
  },
  (e) => {
    if (!under(e.file, 'edge/render') || e.target === null) return null;
    if (under(e.target, 'edge/upstream')) return 'edge/render → edge/upstream (render does no I/O)';
    if (under(e.target, 'edge/context')) return 'edge/render → edge/context';
    return null;
  },
  (e) => {
    const from = pageFamily(e.file);
    if (from === null || e.target === null) return null;
    const to = pageFamily(e.target);
    if (to === null || to === from || isSharedPageHelper(stripExt(e.target))) return null;
    return `page → page (${from} → ${to})`;
  },
];

interface Violation extends ImportEdge {
  why: string;
}

function violations(): Violation[] {
  const out: Violation[] = [];
  for (const file of sourceFiles(ROOT, LAYERS)) {
    for (const edge of importsOf(ROOT, file)) {
      for (const rule of RULES) {
        const why = rule(edge);
        if (why) out.push({ ...edge, why });
      }
    }
  }
  return out;
}

const allowed = (v: Violation) => ALLOWED.some((a) => a.file === v.file && stripExt(a.target) === stripExt(v.target ?? v.specifier));
const describeAll = (vs: readonly Violation[]) => vs.map((v) => `  ${v.file}:${v.line}  imports '${v.specifier}'  (${v.why})`).join('\n');

describe('import directions', () => {
  const found = violations();

  it('finds the imports it checks', () => {
    // A regex that stopped matching would pass everything: make sure it sees real edges.
    const edges = sourceFiles(ROOT, ['schemas']).flatMap((f) => importsOf(ROOT, f));
    expect(edges.some((e) => e.file === 'schemas/primitives.ts' && e.target === 'rules/html/sanitize')).toBe(true);
  });

  it('flags each forbidden direction', () => {
    const edge = (file: string, specifier: string, target: string | null, typeOnly = false): ImportEdge => ({ file, line: 1, specifier, target, typeOnly });
    const whyOf = (e: ImportEdge) => RULES.map((r) => r(e)).filter((w): w is string => w !== null);
    const forbidden = [
      edge('src/ui/Island.tsx', '../../client/islands', 'client/islands'),
      edge('src/a.ts', '../edge/app', 'edge/app'),
      edge('src/a.ts', '../origin/http', 'origin/http'),
      edge('schemas/a.ts', '../src/copy/ko', 'src/copy/ko'),
      edge('schemas/a.ts', '../client/bridge', 'client/bridge'),
      edge('rules/a.ts', '../src/copy/ko', 'src/copy/ko'),
      edge('rules/a.ts', '../schemas/item-detail', 'schemas/item-detail'),
      edge('rules/a.ts', 'node:fs', null),
      edge('rules/a.ts', 'react', null),
      edge('schemas/a.ts', 'react-dom/server', null),
      edge('origin/a.ts', 'react', null),
      edge('origin/routes/a.ts', '../../src/copy/ko', 'src/copy/ko'),
      edge('origin/routes/a.ts', '../../edge/env', 'edge/env'),
      edge('client/entry.tsx', '../edge/render/page', 'edge/render/page'),
      edge('client/entry.tsx', '../origin/http', 'origin/http'),
      edge('edge/render/page.tsx', '../upstream/navigation', 'edge/upstream/navigation'),
      edge('edge/render/page.tsx', '../context/hosts', 'edge/context/hosts'),
      edge('edge/pages/home.tsx', './category', 'edge/pages/category'),
      edge('edge/pages/product/route.tsx', '../search', 'edge/pages/search'),
    ];
    for (const e of forbidden) expect(whyOf(e), `${e.file} → ${e.specifier}`).not.toEqual([]);
    const fine = [
      edge('rules/a.ts', '../schemas/item-detail', 'schemas/item-detail', true),
      edge('rules/a.ts', 'date-fns-tz', null),
      edge('schemas/a.ts', '../rules/item-no', 'rules/item-no'),
      edge('origin/a.ts', '../rules/age', 'rules/age'),
      edge('src/a.ts', '../rules/qna', 'rules/qna'),
      edge('edge/pages/brand.tsx', './listing', 'edge/pages/listing'),
      edge('edge/pages/product/route.tsx', './loader', 'edge/pages/product/loader'),
      edge('edge/pages/product/route.tsx', '../errors', 'edge/pages/errors'),
    ];
    for (const e of fine) expect(whyOf(e), `${e.file} → ${e.specifier}`).toEqual([]);
  });

  it('reads multi-line and dynamic imports with their lines', () => {
    const edges = sourceFiles(ROOT, ['edge/gateway']).flatMap((f) => importsOf(ROOT, f));
    const multi = edges.find((e) => e.file === 'edge/gateway/actions.ts' && e.target === 'schemas/requests/member-actions');
    expect(multi?.line).toBeGreaterThan(1);
    const dynamic = sourceFiles(ROOT, ['src/member']).flatMap((f) => importsOf(ROOT, f));
    expect(dynamic.some((e) => e.file === 'src/member/header-at-load.test.ts' && e.target === 'src/member/header-at-load')).toBe(true);
  });

  it('has no import against the layering, beyond the allow-list', () => {
    const fresh = found.filter((v) => !allowed(v));
    expect(fresh.length, `Imports against the layering (docs/architecture.md, "Layers: which way the imports run"):\n${describeAll(fresh)}\n`).toBe(0);
  });

  it('has no allow-list entry for a violation that is gone', () => {
    const gone = ALLOWED.filter((a) => !found.some((v) => a.file === v.file && stripExt(a.target) === stripExt(v.target ?? v.specifier)));
    const list = gone.map((a) => `  ${a.file} → ${a.target} (${a.owner})`).join('\n');
    expect(gone.length, `Fixed: delete these entries from ALLOWED in tests/architecture/import-directions.test.ts:\n${list}\n`).toBe(0);
  });
});

#!/usr/bin/env node
// `npm run build`: the browser bundle (Vite: client/entry.tsx, React-free; the hydrator
// client/hydrate.tsx and one chunk per island loaded lazily, React in its own chunk), the utility
// CSS (UnoCSS over every .tsx), and dist/client/asset-manifest.json, which the edge reads
// (edge/render/assets.ts) to emit <script>, stylesheet and modulepreload tags: the entry's own
// imports always; the hydrator and an island's chunks are preloaded by islands that hydrate at
// load (src/ui/Island.tsx). Islands are found through src/islands/registry.ts.
// Everything under dist/client/assets/ is content-hashed.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createGenerator } from 'unocss';
import { build } from 'vite';
import { BUY_CHUNK, CAPTURED_ISLANDS } from './buying-moment-chunk.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist/client');
const assetsDir = join(outDir, 'assets');
const CSS_SOURCES = ['src', 'edge', 'client'];

function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}

function walk(dir, accept, found = []) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return found;
  }
  for (const name of names) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, accept, found);
    else if (accept(path)) found.push(path);
  }
  return found;
}

const hashOf = (text) => createHash('sha256').update(text).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');

// 1. JavaScript.
rmSync(outDir, { recursive: true, force: true });
await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });

// 2. CSS. Node 24 loads uno.config.ts itself (its types are stripped on import).
async function loadUnoConfig() {
  return (await import(pathToFileURL(join(root, 'uno.config.ts')).href)).default;
}

const uno = await createGenerator(await loadUnoConfig());
const tokens = new Set();
for (const dir of CSS_SOURCES) {
  for (const file of walk(join(root, dir), (p) => p.endsWith('.tsx') && !p.endsWith('.test.tsx'))) {
    await uno.applyExtractors(readFileSync(file, 'utf8'), file, tokens);
  }
}
const { css } = await uno.generate(tokens, { preflights: true, minify: true });
const cssName = `app-${hashOf(css)}.css`;
mkdirSync(assetsDir, { recursive: true });
writeFileSync(join(assetsDir, cssName), css);

// 3. The asset manifest, from Vite's.
const viteManifestPath = join(outDir, '.vite/manifest.json');
const viteManifest = JSON.parse(readFileSync(viteManifestPath, 'utf8'));
const href = (file) => `/${file}`;

function staticDeps(key, seen = new Set()) {
  for (const dep of viteManifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticDeps(dep, seen);
  }
  return seen;
}

const entryKey = Object.keys(viteManifest).find((k) => viteManifest[k].isEntry);
if (!entryKey) fail('no entry chunk in the Vite manifest');
const entryFile = viteManifest[entryKey].file;
// The entry's static imports: needed by every page before interaction.
const preload = [...staticDeps(entryKey)].map((k) => href(viteManifest[k].file));

// The hydrator and what it imports (React, ReactDOM): loaded with the first island to hydrate,
// preloaded only on pages with an island that hydrates at load.
const hydratorKey = Object.keys(viteManifest).find((k) => viteManifest[k].isDynamicEntry && (viteManifest[k].src ?? k) === 'client/hydrate.tsx');
if (!hydratorKey) fail('no hydrator chunk (client/hydrate.tsx) in the Vite manifest: the entry must import it dynamically');
const hydratorChunks = [hydratorKey, ...staticDeps(hydratorKey)]
  .map((k) => viteManifest[k].file)
  .filter((f) => f !== entryFile)
  .map(href);
const reactKey = Object.keys(viteManifest).find((k) => viteManifest[k].name === 'react' && !viteManifest[k].isEntry);
if ([hydratorKey, reactKey].some((k) => k && preload.includes(href(viteManifest[k].file)))) fail('the entry imports the hydrator or React statically; they must load on demand');
const hydrator = hydratorChunks.filter((h) => !preload.includes(h));

// The buying-moment chunk (scripts/buying-moment-chunk.mjs) must not reach itself through its
// imports: in a cycle of chunks, whichever loads first reads the other's bindings before they
// are set (an island's propsSchema undefined). Rolldown places a module the group leaves out in
// an island's own chunk when only that island keeps it after tree-shaking: name it in BUY_ALSO.
for (const key of Object.keys(viteManifest).filter((k) => viteManifest[k].name === 'buy')) {
  const cycle = (viteManifest[key].imports ?? []).filter((dep) => staticDeps(dep).has(key));
  if (cycle.length > 0) fail(`the buy chunk and ${cycle.map((k) => viteManifest[k].file).join(', ')} import each other: add the shared module to BUY_ALSO in scripts/buying-moment-chunk.mjs`);
}

// Each island's chunk, found by the path its registry entry imports (src/islands/registry.ts):
// the one place islands are declared. Chunks the entry already preloads are left out, and so are
// the hydrator's (React, the runtime): every reader asks for those with the island's.
const REGISTRY = 'src/islands/registry.ts';
const registry = readFileSync(join(root, REGISTRY), 'utf8');
const islands = {};
for (const [, name, path] of registry.matchAll(/^\s*(\w+):\s*island\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
  const src = relative(root, join(root, dirname(REGISTRY), path))
    .split('\\')
    .join('/');
  // An island captured into the buying-moment chunk has no dynamic entry of its own: that chunk is its.
  const captured = CAPTURED_ISLANDS.some((c) => c.replace(/\.tsx?$/, '') === src.replace(/\.tsx?$/, ''));
  const key = captured
    ? Object.keys(viteManifest).find((k) => viteManifest[k].name === BUY_CHUNK)
    : Object.keys(viteManifest).find((k) => viteManifest[k].isDynamicEntry && (viteManifest[k].src ?? k).replace(/\.tsx?$/, '') === src.replace(/\.tsx?$/, ''));
  if (!key) fail(`${REGISTRY}: island ${name} (${path}) produced no chunk`);
  if (islands[name]) fail(`${REGISTRY}: two islands are named ${name}`);
  const deps = [...staticDeps(key)].map((k) => href(viteManifest[k].file)).filter((h) => h !== href(entryFile) && !preload.includes(h) && !hydrator.includes(h));
  islands[name] = [href(viteManifest[key].file), ...deps];
}
if (Object.keys(islands).length === 0) fail(`${REGISTRY}: no islands found (expected lines like \`Name: island(() => import('…')\`)`);

const manifest = { entry: href(entryFile), css: [href(`assets/${cssName}`)], preload, hydrator, islands };
writeFileSync(join(outDir, 'asset-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(join(outDir, '.vite'), { recursive: true, force: true });

// 4. Sizes against the budgets (JS before interaction ≤ 80 KB gzip, CSS ≤ 15 KB gzip).
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizeOf = (h) => {
  const body = readFileSync(join(outDir, h));
  return { raw: body.length, gz: gzipSync(body, { level: 9 }).length };
};
console.log('client assets (raw / gzip):');
for (const file of walk(assetsDir, () => true).sort()) {
  const { raw, gz } = sizeOf(relative(outDir, file));
  console.log(`  ${relative(outDir, file).padEnd(44)} ${kb(raw).padStart(9)} ${kb(gz).padStart(9)}`);
}
const gzOf = (list) => list.reduce((sum, h) => sum + sizeOf(h).gz, 0);
const startup = gzOf([manifest.entry, ...preload]);
const cssGz = sizeOf(manifest.css[0]).gz;
console.log(`before interaction (entry + static imports): ${kb(startup)} gzip; css: ${kb(cssGz)} gzip`);
console.log(`on the first island to hydrate (hydrator + React): ${kb(gzOf(hydrator))} gzip`);
if (startup > 80 * 1024) fail(`the entry and its static imports are ${kb(startup)} gzip, over the 80 KB budget for JS before interaction`);
if (cssGz > 15 * 1024) fail(`CSS is ${kb(cssGz)} gzip, over the 15 KB budget`);

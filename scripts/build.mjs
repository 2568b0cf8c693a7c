#!/usr/bin/env node
// `npm run build`: the browser bundle (Vite: client/entry.tsx, React-free; the hydrator
// client/hydrate.tsx and one chunk per island loaded lazily, React in its own chunk), the utility
// CSS (UnoCSS over every .tsx), and dist/client/asset-manifest.json, which the edge reads
// (edge/render/assets.ts) to emit <script>, stylesheet and modulepreload tags: the entry's own
// imports always, the hydrator and an island's chunks only for islands that hydrate at load.
// Everything under dist/client/assets/ is content-hashed.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { createGenerator } from 'unocss';
import { build } from 'vite';

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

// 2. CSS. uno.config.ts is TypeScript; Node 20 cannot import it, so esbuild strips the types.
async function loadUnoConfig() {
  const source = readFileSync(join(root, 'uno.config.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  const cacheDir = join(root, 'node_modules/.cache/storefront');
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `uno.config.${hashOf(code)}.mjs`);
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)).default;
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
const hydrator = [hydratorKey, ...staticDeps(hydratorKey)].map((k) => viteManifest[k].file).filter((f) => f !== entryFile).map(href);
if (hydrator.some((h) => preload.includes(h))) fail('the entry imports the hydrator or React statically; they must load on demand');

const islands = {};
for (const [key, chunk] of Object.entries(viteManifest)) {
  if (!chunk.isDynamicEntry || !/(^|\/)islands\//.test(chunk.src ?? key)) continue;
  const name = basename(chunk.src ?? key, extname(chunk.src ?? key));
  if (islands[name]) fail(`two islands are named ${name}`);
  const deps = [...staticDeps(key)].map((k) => viteManifest[k].file).filter((f) => f !== entryFile);
  islands[name] = [chunk.file, ...deps].map(href);
}

// The registry keys must be the islands' file names: that is how the manifest names them.
const registry = readFileSync(join(root, 'client/islands.ts'), 'utf8');
for (const [, key, path] of registry.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
  const file = basename(path, extname(path));
  if (key !== file) fail(`client/islands.ts: key ${key} must match its file name ${file}`);
  if (!islands[key]) fail(`client/islands.ts: island ${key} produced no chunk`);
}

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

// Summarises a V8 .cpuprofile (`node --cpu-prof`) for `npm run bench`: self time by package or
// source folder, then the functions with the most self time. Self time, not inclusive: React
// renders in microtasks and stream pulls, so inclusive time loses the caller.
import { readFileSync } from 'node:fs';

function where(url) {
  if (!url) return '(V8 native code, program, idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const internal = /^node:internal\/(?:deps\/)?([^/]+)/.exec(url);
  if (internal) return `node:${internal[1].replace(/\.js$/, '')}`;
  return 'storefront code';
}

/** Returns printable lines: the share of self time by place, then the top functions. */
export function summariseProfile(file, { places = 10, functions = 15 } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPlace = new Map();
  const byFunction = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const t = profile.timeDeltas[i] ?? 0;
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const place = functionName === '(garbage collector)' ? '(garbage collector)' : where(url);
    const fn = `${functionName || '(anonymous)'}  ${place === 'storefront code' ? `bundle:${lineNumber + 1}` : place}`;
    total += t;
    byPlace.set(place, (byPlace.get(place) ?? 0) + t);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
  });
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, t]) => `    ${((t / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  return ['  self time by place:', ...top(byPlace, places), '  functions with the most self time:', ...top(byFunction, functions)];
}

#!/usr/bin/env node
// Hit rates of the visitor page cache planned at internet scale (issue 30 §1), by simulation:
// item pages asked with Zipf-like popularity over a catalogue, from hundreds of locations of
// uneven traffic, each request landing on one of tens of isolates at its location. Compares
// where the cache could live:
//   isolate   one isolate's memory (today: 8 MB, about 160 item pages of ~50 KB, LRU)
//   location  the location's Cache API (shared by the isolates of one location)
//   L1+loc    a small isolate memory in front of the location's Cache API
//   tiered    L1+loc, then an upper tier shared by the locations of a region
// Every entry lives at most TTL seconds (MAX_PAGE_AGE_MS, 60 s: pages never outlive their data).
// A page is keyed per item and variant (device kind: mobile web, desktop, app web view).
//
//   node scripts/cache-sim.mjs                 the table in docs/architecture.md (about a minute)
//   node scripts/cache-sim.mjs --rps 5000 --zipf 0.9 --items 100000 --seconds 300
//
// Pure simulation, no worker: figures are hit ratios, not latencies. Seeded, so repeatable.
import { createPrng } from '../origin/db/seed/prng.ts';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]] : null))
    .filter(Boolean),
);

/** A sampler of ranks 0..n-1 with P(k) ∝ 1/(k+1)^s. */
function zipf(n, s, random) {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s;
    cdf[k] = sum;
  }
  return () => {
    const u = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A TTL cache, optionally bounded by entries with least recently used out first. */
class TtlCache {
  constructor(max = Number.POSITIVE_INFINITY) {
    this.max = max;
    this.map = new Map();
  }
  get(key, now) {
    const exp = this.map.get(key);
    if (exp === undefined) return false;
    this.map.delete(key);
    if (exp <= now) return false;
    this.map.set(key, exp);
    return true;
  }
  set(key, exp) {
    this.map.delete(key);
    this.map.set(key, exp);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value);
  }
}

export function simulate(o) {
  // The seed catalogue's own seeded generator (mulberry32): the same figures on every run.
  const prng = createPrng(o.seed);
  const random = () => prng.next();
  const item = zipf(o.items, o.zipf, random);
  const location = zipf(o.locations, o.locationZipf, random);
  const variants = [0.6, 0.85, 1]; // mobile web 60 %, desktop 25 %, app web view 15 %
  const variant = () => {
    const u = random();
    return u < variants[0] ? 0 : u < variants[1] ? 1 : 2;
  };
  const isolateOnly = Array.from({ length: o.locations }, () => Array.from({ length: o.isolates }, () => new TtlCache(o.isolatePages)));
  const l1 = Array.from({ length: o.locations }, () => Array.from({ length: o.isolates }, () => new TtlCache(o.l1Pages)));
  const locOnly = Array.from({ length: o.locations }, () => new TtlCache());
  const loc = Array.from({ length: o.locations }, () => new TtlCache());
  const tierLoc = Array.from({ length: o.locations }, () => new TtlCache());
  const tierL1 = Array.from({ length: o.locations }, () => Array.from({ length: o.isolates }, () => new TtlCache(o.l1Pages)));
  const upper = Array.from({ length: o.regions }, () => new TtlCache());
  const hits = { isolate: 0, location: 0, l1: 0, l1loc: 0, tieredL1: 0, tieredLoc: 0, tieredUpper: 0 };
  let counted = 0;
  const total = Math.round(o.rps * o.seconds);
  const ttl = o.ttl;
  for (let r = 0; r < total; r++) {
    const now = r / o.rps;
    const key = item() * 3 + variant();
    const at = location();
    const iso = Math.floor(random() * o.isolates);
    const warm = now >= o.warmup;
    if (warm) counted++;
    const exp = now + ttl;
    // isolate memory alone
    if (isolateOnly[at][iso].get(key, now)) warm && hits.isolate++;
    else isolateOnly[at][iso].set(key, exp);
    // the location's Cache API alone
    if (locOnly[at].get(key, now)) warm && hits.location++;
    else locOnly[at].set(key, exp);
    // small isolate memory, then the location's Cache API (an L2 hit fills L1 until the entry's own expiry)
    if (l1[at][iso].get(key, now)) warm && hits.l1++;
    else if (loc[at].get(key, now)) {
      warm && hits.l1loc++;
      l1[at][iso].set(key, loc[at].map.get(key));
    } else {
      loc[at].set(key, exp);
      l1[at][iso].set(key, exp);
    }
    // tiered: L1, location, the region's upper tier
    const up = upper[at % o.regions];
    if (tierL1[at][iso].get(key, now)) warm && hits.tieredL1++;
    else if (tierLoc[at].get(key, now)) {
      warm && hits.tieredLoc++;
      tierL1[at][iso].set(key, tierLoc[at].map.get(key));
    } else if (up.get(key, now)) {
      warm && hits.tieredUpper++;
      const e = up.map.get(key);
      tierLoc[at].set(key, e);
      tierL1[at][iso].set(key, e);
    } else {
      up.set(key, exp);
      tierLoc[at].set(key, exp);
      tierL1[at][iso].set(key, exp);
    }
  }
  const pct = (n) => (100 * n) / counted;
  return {
    requests: counted,
    isolate: pct(hits.isolate),
    location: pct(hits.location),
    l1loc: { l1: pct(hits.l1), total: pct(hits.l1 + hits.l1loc) },
    tiered: { l1: pct(hits.tieredL1), location: pct(hits.tieredL1 + hits.tieredLoc), total: pct(hits.tieredL1 + hits.tieredLoc + hits.tieredUpper) },
  };
}

const DEFAULTS = {
  items: 100_000,
  zipf: 1.0,
  locations: 300,
  locationZipf: 1.0,
  isolates: 30,
  regions: 10,
  isolatePages: 160,
  l1Pages: 32,
  ttl: 60,
  seconds: 240,
  warmup: 60,
  seed: 30,
};

const num = (v, d) => (v === undefined ? d : Number(v));
const one = Object.keys(args).length > 0;
const scenarios = one
  ? [Object.fromEntries(Object.entries(DEFAULTS).map(([k, v]) => [k, num(args[k], v)])).valueOf()]
  : [200, 2000].flatMap((rps) => [0.8, 1.0].map((zipfS) => ({ ...DEFAULTS, rps, zipf: zipfS })));
if (one) scenarios[0].rps = num(args.rps, 2000);

const f = (x) => `${x.toFixed(1).padStart(5)} %`;
console.log(
  `catalogue ${scenarios[0].items} items × 3 variants, ${scenarios[0].locations} locations (Zipf ${scenarios[0].locationZipf} traffic), ${scenarios[0].isolates} isolates each, ${scenarios[0].regions} regions; TTL ${scenarios[0].ttl} s; isolate memory ${scenarios[0].isolatePages} pages, L1 ${scenarios[0].l1Pages} pages`,
);
console.log('visitor item pages/s  zipf s | isolate only | location Cache API | L1 + location (L1 part) | tiered (L1, +location, +upper)');
for (const s of scenarios) {
  const r = simulate(s);
  console.log(
    `${String(s.rps).padStart(20)}  ${s.zipf.toFixed(1).padStart(6)} | ${f(r.isolate).padStart(12)} | ${f(r.location).padStart(18)} | ${f(r.l1loc.total)} (${f(r.l1loc.l1)})   | ${f(r.tiered.total)} (${f(r.tiered.l1)}, ${f(r.tiered.location)})`,
  );
}

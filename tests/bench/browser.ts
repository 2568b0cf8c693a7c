import { chromium, type Browser } from '@playwright/test';

/** The storefront the browser benches measure (scripts/bench.mjs starts it and passes its address). */
export const benchBase = process.env.BENCH_BASE ?? 'http://127.0.0.1:8795';

export const benchChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No GPU, no background traffic to skew bytes or timings. */
export const BENCH_CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Debian's chromium as every browser bench runs it. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: benchChromiumPath, args: BENCH_CHROMIUM_ARGS });
}

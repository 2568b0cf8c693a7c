import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../tests/bench/tab-cdp';
import { oldPageShare, rasterShare } from '../tests/bench/trace-summary';

// A click from a listing (renderer 1) to a prerendered item page (renderer 2), reduced to what the summaries read (µs).
const listing = { pid: 1, tid: 1 };
const item = { pid: 2, tid: 1 };
const worker = { pid: 2, tid: 5 };
const click: TraceEvent[] = [
  { ...listing, name: 'EventDispatch', ph: 'X', ts: 1_000_000, dur: 20_000, args: { data: { type: 'click' } } },
  { ...listing, name: 'EventDispatch', ph: 'X', ts: 1_004_000, dur: 100, args: { data: { type: 'beforeunload' } } },
  { ...item, name: 'WebViewImpl::ActivatePrerenderedPage', ph: 'X', ts: 1_040_000, dur: 5_000 },
  { ...item, name: 'Paint', ph: 'X', ts: 1_060_000, dur: 8_000 },
  { ...worker, name: 'ImageDecodeTask', ph: 'X', ts: 1_080_000, dur: 6_000 },
  { ...worker, name: 'RasterTask', ph: 'X', ts: 1_086_000, dur: 3_000 },
  { ...worker, name: 'RasterTask', ph: 'X', ts: 1_089_000, dur: 1_000 },
  { ...item, name: 'largestContentfulPaint::Candidate', ph: 'I', ts: 1_100_000 },
  // The old page is hidden after the new one's LCP: not on the click's way.
  { ...listing, name: 'EventDispatch', ph: 'X', ts: 1_110_000, dur: 3_000, args: { data: { type: 'pagehide' } } },
];

describe('the click trace summaries (tests/bench/trace-summary.ts)', () => {
  it("names the old page's leaving events before the item page's LCP and after it, and its busy time", () => {
    expect(oldPageShare(click)).toEqual(["the listing's main thread, click → LCP: busy 20.0 ms; leaving events beforeunload +4.0 (0.1 ms); after the LCP pagehide +110.0 (3.0 ms)"]);
  });

  it('counts the raster, decodes and paints between the activation and the LCP', () => {
    expect(rasterShare(click)).toEqual(['the item page, activation → LCP: 2 raster tasks 4.0 ms, 1 image decodes 6.0 ms, 1 paints 8.0 ms']);
  });
});

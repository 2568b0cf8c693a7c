import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../tests/bench/tab-cdp';
import { tapTraceSummary } from '../tests/bench/trace-summary';

// A tap's trace as chromium writes it, reduced to what the summary reads (µs).
const main = { pid: 1, tid: 1 };
const viz = { pid: 2, tid: 7 };
const tap: TraceEvent[] = [
  { ...main, name: 'EventDispatch', ph: 'X', ts: 1_000_000, dur: 2_000, args: { data: { type: 'pointerdown' } } },
  { ...main, name: 'EventDispatch', ph: 'X', ts: 1_030_000, dur: 5_000, args: { data: { type: 'click' } } },
  // The busy frame: drawn by the renderer, and viz's draw cancelled (nothing changed on the display).
  { ...main, pid: 1, tid: 3, name: 'DrawFrame', ph: 'I', ts: 1_040_000 },
  { ...viz, name: 'Graphics.Pipeline.DrawAndSwap', ph: 'b', ts: 1_040_300, args: { status: 'canceled' } },
  { ...viz, name: 'Graphics.Pipeline.DrawAndSwap', ph: 'e', ts: 1_040_330, args: {} },
  // The sheet's frame: drawn and presented.
  { ...main, pid: 1, tid: 3, name: 'DrawFrame', ph: 'I', ts: 1_120_000 },
  { ...viz, name: 'Graphics.Pipeline.DrawAndSwap', ph: 'b', ts: 1_120_300, args: {} },
  { ...viz, name: 'Display::FrameDisplayed', ph: 'I', ts: 1_121_000 },
];

describe('tapTraceSummary (tests/bench/trace-summary.ts)', () => {
  it('names a drawn frame that viz never presented (no damage on the display), in order', () => {
    const frames = tapTraceSummary(tap).at(-1);
    expect(frames).toBe('  frames drawn after the click (ms from the pointerdown): draw 40.0, not shown (no damage) 40.3, draw 120.0, shown 121.0');
  });
});

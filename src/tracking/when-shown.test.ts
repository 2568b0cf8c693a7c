import { describe, expect, it, vi } from 'vitest';
import { whenShown, type PrerenderDocument } from './when-shown';

function fakeDocument(prerendering: boolean | undefined) {
  const listeners: Array<() => void> = [];
  const doc: PrerenderDocument & { activate(): void } = {
    ...(prerendering === undefined ? {} : { prerendering }),
    addEventListener: (_type, listener) => {
      listeners.push(listener);
    },
    activate: () => {
      for (const l of listeners.splice(0)) l();
    },
  };
  return doc;
}

describe('whenShown', () => {
  it('runs at once on a page that is shown, or where prerendering is unknown', () => {
    for (const state of [false, undefined]) {
      const run = vi.fn();
      whenShown(fakeDocument(state), run);
      expect(run).toHaveBeenCalledTimes(1);
    }
  });

  it('waits while prerendering and runs once when the page is activated', () => {
    const doc = fakeDocument(true);
    const run = vi.fn();
    whenShown(doc, run);
    expect(run).not.toHaveBeenCalled();
    doc.activate();
    expect(run).toHaveBeenCalledTimes(1);
    doc.activate();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

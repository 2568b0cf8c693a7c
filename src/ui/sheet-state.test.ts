import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverlayMachine, dragOffset, isMounted, isShown, layerEventFor, shouldCloseOnDrag, type LayerEvent, type OverlayPhase } from './sheet-state';

/** A machine whose view shows every phase the moment it changes. */
function machine() {
  const log: Array<[OverlayPhase, LayerEvent]> = [];
  const m: OverlayMachine = new OverlayMachine((phase, layer) => {
    log.push([phase, layer]);
    m.shown(phase);
  });
  return { m, log };
}

describe('OverlayMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is added closed and opened after 200 ms', () => {
    const { m, log } = machine();
    m.show();
    expect(m.phase).toBe('mounted-closed');
    expect(log).toEqual([['mounted-closed', 'open']]);
    vi.advanceTimersByTime(199);
    expect(m.phase).toBe('mounted-closed');
    vi.advanceTimersByTime(1);
    expect(m.phase).toBe('open');
    expect(log.at(-1)).toEqual(['open', null]);
  });

  it('is closed on hide and removed after 200 ms, reporting the layer close then', () => {
    const { m, log } = machine();
    m.show();
    vi.advanceTimersByTime(200);
    m.hide();
    expect(m.phase).toBe('closing');
    expect(log.at(-1)).toEqual(['closing', null]);
    vi.advanceTimersByTime(199);
    expect(m.phase).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(m.phase).toBe('removed');
    expect(log.at(-1)).toEqual(['removed', 'close']);
    expect(log.filter(([, layer]) => layer !== null)).toEqual([
      ['mounted-closed', 'open'],
      ['removed', 'close'],
    ]);
  });

  it('reopens at once when shown while closing, without a second layer open', () => {
    const { m, log } = machine();
    m.show();
    vi.advanceTimersByTime(200);
    m.hide();
    vi.advanceTimersByTime(100);
    m.show();
    expect(m.phase).toBe('open');
    vi.advanceTimersByTime(1000);
    expect(m.phase).toBe('open');
    expect(log.filter(([, layer]) => layer === 'open')).toHaveLength(1);
  });

  it('removes at once when hidden before it opened, and never opens later', () => {
    const { m, log } = machine();
    m.show();
    vi.advanceTimersByTime(50);
    m.hide();
    expect(m.phase).toBe('removed');
    vi.advanceTimersByTime(1000);
    expect(m.phase).toBe('removed');
    expect(log.map(([p]) => p)).toEqual(['mounted-closed', 'removed']);
  });

  it('ignores repeated show and hide', () => {
    const { m, log } = machine();
    m.hide();
    expect(log).toEqual([]);
    m.show();
    m.show();
    vi.advanceTimersByTime(200);
    m.show();
    expect(log.map(([p]) => p)).toEqual(['mounted-closed', 'open']);
  });

  it('counts each delay from when the view shows the phase, so a late commit still gets 200 ms', () => {
    const log: OverlayPhase[] = [];
    const m = new OverlayMachine((phase) => log.push(phase));
    m.show();
    vi.advanceTimersByTime(500);
    expect(m.phase).toBe('mounted-closed'); // not on screen yet: no timer runs
    m.shown('mounted-closed');
    vi.advanceTimersByTime(199);
    expect(m.phase).toBe('mounted-closed');
    vi.advanceTimersByTime(1);
    expect(m.phase).toBe('open');
    m.shown('open');
    m.hide();
    vi.advanceTimersByTime(40); // the closing phase reaches the DOM 40 ms after hide()
    m.shown('closing');
    vi.advanceTimersByTime(199);
    expect(m.phase).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['mounted-closed', 'open', 'closing', 'removed']);
  });

  it('ignores a report of a phase it has already left, and a second report of the same phase', () => {
    const log: OverlayPhase[] = [];
    const m = new OverlayMachine((phase) => log.push(phase));
    m.show();
    m.shown('mounted-closed');
    vi.advanceTimersByTime(100);
    m.shown('mounted-closed'); // a re-render: the timer is not restarted
    vi.advanceTimersByTime(100);
    expect(m.phase).toBe('open');
    m.hide();
    m.show(); // reopened before the view showed the closing phase
    m.shown('closing');
    vi.advanceTimersByTime(1000);
    expect(m.phase).toBe('open');
    expect(log).toEqual(['mounted-closed', 'open', 'closing', 'open']);
  });

  it('dispose stops timers and reports the close of a visible layer', () => {
    const { m, log } = machine();
    m.show();
    m.dispose();
    expect(log.at(-1)).toEqual(['removed', 'close']);
    vi.advanceTimersByTime(1000);
    expect(m.phase).toBe('removed');
    const quiet = machine();
    quiet.m.dispose();
    expect(quiet.log).toEqual([]);
  });
});

describe('phase helpers', () => {
  it('maps phase changes to layer events', () => {
    expect(layerEventFor('removed', 'mounted-closed')).toBe('open');
    expect(layerEventFor('mounted-closed', 'open')).toBeNull();
    expect(layerEventFor('open', 'closing')).toBeNull();
    expect(layerEventFor('closing', 'removed')).toBe('close');
    expect(layerEventFor('removed', 'removed')).toBeNull();
  });

  it('knows when the overlay is mounted and shown', () => {
    expect([isMounted('removed'), isMounted('mounted-closed'), isMounted('closing')]).toEqual([false, true, true]);
    expect([isShown('mounted-closed'), isShown('open'), isShown('closing')]).toEqual([false, true, false]);
  });
});

describe('drag rule', () => {
  it('closes only beyond 20 px downwards', () => {
    expect(shouldCloseOnDrag(100, 120)).toBe(false);
    expect(shouldCloseOnDrag(100, 121)).toBe(true);
    expect(shouldCloseOnDrag(100, 40)).toBe(false);
  });

  it('follows downward drags only', () => {
    expect(dragOffset(100, 130)).toBe(30);
    expect(dragOffset(100, 60)).toBe(0);
  });
});

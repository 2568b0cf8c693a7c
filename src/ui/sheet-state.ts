/**
 * The life of an overlay (bottom sheet or dialog), spec 4.6 and 9: it is added closed and
 * opened 200 ms later; on close it is closed first and removed 200 ms later, so CSS can
 * animate both ways. Entering and leaving the page is reported as a layer open/close, which
 * the component forwards to the native app.
 *
 *   removed ──show──► mounted-closed ──200 ms──► open ──hide──► closing ──200 ms──► removed
 */
export type OverlayPhase = 'removed' | 'mounted-closed' | 'open' | 'closing';

export const OVERLAY_DELAY_MS = 200;
/** A sheet dragged down by more than this many pixels closes (spec 9). */
export const DRAG_CLOSE_THRESHOLD_PX = 20;

export type LayerEvent = 'open' | 'close' | null;

/** Which native layer message a phase change implies: only entering or leaving the page counts. */
export function layerEventFor(prev: OverlayPhase, next: OverlayPhase): LayerEvent {
  if (prev === 'removed' && next !== 'removed') return 'open';
  if (prev !== 'removed' && next === 'removed') return 'close';
  return null;
}

/** Whether the overlay is in the DOM, and whether it shows its open styling. */
export function isMounted(phase: OverlayPhase): boolean {
  return phase !== 'removed';
}
export function isShown(phase: OverlayPhase): boolean {
  return phase === 'open';
}

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The state machine with its timers. `onChange` sees every phase change with the layer event
 * it implies. Showing while closing reopens at once (the element is still there); hiding
 * before the open delay ran removes at once (nothing was visible to animate).
 *
 * A timed step's 200 ms run from the moment the view reports the phase on screen
 * (`shown(phase)`), not from the call that asked for it: React may commit a phase a frame or
 * more later on a busy phone, and counting from the call would cut the CSS transition short.
 */
export class OverlayMachine {
  private current: OverlayPhase = 'removed';
  private timer: unknown = null;
  /** The step that follows the current phase once the view has shown it for the delay. */
  private pending: OverlayPhase | null = null;

  constructor(
    private readonly onChange: (phase: OverlayPhase, layer: LayerEvent) => void,
    private readonly delayMs = OVERLAY_DELAY_MS,
    private readonly timers: Timers = globalTimers,
  ) {}

  get phase(): OverlayPhase {
    return this.current;
  }

  show(): void {
    if (this.current === 'closing') {
      this.go('open');
      return;
    }
    if (this.current !== 'removed') return;
    this.go('mounted-closed', 'open');
  }

  hide(): void {
    if (this.current === 'mounted-closed') {
      this.go('removed');
      return;
    }
    if (this.current !== 'open') return;
    this.go('closing', 'removed');
  }

  /** The view now shows `phase`: a pending step's delay starts here. A stale report is ignored. */
  shown(phase: OverlayPhase): void {
    if (phase !== this.current || this.pending === null || this.timer !== null) return;
    const next = this.pending;
    this.pending = null;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.go(next);
    }, this.delayMs);
  }

  /** Stops pending timers; reports a layer close if the overlay was still on the page. */
  dispose(): void {
    this.cancel();
    if (this.current !== 'removed') this.go('removed');
  }

  private cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private go(next: OverlayPhase, then: OverlayPhase | null = null): void {
    this.cancel();
    const prev = this.current;
    this.current = next;
    this.pending = then;
    this.onChange(next, layerEventFor(prev, next));
  }
}

/** How far the sheet follows a downward drag; dragging up does not move it. */
export function dragOffset(startY: number, currentY: number): number {
  return Math.max(0, currentY - startY);
}

export function shouldCloseOnDrag(startY: number, endY: number, threshold = DRAG_CLOSE_THRESHOLD_PX): boolean {
  return dragOffset(startY, endY) > threshold;
}

/**
 * Carousel paging (spec 4.7): the previous arrow is disabled at the first slide, the next
 * arrow at the last, and the position reads "index / total". The track is a CSS scroll-snap
 * row; the current slide is derived from its scroll offset.
 */
export const SCROLL_DEBOUNCE_MS = 16;

export interface Paging {
  index: number;
  total: number;
  canPrevious: boolean;
  canNext: boolean;
  /** 1-based, e.g. "2 / 5"; empty for an empty carousel. */
  position: string;
}

export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(total - 1, Math.max(0, Math.trunc(index)));
}

export function paging(index: number, total: number): Paging {
  const count = Math.max(0, Math.trunc(total));
  const i = clampIndex(index, count);
  return {
    index: i,
    total: count,
    canPrevious: i > 0,
    canNext: i < count - 1,
    position: count > 0 ? `${i + 1} / ${count}` : '',
  };
}

/** The slide an arrow press moves to; stays put at either end. */
export function step(index: number, delta: -1 | 1, total: number): number {
  return clampIndex(index + delta, total);
}

/** The slide the snapped track shows: the one whose start is nearest the scroll offset. */
export function indexFromScroll(scrollLeft: number, slideWidth: number, total: number): number {
  if (slideWidth <= 0) return 0;
  // RTL layouts report negative offsets; the magnitude is what counts.
  return clampIndex(Math.round(Math.abs(scrollLeft) / slideWidth), total);
}

/**
 * The slide to show after a scroll read, while an arrow may have sent the track travelling to
 * `heading` (null: no arrow travel under way). Until the track gets there, a read of a slide
 * passed on the way is not what the shopper asked for: on a slow device the debounced read can
 * land mid-travel, and the position would jump back ("2 / 3", "1 / 3", "2 / 3"). Answers the
 * slide to show and whether the travel is over.
 */
export function slideAfterScroll(read: number, heading: number | null, shown: number): { index: number; arrived: boolean } {
  if (heading === null) return { index: read, arrived: true };
  return read === heading ? { index: heading, arrived: true } : { index: shown, arrived: false };
}

/** Trailing debounce: `fn` runs once, `ms` after the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { uiCopy } from '../copy/ko';
import { SCROLL_DEBOUNCE_MS, debounce, indexFromScroll, paging, slideAfterScroll, step } from './carousel-state';

export interface CarouselProps<T> {
  /** Base of element ids; islands take ids from props, not useId. */
  id: string;
  /** Accessible name of the carousel region. */
  label: string;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey?: (item: T, index: number) => string;
  className?: string;
}

/**
 * Spec 4.7 paging on a CSS scroll-snap track: the browser does the swiping and snapping
 * (no spring library), a 16 ms debounced scroll handler reads which slide is showing, and the
 * arrows scroll one slide. Slides render on the server, so the first image paints before JS.
 */
export function Carousel<T>({ id, label, items, renderItem, itemKey, className = '' }: CarouselProps<T>) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  // The slide an arrow sent the track to, while the smooth scroll is on its way there.
  const heading = useRef<number | null>(null);
  const page = paging(index, items.length);

  const onScroll = useMemo(
    () =>
      debounce(() => {
        const el = track.current;
        if (!el) return;
        const read = indexFromScroll(el.scrollLeft, el.clientWidth, items.length);
        setIndex((shown) => {
          const next = slideAfterScroll(read, heading.current, shown);
          if (next.arrived) heading.current = null;
          return next.index;
        });
      }, SCROLL_DEBOUNCE_MS),
    [items.length],
  );
  useEffect(() => onScroll.cancel, [onScroll]);
  // The shopper's own swipe, wheel or key takes over from an arrow's travel.
  const takeOver = () => {
    heading.current = null;
  };
  // The track scrolls natively before the island hydrates (it waits for interaction): a swipe
  // made then is read back on mount, before a held tap on an arrow is replayed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: only the scroll made before hydration is read back.
  useLayoutEffect(() => {
    const el = track.current;
    if (el && el.scrollLeft > 0) setIndex(indexFromScroll(el.scrollLeft, el.clientWidth, items.length));
  }, []);

  const go = (delta: -1 | 1) => {
    const el = track.current;
    const next = step(page.index, delta, page.total);
    heading.current = next;
    setIndex(next);
    el?.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <section id={id} aria-roledescription="carousel" aria-label={label} className={`relative ${className}`}>
      <ul
        ref={track}
        onScroll={onScroll}
        onPointerDown={takeOver}
        onTouchStart={takeOver}
        onWheel={takeOver}
        onKeyDown={takeOver}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the track scrolls sideways, so it must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className="m-0 flex list-none snap-x snap-mandatory overflow-x-auto overscroll-x-contain p-0 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {items.map((item, i) => (
          <li key={itemKey ? itemKey(item, i) : i} aria-roledescription="slide" aria-label={`${i + 1} / ${items.length}`} className="w-full shrink-0 snap-start snap-always">
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      {page.total > 1 ? (
        <>
          <button
            type="button"
            aria-controls={id}
            aria-label={uiCopy.previousSlide}
            disabled={!page.canPrevious}
            onClick={() => go(-1)}
            className="absolute left-2 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 text-black disabled:opacity-30"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            aria-controls={id}
            aria-label={uiCopy.nextSlide}
            disabled={!page.canNext}
            onClick={() => go(1)}
            className="absolute right-2 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 text-black disabled:opacity-30"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
          <p data-carousel-position="" className="absolute bottom-3 right-3 m-0 rounded-full bg-black/60 px-2.5 py-0.5 text-xs text-white tabular-nums">
            <span className="sr-only">{uiCopy.slideOf} </span>
            {page.position}
          </p>
        </>
      ) : null}
    </section>
  );
}

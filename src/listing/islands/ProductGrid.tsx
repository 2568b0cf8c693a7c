import { memo, useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type MouseEvent, type RefObject, type SetStateAction } from 'react';
import * as z from 'zod/mini';
import { callJson, exchange } from '../../browser/data-client';
import { failureMessage } from '../../browser/failures';
import { likesFocusCopy, navigationCopy } from '../../copy/ko';
import { gridPageFrom, type GridPage } from '../cards';
import { GridCards } from '../GridCards';
import { LABEL_KINDS } from '../../product/item-label-view';
import { listingEndpoint, listingHref, pageWindow, parsePage, parseSort, SORTS, totalPages, withView, type Sort } from '../query';
import { VIEW_MODES, type ViewModeCode } from '../../../rules/item-enums';
import { afterNextPaint } from '../../ui/after-paint';
import { BUSY_ATTR } from '../../ui/early-taps';

/**
 * The cards, drawn again only when they change: a page link's click renders the grid at once
 * (its loading state and the busy link, the tap's answer, issue 32 §3), and that render no
 * longer redraws every card in the click's own task.
 */
const Cards = memo(GridCards);

/**
 * The product grid shared by every listing page: sorting and paging without reloading the page.
 * Sort and page links are real addresses (`?sort=new&page=2`), so without JavaScript, in a new
 * tab or from a search engine they load that page from the server; with JavaScript a click
 * fetches the page through the gateway, swaps the cards and pushes the address, and Back/
 * Forward (popstate) load the page the address names. It hydrates on interaction (issue 32):
 * before that the same links load from the server. The view mode (spec 4.2: list or large
 * cards) is a plain link that loads the page again: the filters and chips around the grid are
 * server links that carry it too, and would drop a mode changed in place.
 */
const cardSchema = z.object({
  itemNo: z.number(),
  name: z.string(),
  brandName: z.string(),
  imageUrl: z.string(),
  priceText: z.string(),
  consumerPriceText: z.nullable(z.string()),
  discountRateText: z.nullable(z.string()),
  href: z.string(),
  /** Spec 4.2 item label, already worded (src/product/item-label-view.ts). */
  label: z.optional(z.object({ kind: z.enum(LABEL_KINDS), text: z.string() })),
});

export const propsSchema = z.object({
  id: z.string(),
  /** Gateway path with the page's filters, e.g. `/api/v4/search/items?keyword=니트`. */
  endpoint: z.string(),
  /** The page's address with its filters, e.g. `/search?keyword=니트`. */
  pageUrl: z.string(),
  /** Product link with `{itemNo}` in place of the number (hosts already applied). */
  hrefTemplate: z.string(),
  emptyText: z.string(),
  /** The first page as the server loaded it; null when that failed (the grid shows its error). */
  initial: z.nullable(
    z.object({
      count: z.number(),
      page: z.number(),
      size: z.number(),
      sort: z.enum(SORTS),
      cards: z.array(cardSchema),
    }),
  ),
  /** Sort and page the address asked for (used when `initial` is null). */
  requested: z.object({ sort: z.enum(SORTS), page: z.number(), size: z.number() }),
  /** The likes page: each card has an unlike button, and an unliked card leaves the grid. */
  unlike: z.optional(z.boolean()),
  /** Spec 4.2 view mode from the address (`view=1`): 0 the list, 1 large cards. Absent: the list. */
  view: z.optional(z.union([z.literal(0), z.literal(1)])),
});
export type ProductGridProps = z.infer<typeof propsSchema>;

type Status = 'idle' | 'loading' | 'error';

/** A plain left click that the page may handle itself (no new tab, no modifier keys). */
const ownClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export default function ProductGrid({ id, endpoint, pageUrl, hrefTemplate, emptyText, initial, requested, unlike, view = 0 }: ProductGridProps) {
  const size = initial?.size ?? requested.size;
  const top = useRef<HTMLDivElement>(null);
  const { data, setData, status, want, load, shown } = useGridPages({ id, endpoint, pageUrl, hrefTemplate, size, initial, requested, top });
  const unliking = useUnlike(top, shown, setData);

  // href and onClick written out on each link (not spread), so that the link's role is visible where it is drawn.
  const hrefOf = (next: Wanted) => listingHref(pageUrl, next);
  // The click only marks the tapped link busy (its frame shows that alone); the grid's loading
  // render and the fetch follow that frame. Rendered inside the click, they took 20–40 ms at 4x
  // CPU of the paging tap's answer (issue 32 §3, as 구매하기's sheet, src/ui/after-paint.ts).
  const clickTo = (next: Wanted) => (e: MouseEvent) => {
    if (!ownClick(e)) return;
    e.preventDefault();
    e.currentTarget.setAttribute(BUSY_ATTR, '');
    afterNextPaint(() => void load(next, true));
  };

  const { onUnlike, pending: unlikePending } = unliking;
  const unlikeAction = useMemo(() => (unlike ? { onUnlike: (n: number) => void onUnlike(n), pending: unlikePending } : null), [unlike, onUnlike, unlikePending]);

  const sort = data?.sort ?? want.sort;
  const current = data?.page ?? want.page;
  const pages = totalPages(data?.count ?? 0, data?.size ?? size);

  return (
    <div ref={top} id={id} className="scroll-mt-16 px-4" aria-busy={status === 'loading'} data-grid-status={status}>
      <GridBar count={data?.count} unlike={unlike} view={view} sort={sort} viewHref={(next) => withView(listingHref(pageUrl, { sort, page: current }), next)} hrefOf={hrefOf} clickTo={clickTo} />

      {status === 'error' ? (
        <div role="alert" className="py-16 text-center text-sm text-neutral-700" data-testid="grid-error">
          <p className="m-0">{navigationCopy.listing.error}</p>
          <button type="button" onClick={() => void load(want, false)} className="mt-4 rounded-1 border border-neutral-300 bg-white px-4 py-2 text-sm">
            {navigationCopy.listing.retry}
          </button>
        </div>
      ) : null}

      {data && data.cards.length === 0 && status !== 'error' ? (
        <p className="py-16 text-center text-sm text-neutral-600" data-testid="grid-empty">
          {emptyText}
        </p>
      ) : null}

      {unlike ? (
        <p role="status" className="sr-only" data-testid="unlike-status">
          {unliking.unliked ?? ''}
        </p>
      ) : null}
      {unliking.error ? (
        <p role="alert" className="m-0 pb-3 text-sm text-red-700" data-testid="unlike-error">
          {unliking.error}
        </p>
      ) : null}

      {data && data.cards.length > 0 ? (
        <Cards cards={data.cards} layout={view === 1 ? 'detail' : 'list'} priority {...(unlikeAction ? { unlike: unlikeAction } : { heartsBack: listingHref(pageUrl, { sort, page: current }) })} />
      ) : null}

      {data && pages > 1 ? <Pagination sort={sort} current={current} pages={pages} loading={status === 'loading' ? want : null} hrefOf={hrefOf} clickTo={clickTo} /> : null}
    </div>
  );
}

type Wanted = { sort: Sort; page: number };

interface GridPagesInput {
  id: string;
  endpoint: string;
  pageUrl: string;
  hrefTemplate: string;
  size: number;
  initial: GridPage | null;
  requested: Wanted;
  top: RefObject<HTMLDivElement | null>;
}

/**
 * The page of cards on screen and how another is loaded: fetched through the gateway, the
 * address pushed, and Back/Forward (popstate) loading the page the address names.
 */
function useGridPages({ id, endpoint, pageUrl, hrefTemplate, size, initial, requested, top }: GridPagesInput) {
  const [data, setData] = useState<GridPage | null>(initial);
  // The cards on screen, for the unlike's announcement (its callback is made once).
  const shown = useRef(data);
  shown.current = data;
  const [status, setStatus] = useState<Status>(initial ? 'idle' : 'error');
  const [want, setWant] = useState({ sort: initial?.sort ?? requested.sort, page: initial?.page ?? requested.page });
  const inflight = useRef<AbortController | null>(null);

  const load = useCallback(
    async (next: Wanted, push: boolean) => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setWant(next);
      setStatus('loading');
      const answer = await exchange({ method: 'GET', path: listingEndpoint(endpoint, { ...next, size }) }, { signal: controller.signal });
      if (controller.signal.aborted || answer.kind === 'aborted') return;
      const page = answer.kind === 'answer' && answer.status >= 200 && answer.status < 300 ? gridPageFrom(answer.body, hrefTemplate) : null;
      if (!page) {
        setStatus('error');
        return;
      }
      setData(page);
      setStatus('idle');
      if (push) window.history.pushState({ grid: id, ...next }, '', listingHref(pageUrl, next));
      top.current?.scrollIntoView({ block: 'start' });
    },
    [endpoint, hrefTemplate, id, pageUrl, size, top],
  );

  useEffect(() => {
    const addressed = () => {
      const params = new URLSearchParams(window.location.search);
      return { sort: parseSort(params.get('sort')), page: parsePage(params.get('page')) };
    };
    const onPop = () => void load(addressed(), false);
    // The grid waits for the shopper (issue 32): when Back or Forward woke it, the address already
    // names another page than the server drew, and the popstate itself came before this listener.
    const now = addressed();
    if (shown.current && (now.sort !== shown.current.sort || now.page !== shown.current.page)) void load(now, false);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      inflight.current?.abort();
    };
  }, [load]);

  return { data, setData, status, want, load, shown };
}

/**
 * Unliking on the likes page: the card leaves once the origin agrees; a failure keeps it and
 * says why. The item page and my page read the like anew on their next load.
 */
function useUnlike(top: RefObject<HTMLDivElement | null>, shown: RefObject<GridPage | null>, setData: Dispatch<SetStateAction<GridPage | null>>) {
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [unliked, setUnliked] = useState<string | null>(null);
  const onUnlike = useCallback(
    async (itemNo: number) => {
      setPending((p) => new Set(p).add(itemNo));
      setError(null);
      const result = await callJson({ method: 'DELETE', path: `/api/v4/hearts/${itemNo}` }, () => true);
      setPending((p) => {
        const next = new Set(p);
        next.delete(itemNo);
        return next;
      });
      if (!result.ok) {
        setError(failureMessage(result.failure));
        return;
      }
      // The card and its focused button go: focus moves to the next card's button (or the one
      // before, or the count when none is left), never to the page body, and the change is said.
      const buttons = [...(top.current?.querySelectorAll<HTMLElement>('[data-unlike]') ?? [])];
      const at = buttons.findIndex((b) => b.dataset.unlike === String(itemNo));
      const next = buttons[at + 1] ?? buttons[at - 1] ?? top.current?.querySelector<HTMLElement>('[data-testid="grid-count"]');
      next?.focus();
      setUnliked(likesFocusCopy.unliked(shown.current?.cards.find((card) => card.itemNo === itemNo)?.name ?? null));
      setData((d) => (d ? { ...d, count: Math.max(0, d.count - 1), cards: d.cards.filter((card) => card.itemNo !== itemNo) } : d));
    },
    [top, shown, setData],
  );
  return { pending, error, unliked, onUnlike };
}

interface GridBarProps {
  count: number | undefined;
  unlike: boolean | undefined;
  view: ViewModeCode;
  sort: Sort;
  viewHref: (next: ViewModeCode) => string;
  hrefOf: (next: Wanted) => string;
  clickTo: (next: Wanted) => (e: MouseEvent) => void;
}

/** The count, then the view modes beside it (on a phone the sorts wrap to a row of their own). */
function GridBar({ count, unlike, view, sort, viewHref, hrefOf, clickTo }: GridBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 py-3">
      <p className="m-0 mr-auto text-sm text-neutral-600" data-testid="grid-count" tabIndex={unlike ? -1 : undefined}>
        {count !== undefined ? navigationCopy.listing.count(count) : ''}
      </p>
      {/* The same sort and page in another view mode (`pageUrl` carries the mode shown now). */}
      <nav aria-label={navigationCopy.listing.viewLabel}>
        <ul className="m-0 flex list-none gap-3 p-0 text-sm">
          {VIEW_MODES.map((v) => (
            <li key={v}>
              <a
                href={viewHref(v)}
                rel="nofollow"
                aria-current={v === view ? 'true' : undefined}
                className={v === view ? 'font-bold text-black no-underline' : 'text-neutral-500 no-underline'}
                data-view-mode={v}
              >
                {navigationCopy.listing.views[v]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={navigationCopy.listing.sortLabel}>
        <ul className="m-0 flex list-none flex-wrap gap-x-3 gap-y-1 p-0 text-sm">
          {SORTS.map((s) => (
            <li key={s}>
              <a
                href={hrefOf({ sort: s, page: 1 })}
                onClick={clickTo({ sort: s, page: 1 })}
                aria-current={s === sort ? 'true' : undefined}
                className={s === sort ? 'font-bold text-black no-underline' : 'text-neutral-500 no-underline'}
              >
                {navigationCopy.listing.sorts[s]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface PaginationProps {
  sort: Sort;
  current: number;
  pages: number;
  /** The page being fetched after a click, if any: the links to it are marked busy until it is drawn. */
  loading: Wanted | null;
  hrefOf: (next: Wanted) => string;
  clickTo: (next: Wanted) => (e: MouseEvent) => void;
}

/** Previous, a window of page numbers around the current one, next. */
function Pagination({ sort, current, pages, loading, hrefOf, clickTo }: PaginationProps) {
  // The tapped link dims (the shared `[data-busy]` style, uno.config.ts) in the frame after the tap.
  const busy = (page: number) => (loading && loading.page === page && loading.sort === sort ? { [BUSY_ATTR]: '' } : {});
  return (
    <nav aria-label={navigationCopy.listing.pagination} className="py-8">
      <ul className="m-0 flex list-none items-center justify-center gap-1 p-0 text-sm">
        {current > 1 ? (
          <li>
            <a
              href={hrefOf({ sort, page: current - 1 })}
              onClick={clickTo({ sort, page: current - 1 })}
              {...busy(current - 1)}
              rel="prev"
              aria-label={navigationCopy.listing.previousPage}
              className="block px-3 py-2 text-black no-underline"
            >
              ‹
            </a>
          </li>
        ) : null}
        {pageWindow(current, pages).map((p) => (
          <li key={p}>
            <a
              href={hrefOf({ sort, page: p })}
              onClick={clickTo({ sort, page: p })}
              {...busy(p)}
              aria-label={navigationCopy.listing.pageN(p)}
              aria-current={p === current ? 'page' : undefined}
              className={`block min-w-9 rounded-1 px-3 py-2 text-center no-underline ${p === current ? 'bg-black font-bold text-white' : 'text-black'}`}
            >
              {p}
            </a>
          </li>
        ))}
        {current < pages ? (
          <li>
            <a
              href={hrefOf({ sort, page: current + 1 })}
              onClick={clickTo({ sort, page: current + 1 })}
              {...busy(current + 1)}
              rel="next"
              aria-label={navigationCopy.listing.nextPage}
              className="block px-3 py-2 text-black no-underline"
            >
              ›
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * Kept HTML: a server-only part of a page drawn from one upstream answer alone (an item's detail
 * content from its item detail, a review page from its answer) is rendered once per answer and
 * variant and then written out as that HTML, instead of being drawn element by element on every
 * page-cache miss. The edge's store (edge/render/kept-html.tsx) keeps it with the answer itself:
 * only answers the isolate shares between requests (never mutated, edge/upstream/cache.ts) are
 * kept, and the HTML goes when the answer does (a refresh, a write that forgets it, eviction).
 * Parts drawn from no answer at all key on a module constant instead (`lastingKey`, below).
 *
 * The contract at each use: what `children` draw depends on `of` and `variant` and on nothing
 * else (no member, clock, device, host or flag that `variant` does not name), and holds no
 * island (an island refuses to render here: src/ui/Island.tsx) and nothing that suspends.
 * A test renders the item page kept and not kept and compares the bytes.
 *
 *   <KeptHtml part="reviews" of={reviewPage} variant={`${itemNo}:${sampleDisplay}`} testId="reviews">…</KeptHtml>
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** A kept part: its container's inner HTML, and for an island its props as the page writes them. */
export interface KeptPart {
  html: string;
  props: string | null;
}

export interface KeptHtmlStore {
  /** The kept part for this answer and key (part and variant), or null. */
  get(of: object, key: string): KeptPart | null;
  /**
   * Asks for `inner` to be rendered and kept after this render; ignored for answers that are not
   * shared. `extra.props`: an island's props text, kept beside it. `extra.hints`: the head hints
   * the page asks for itself on every render, outside the part (see `KeptHints`).
   */
  keep(of: object, key: string, inner: ReactElement, extra?: { props?: string; hints?: KeptHints }): void;
}

/**
 * Head hints a part's own elements would ask React for (an eager image's preload), asked for by
 * the page beside the part, kept or drawn, on every render (React asks once per hint and page).
 * A copy written out as HTML asks for nothing, so without them such a part is never kept; with
 * them it is kept only if what it asks for is exactly what they ask for.
 */
export type KeptHints = () => void;

const lasting = new WeakSet<object>();

/**
 * A key for parts drawn from no upstream answer, only from what their variant spells out (the
 * footer's links, the search bar's action): a module constant, one per part, that lives as long
 * as the isolate and never changes. Keep with it only parts whose variants are few (never one
 * per shopper or per typed word): a key holds a bounded number of variants, the first ones asked.
 *
 *   const FOOTER = lastingKey('footer');
 *   <KeptHtml part="footer" of={FOOTER} variant={hrefs}>…</KeptHtml>
 */
export function lastingKey(name: string): object {
  const key = Object.freeze({ lasting: name });
  lasting.add(key);
  return key;
}

/** Whether `of` came from `lastingKey` (the store keeps parts with it as with a shared answer). */
export function isLastingKey(of: object): boolean {
  return lasting.has(of);
}

/** The request's store; without one (browser, unit tests) every part is drawn as usual. */
export const KeptHtmlContext = createContext<KeptHtmlStore | null>(null);

/** True inside a kept part: what would make it depend on the request refuses to render there. */
export const InsideKeptHtml = createContext(false);

export interface KeptHtmlProps {
  /** The part's name, unique on the page: parts drawn from the same answer are kept apart by it. */
  part: string;
  /** The shared upstream answer the part is drawn from, or a `lastingKey`. */
  of: object;
  /** Everything else the part depends on, as a short key ('' when nothing). */
  variant: string;
  /** The container; the kept HTML is its contents. Block containers only, so its contents parse alike. */
  as?: 'div' | 'section' | 'footer' | 'nav';
  className?: string;
  /** The container's aria-label (a navigation landmark's name). */
  label?: string;
  /** The container's aria-labelledby (a section named by its heading). */
  labelledBy?: string;
  testId?: string;
  children: ReactNode;
}

export function KeptHtml({ part, of, variant, as: Tag = 'div', className, label, labelledBy, testId, children }: KeptHtmlProps) {
  const store = useContext(KeptHtmlContext);
  const attrs = { className, 'aria-label': label, 'aria-labelledby': labelledBy, 'data-testid': testId };
  const key = `${part}|${variant}`;
  const written = store ? store.get(of, key) : null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML this worker rendered from React earlier (renderInner), kept for reuse.
  if (written !== null) return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: written.html }} />;
  const inner = <InsideKeptHtml.Provider value={true}>{children}</InsideKeptHtml.Provider>;
  store?.keep(of, key, inner);
  return <Tag {...attrs}>{inner}</Tag>;
}

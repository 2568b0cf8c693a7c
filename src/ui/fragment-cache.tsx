/**
 * The fragment cache: a server-only part of a page drawn from one upstream answer alone (an
 * item's detail content from its item detail, a review page from its answer) is rendered once
 * per answer and key and then written out as that HTML, instead of being drawn element by element
 * on every page-cache miss. The edge's store (edge/render/fragment-cache.tsx) holds it with the
 * answer itself: only answers the isolate shares between requests (deep-frozen in development
 * and tests, edge/upstream/cache.ts) are cached, and the HTML goes when the answer does (a
 * refresh, a write that forgets it, eviction). Fragments drawn from no answer at all hang on a
 * module constant instead (`staticSource`, below).
 *
 * The contract at each use: what `children` draw depends on `of` and `variant` and on nothing
 * else (no member, clock, device, host or flag that `variant` does not name), and holds no
 * island (an island refuses to render here: src/ui/Island.tsx) and nothing that suspends. Each
 * variant is built by a named `…FragmentKey` function beside its component, with a unit test that
 * every input the fragment draws from changes it (tests/architecture/fragment-keys.test.ts checks
 * that no variant is written inline). A test renders the item page cached and not and compares
 * the bytes.
 *
 *   <CachedFragment part="reviews" of={reviewPage} variant={reviewsFragmentKey(itemNo, sampleDisplay)} testId="reviews">…</CachedFragment>
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** A cached fragment: its container's inner HTML, and for an island its props as the page writes them. */
export interface CachedPart {
  html: string;
  props: string | null;
}

export interface FragmentCache {
  /** The cached fragment for this answer and key (part and variant), or null. */
  get(of: object, key: string): CachedPart | null;
  /**
   * Asks for `inner` to be rendered and cached after this render; ignored for answers that are not
   * shared. `extra.props`: an island's props text, cached beside it. `extra.hints`: the head hints
   * the page asks for itself on every render, outside the part (see `FragmentHints`).
   */
  keep(of: object, key: string, inner: ReactElement, extra?: { props?: string; hints?: FragmentHints }): void;
}

/**
 * Head hints a part's own elements would ask React for (an eager image's preload), asked for by
 * the page beside the part, cached or drawn, on every render (React asks once per hint and page).
 * A copy written out as HTML asks for nothing, so without them such a fragment is never cached;
 * with them it is cached only if what it asks for is exactly what they ask for.
 */
export type FragmentHints = () => void;

const lasting = new WeakSet<object>();

/**
 * A key for parts drawn from no upstream answer, only from what their variant spells out (the
 * footer's links, the search bar's action): a module constant, one per part, that lives as long
 * as the isolate and never changes. Cache with it only fragments whose variants are few (never one
 * per shopper or per typed word): a key holds a bounded number of variants, the first ones asked.
 *
 *   const FOOTER = staticSource('footer');
 *   <CachedFragment part="footer" of={FOOTER} variant={footerFragmentKey(links, legal, business)}>…</CachedFragment>
 */
export function staticSource(name: string): object {
  const key = Object.freeze({ lasting: name });
  lasting.add(key);
  return key;
}

/** Whether `of` came from `staticSource` (the store caches fragments with it as with a shared answer). */
export function isStaticSource(of: object): boolean {
  return lasting.has(of);
}

/** The request's store; without one (browser, unit tests) every part is drawn as usual. */
export const FragmentCacheContext = createContext<FragmentCache | null>(null);

/** True inside a cached fragment: what would make it depend on the request refuses to render there. */
export const InsideCachedFragment = createContext(false);

export interface CachedFragmentProps {
  /** The part's name, unique on the page: fragments drawn from the same answer are told apart by it. */
  part: string;
  /** The shared upstream answer the part is drawn from, or a `staticSource`. */
  of: object;
  /** Everything else the part depends on, as a short key ('' when nothing). */
  variant: string;
  /** The container; the cached HTML is its contents. Block containers only, so its contents parse alike. */
  as?: 'div' | 'section' | 'footer' | 'nav';
  className?: string;
  /** The container's aria-label (a navigation landmark's name). */
  label?: string;
  /** The container's aria-labelledby (a section named by its heading). */
  labelledBy?: string;
  testId?: string;
  children: ReactNode;
}

export function CachedFragment({ part, of, variant, as: Tag = 'div', className, label, labelledBy, testId, children }: CachedFragmentProps) {
  const store = useContext(FragmentCacheContext);
  const attrs = { className, 'aria-label': label, 'aria-labelledby': labelledBy, 'data-testid': testId };
  const key = `${part}|${variant}`;
  const written = store ? store.get(of, key) : null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML this worker rendered from React earlier (renderInner), cached for reuse.
  if (written !== null) return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: written.html }} />;
  const inner = <InsideCachedFragment.Provider value={true}>{children}</InsideCachedFragment.Provider>;
  store?.keep(of, key, inner);
  return <Tag {...attrs}>{inner}</Tag>;
}

import { imageUrl, srcSet } from '../ui/image-url';

/**
 * The picture of an item card (issue 32 §1): responsive `srcset`/`sizes` from the image host's
 * width variants, offered as AVIF first and WebP for browsers without AVIF (`<picture>`, the
 * browser picks by `type`), width and height always set (the 4:5 box is held before the bytes
 * come), and the first row as the page's LCP candidates: requested at once and at high
 * priority, every other card lazily.
 *
 * The server cannot know the screen, so "the first row" is the narrowest screen's (2 cards in
 * the list, 1 large card): those get `fetchpriority="high"`. The first row of the widest layout
 * (4 cards, 2 large ones) loads eagerly at normal priority; the rest wait until scrolled near.
 */
export type CardLayout = 'list' | 'detail';

interface LayoutImages {
  widths: readonly number[];
  sizes: string;
  /** Cards in the first row on a phone: fetched at high priority. */
  highFirst: number;
  /** Cards in the first row on the widest screen: fetched eagerly. */
  eagerFirst: number;
}

/** Main is at most 72rem (1152 px) wide, less 16 px padding each side and the column gaps. */
const LAYOUTS: Readonly<Record<CardLayout, LayoutImages>> = {
  // 2 columns on phones (≈ 180 css px, 540 device px at 3x), 4 from md.
  list: { widths: [320, 640], sizes: '(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw', highFirst: 2, eagerFirst: 4 },
  // 1 column on phones, 2 from md.
  detail: { widths: [640, 1000], sizes: '(min-width: 1152px) 548px, (min-width: 768px) 50vw, 100vw', highFirst: 1, eagerFirst: 2 },
};

/** The card box's intrinsic size (4:5), so the layout never shifts while the picture loads. */
export const CARD_IMAGE_BOX = { width: 300, height: 375 } as const;

export interface CardImageAttrs {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
  decoding: 'async';
  fetchPriority?: 'high';
}

/**
 * The `<img>` attributes of the card at `index` (0-based) in its list. `priority`: this list is
 * the page's main content (a listing's grid), whose first row is the LCP; a row further down a
 * page (home, recommendations) passes false and every picture is lazy.
 */
export function cardImageAttrs(src: string, layout: CardLayout, index: number, priority: boolean): CardImageAttrs {
  const l = LAYOUTS[layout];
  const first = l.widths[0] ?? CARD_IMAGE_BOX.width;
  return {
    src: src ? imageUrl(src, { width: first }) : '',
    srcSet: srcSet(src, l.widths),
    sizes: l.sizes,
    ...CARD_IMAGE_BOX,
    loading: priority && index < l.eagerFirst ? 'eager' : 'lazy',
    decoding: 'async',
    ...(priority && index < l.highFirst ? { fetchPriority: 'high' as const } : {}),
  };
}

export interface CardImageSource {
  type: 'image/avif';
  srcSet: string;
  sizes: string;
}

/**
 * The `<source>` before the card's `<img>`: the same widths as AVIF (the image host's `f=avif`;
 * the reference origin serves pre-encoded files, scripts/gen-images.mjs). Null when there is no
 * safe picture: then the `<img>` alone draws the empty box.
 */
export function cardImageSource(src: string, layout: CardLayout): CardImageSource | null {
  const l = LAYOUTS[layout];
  const set = srcSet(src, l.widths, { format: 'avif' });
  return set ? { type: 'image/avif', srcSet: set, sizes: l.sizes } : null;
}

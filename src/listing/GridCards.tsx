import { Suspense } from 'react';
import { navigationCopy } from '../copy/ko';
import type { GridCard } from './cards';
import { ItemLabel } from '../product/components/ItemLabel';
import { CardHeart } from './CardHeart';
import type { CardLayout } from './card-image';
import { CardPicture } from './CardPicture';
import { PRERENDER_ATTR } from '../navigation/speculation-rules';

/** The likes page's button on each card: unlike, while the card's own request is not pending. */
export interface UnlikeAction {
  onUnlike: (itemNo: number) => void;
  pending: ReadonlySet<number>;
}

/**
 * How the cards are laid out (spec 4.2 view mode): `list`, the grid of 2 columns on mobile and 4
 * from the md breakpoint; `detail`, large cards, 1 column on mobile and 2 from md, whose pictures
 * come in the sizes a full-width card needs and whose names are not cut short.
 */
export type { CardLayout };

/** The cards of a listing, laid out as `layout` says. Plain links. */
export function GridCards({
  cards,
  label = navigationCopy.listing.gridLabel,
  testId = 'product-grid',
  unlike,
  layout = 'list',
  heartsBack,
  priority = false,
}: {
  cards: GridCard[];
  label?: string;
  testId?: string;
  unlike?: UnlikeAction;
  layout?: CardLayout;
  /** Each card gets a heart (CardHeart) whose no-JS post comes back here: the listing's own path. */
  heartsBack?: string;
  /** The page's main content: its first row is the LCP candidate (card-image.ts). */
  priority?: boolean;
}) {
  const detail = layout === 'detail';
  const grid = (
    <ul
      className={`m-0 grid list-none p-0 ${detail ? 'grid-cols-1 gap-y-10 md:grid-cols-2 md:gap-x-6' : 'grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4'}`}
      aria-label={label}
      data-testid={testId}
      data-layout={layout}
    >
      {cards.map((card, index) => (
        <li key={card.itemNo} className={unlike || heartsBack ? 'relative' : undefined}>
          {/* A boundary per card (issue 32 §2): React hydrates the grid's own parts first and each
              card after them, in slices it yields between; a card pressed before its turn is
              hydrated alone, at once, where without it the whole grid was, inside the press. */}
          <Suspense fallback={null}>
            <a href={card.href} className="block text-black no-underline" data-item-no={card.itemNo} {...{ [PRERENDER_ATTR]: '' }}>
              <CardPicture src={card.imageUrl} layout={layout} index={index} priority={priority} className="block aspect-[4/5] h-auto w-full bg-neutral-100 object-cover" />
              {card.brandName ? <span className={`mt-2 block truncate font-bold ${detail ? 'text-sm' : 'text-xs'}`}>{card.brandName}</span> : null}
              <span className={`mt-1 block leading-snug ${detail ? 'text-base' : 'text-sm line-clamp-2'}`}>{card.name}</span>
              <span className={`mt-1 block ${detail ? 'text-base' : 'text-sm'}`}>
                {card.discountRateText ? <span className="mr-1 font-bold text-red-600">{card.discountRateText}</span> : null}
                {card.consumerPriceText ? <s className="mr-1 text-xs text-neutral-500">{card.consumerPriceText}</s> : null}
                <span className="font-bold" data-price>
                  {card.priceText}
                </span>
              </span>
              <ItemLabel label={card.label} className="mt-1.5" />
            </a>
            {heartsBack && !unlike ? <CardHeart itemNo={card.itemNo} name={card.name} back={heartsBack} /> : null}
            {unlike ? (
              <button
                type="button"
                aria-pressed="true"
                aria-label={navigationCopy.listing.unlike(card.name)}
                // aria-disabled, not disabled: a disabled button drops the focus to the page body (issue 29).
                aria-disabled={unlike.pending.has(card.itemNo) || undefined}
                onClick={() => {
                  if (!unlike.pending.has(card.itemNo)) unlike.onUnlike(card.itemNo);
                }}
                className="absolute right-1 top-1 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-lg text-red-600 aria-disabled:opacity-60"
                data-unlike={card.itemNo}
              >
                <span aria-hidden="true">♥</span>
              </button>
            ) : null}
          </Suspense>
        </li>
      ))}
    </ul>
  );
  if (!heartsBack || unlike) return grid;
  // The hearts' announcements (client/card-hearts.ts), in place before any is said.
  return (
    <div data-card-hearts="">
      {grid}
      <p role="status" className="sr-only" data-card-heart-status="" />
    </div>
  );
}

import { navigationCopy } from '../copy/ko';
import type { GridCard } from './cards';
import { ItemLabel } from '../product/components/ItemLabel';

/** The likes page's button on each card: unlike, while the card's own request is not pending. */
export interface UnlikeAction {
  onUnlike: (itemNo: number) => void;
  pending: ReadonlySet<number>;
}

/** The cards of a listing: 2 columns on mobile, 4 from the md breakpoint. Plain links. */
export function GridCards({ cards, label = navigationCopy.listing.gridLabel, testId = 'product-grid', unlike }: { cards: GridCard[]; label?: string; testId?: string; unlike?: UnlikeAction }) {
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-x-3 gap-y-6 p-0 md:grid-cols-4" aria-label={label} data-testid={testId}>
      {cards.map((card) => (
        <li key={card.itemNo} className={unlike ? 'relative' : undefined}>
          <a href={card.href} className="block text-black no-underline" data-item-no={card.itemNo}>
            <img src={card.imageUrl} width={300} height={375} alt="" loading="lazy" decoding="async" className="block aspect-[4/5] h-auto w-full bg-neutral-100 object-cover" />
            {card.brandName ? <span className="mt-2 block truncate text-xs font-bold">{card.brandName}</span> : null}
            <span className="mt-1 block text-sm leading-snug line-clamp-2">{card.name}</span>
            <span className="mt-1 block text-sm">
              {card.discountRateText ? <span className="mr-1 font-bold text-red-600">{card.discountRateText}</span> : null}
              {card.consumerPriceText ? <s className="mr-1 text-xs text-neutral-500">{card.consumerPriceText}</s> : null}
              <span className="font-bold" data-price>
                {card.priceText}
              </span>
            </span>
            <ItemLabel label={card.label} className="mt-1.5" />
          </a>
          {unlike ? (
            <button
              type="button"
              aria-pressed="true"
              aria-label={navigationCopy.listing.unlike(card.name)}
              disabled={unlike.pending.has(card.itemNo)}
              onClick={() => unlike.onUnlike(card.itemNo)}
              className="absolute right-1 top-1 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-lg text-red-600"
              data-unlike={card.itemNo}
            >
              <span aria-hidden="true">♥</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { Fragment } from 'react';
import { pdpCopy } from '../../copy/ko';
import type { CardOptionGroup, ItemCardView } from '../related';
import { ItemLabel } from './ItemLabel';
import { CardPicture } from '../../listing/CardPicture';
import { PRERENDER_ATTR } from '../../navigation/speculation-rules';

/**
 * What a row of cards shows besides its upstream answer: each card's label, worded at the
 * request's clock (a sale ending, a D-day). Part of the row's fragment key.
 */
export function cardsKey(cards: readonly ItemCardView[]): string {
  let key = '';
  for (const card of cards) key += card.label ? `${card.label.kind}:${card.label.text};` : ';';
  return key;
}

/**
 * A row of item cards under its heading (with a note under the heading when there is one); the
 * caller's container (a section, or a kept part's) is named by the heading's `titleId`.
 */
export function TitledCards({
  titleId,
  title,
  note = null,
  cards,
  hrefOf,
  testId,
}: {
  titleId: string;
  title: string;
  note?: string | null;
  cards: ItemCardView[];
  hrefOf: (itemNo: number) => string;
  testId: string;
}) {
  return (
    <>
      <h3 id={titleId} className="text-base font-bold">
        {title}
      </h3>
      {note ? <p className="m-0 mt-1 text-xs text-gray-600">{note}</p> : null}
      <ItemCards cards={cards} hrefOf={hrefOf} label={title} testId={testId} />
    </>
  );
}

/** A row of item cards (related items, brand best, recommendations). Images are lazy and sized. */
export function ItemCards({ cards, hrefOf, label, testId }: { cards: ItemCardView[]; hrefOf: (itemNo: number) => string; label: string; testId: string }) {
  if (cards.length === 0) return null;
  return (
    <ul className="mt-3 grid list-none grid-cols-2 gap-x-3 gap-y-6 p-0 md:grid-cols-4" aria-label={label} data-testid={testId}>
      {cards.map((card) => (
        <li key={card.itemNo}>
          <a href={hrefOf(card.itemNo)} className="block text-black no-underline" {...{ [PRERENDER_ATTR]: '' }}>
            <CardPicture src={card.imageUrl} layout="list" index={0} priority={false} className="block aspect-[4/5] h-auto w-full bg-gray-100 object-cover" />
            {card.brandName ? <span className="mt-2 block truncate text-xs font-bold">{card.brandName}</span> : null}
            <span className="mt-1 block text-sm leading-snug line-clamp-2">{card.name}</span>
            <span className="mt-1 block text-sm">
              {card.discountRateText ? <span className="mr-1 font-bold text-red-600">{card.discountRateText}</span> : null}
              <span className="font-bold">{card.priceText}</span>
            </span>
            {card.rating ? (
              <span className="mt-1 block text-xs text-gray-600" data-card-rating>
                <span aria-hidden="true">★ {card.rating}</span>
                <span className="sr-only">{pdpCopy.cardRating(card.rating)}</span>
              </span>
            ) : null}
            {card.soldOut ? (
              <span className="mr-1 mt-1.5 inline-block rounded-sm bg-gray-700 px-1.5 py-px text-[11px] font-bold leading-4 text-white" data-card-sold-out>
                {pdpCopy.cardSoldOut}
              </span>
            ) : null}
            {card.sale ? (
              <span className="mr-1 mt-1.5 inline-block rounded-sm border border-red-700 px-1.5 py-px text-[11px] font-bold leading-4 text-red-700" data-card-sale>
                {pdpCopy.cardSale}
              </span>
            ) : null}
            <ItemLabel label={card.label} className="mr-1 mt-1.5" />
            {card.options ? <CardOptions groups={card.options} /> : null}
            {/* Among the tags under the price, like the item label: above the brand it pushed one card's text below its neighbour's. */}
            {card.localGoods ? (
              <span className="mt-1.5 inline-block rounded-sm border border-green-700 px-1.5 py-px text-[11px] font-bold leading-4 text-green-800" data-local-goods>
                <span aria-hidden="true">{pdpCopy.fields.localGoods}</span>
                <span className="sr-only">{pdpCopy.fields.localGoodsLabel}</span>
              </span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A relation card's options, one line per group; a sold-out value is struck through and said so. */
function CardOptions({ groups }: { groups: CardOptionGroup[] }) {
  return (
    <span className="mt-1.5 block text-xs leading-5 text-gray-700" data-card-options>
      <span className="sr-only">{pdpCopy.cardOptions}: </span>
      {groups.map((group) => (
        <span key={group.name ?? ''} className="block" data-card-option-group>
          {group.name ? <span className="mr-1 font-bold">{group.name}</span> : null}
          {group.values.map((value, i) => (
            <Fragment key={value.label}>
              {i > 0 ? ' · ' : ''}
              <span className={value.soldOut ? 'text-gray-500 line-through' : undefined} data-card-option={value.soldOut ? 'sold-out' : 'on-sale'}>
                {value.label}
                {value.soldOut ? <span className="sr-only">{` ${pdpCopy.cardOptionSoldOut}`}</span> : null}
              </span>
            </Fragment>
          ))}
        </span>
      ))}
    </span>
  );
}

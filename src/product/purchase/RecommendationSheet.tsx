import { useEffect, useState } from 'react';
import { cartConfirmCopy, commonCopy, errorsCopy, purchaseCopy } from '../../copy/ko';
import { productLink } from '../../navigation/links';
import { BottomSheet } from '../../ui/BottomSheet';
import { Spinner } from '../../ui/Spinner';
import { fromItemCard, type ItemCardView } from '../related';
import { getRecommendations } from './actions';
import type { RecommendationType } from './requests';
import { CART_PATH } from './paths';
import { RecommendationMemory } from './recommendation-memory';
import { SheetCloseButton } from './SheetCloseButton';

export interface RecommendationSheetProps {
  id: string;
  itemNo: number;
  /** cart: after add to cart (with 장바구니 가기); like: after a like (함께 좋아요한 상품). */
  type: RecommendationType;
  open: boolean;
  onClose: () => void;
}

interface Recommendations {
  title: string;
  cards: ItemCardView[];
}

type Loaded = { status: 'pending' } | { status: 'error' } | { status: 'done'; value: Recommendations };

/** This page's lists (one per item and type), shared by every sheet on it. */
const memory = new RecommendationMemory<Recommendations>();

/**
 * The list for an open sheet: from this page's memory while fresh, else one call (aborted when
 * the sheet closes or goes). A plain fetch and a small memory instead of react-query, whose client
 * would otherwise come with the purchase islands (issue 32 §3).
 */
function useRecommendations(itemNo: number, type: RecommendationType, open: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const kept = memory.get(itemNo, type, Date.now());
    return kept ? { status: 'done', value: kept } : { status: 'pending' };
  });
  useEffect(() => {
    if (!open) return;
    const kept = memory.get(itemNo, type, Date.now());
    if (kept) {
      setLoaded({ status: 'done', value: kept });
      return;
    }
    const abort = new AbortController();
    setLoaded({ status: 'pending' });
    void getRecommendations(itemNo, type, { signal: abort.signal }).then((result) => {
      if (abort.signal.aborted) return;
      if (!result.ok) return setLoaded({ status: 'error' });
      const value = { title: result.data.title, cards: result.data.items.map((c) => fromItemCard(c)) };
      memory.set(itemNo, type, value, Date.now());
      setLoaded({ status: 'done', value });
    });
    return () => abort.abort();
  }, [itemNo, type, open]);
  return loaded;
}

/** The add-to-cart and like-together sheets (loaded lazily, on their own: src/product/purchase/lazy.ts). */
export default function RecommendationSheet({ id, itemNo, type, open, onClose }: RecommendationSheetProps) {
  const loaded = useRecommendations(itemNo, type, open);
  const fallbackTitle = type === 'cart' ? purchaseCopy.cartRecommendTitle : purchaseCopy.likeRecommendTitle;
  const title = loaded.status === 'done' && loaded.value.title ? loaded.value.title : fallbackTitle;
  return (
    <BottomSheet id={id} open={open} onClose={onClose} title={title}>
      <SheetCloseButton onClose={onClose} />
      {type === 'cart' ? (
        // The confirmation comes first (issue 29): the sheet follows it, never replaces it.
        <div className="mb-4 flex items-center justify-between gap-3 border-b border-neutral-200 pb-3" data-cart-added="">
          <p className="m-0 text-sm font-semibold">{cartConfirmCopy.addedToCart}</p>
          <a href={CART_PATH} className="flex h-10 shrink-0 items-center rounded-1 border border-black bg-black px-4 text-sm font-semibold text-white no-underline">
            {purchaseCopy.goToCart}
          </a>
        </div>
      ) : null}
      <RecommendationList type={type} loaded={loaded} />
    </BottomSheet>
  );
}

function RecommendationList({ type, loaded }: { type: RecommendationType; loaded: Loaded }) {
  if (loaded.status === 'pending')
    return (
      <div className="flex justify-center py-8">
        <Spinner label={commonCopy.loading} />
      </div>
    );
  if (loaded.status === 'error') return <p className="py-6 text-center text-sm text-neutral-600">{errorsCopy.genericTemporary}</p>;
  if (loaded.value.cards.length === 0) return <p className="py-6 text-center text-sm text-neutral-600">{purchaseCopy.recommendEmpty}</p>;
  return (
    <ul className="grid grid-cols-3 gap-3 max-[540px]:grid-cols-2" data-recommendations={type}>
      {loaded.value.cards.map((card) => (
        <Card key={card.itemNo} card={card} />
      ))}
    </ul>
  );
}

function Card({ card }: { card: ItemCardView }) {
  const href = productLink(card.itemNo) ?? undefined;
  return (
    <li>
      <a href={href} className="block text-sm">
        {card.imageUrl ? (
          <img src={card.imageUrl} alt="" width={300} height={375} loading="lazy" decoding="async" className="block aspect-[4/5] h-auto w-full bg-neutral-100 object-cover" />
        ) : (
          <span aria-hidden="true" className="block aspect-[4/5] w-full bg-neutral-100" />
        )}
        {card.brandName ? <span className="mt-1.5 block truncate text-xs font-semibold">{card.brandName}</span> : null}
        <span className="line-clamp-2 block">{card.name}</span>
        <span className="block font-bold">
          {card.discountRateText ? <span className="mr-1 text-red-600">{card.discountRateText}</span> : null}
          {card.priceText}
        </span>
      </a>
    </li>
  );
}

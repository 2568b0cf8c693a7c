import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '../../browser/query-client';
import { cartConfirmCopy, commonCopy, errorsCopy, purchaseCopy } from '../../copy/ko';
import { productLink } from '../../navigation/links';
import { BottomSheet } from '../../ui/BottomSheet';
import { Spinner } from '../../ui/Spinner';
import { fromItemCard, type ItemCardView } from '../related';
import { getRecommendations } from './actions';
import type { RecommendationType } from './requests';
import { CART_PATH } from './paths';
import { SheetCloseButton } from './SheetCloseButton';

export interface RecommendationSheetProps {
  id: string;
  itemNo: number;
  /** cart: after add to cart (with 장바구니 가기); like: after a like (함께 좋아요한 상품). */
  type: RecommendationType;
  open: boolean;
  onClose: () => void;
}

/**
 * The add-to-cart and like-together sheets (loaded lazily, with react-query and the shared
 * QueryClient: the list is fetched once per item and type, then served from the cache).
 */
export default function RecommendationSheet(props: RecommendationSheetProps) {
  return (
    <QueryProvider>
      <Recommendations {...props} />
    </QueryProvider>
  );
}

function Recommendations({ id, itemNo, type, open, onClose }: RecommendationSheetProps) {
  const query = useQuery({
    queryKey: ['recommendations', itemNo, type],
    queryFn: async () => {
      const result = await getRecommendations(itemNo, type);
      if (!result.ok) throw new Error('recommendations failed');
      return { title: result.data.title, cards: result.data.items.map((c) => fromItemCard(c)) };
    },
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const fallbackTitle = type === 'cart' ? purchaseCopy.cartRecommendTitle : purchaseCopy.likeRecommendTitle;
  const cards = query.data?.cards ?? [];
  return (
    <BottomSheet id={id} open={open} onClose={onClose} title={query.data?.title || fallbackTitle}>
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
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={commonCopy.loading} />
        </div>
      ) : query.isError ? (
        <p className="py-6 text-center text-sm text-neutral-600">{errorsCopy.genericTemporary}</p>
      ) : cards.length === 0 ? (
        <p className="py-6 text-center text-sm text-neutral-600">{purchaseCopy.recommendEmpty}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 max-[540px]:grid-cols-2" data-recommendations={type}>
          {cards.map((card) => (
            <Card key={card.itemNo} card={card} />
          ))}
        </ul>
      )}
    </BottomSheet>
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

import { use } from 'react';
import type { Settled } from '../../async/settle';
import { pdpCopy } from '../../copy/ko';
import type { AdditionalDetail } from '../../../schemas/additional-detail';
import type { Recommendation } from '../../../schemas/recommendation';
import { fromBrandBest, fromItemCard, type ItemCardView, uniqueCards } from '../related';
import { cardLabelOf } from '../item-label';
import { DeferredNotice } from './DeferredNotice';
import { cardsKey, TitledCards } from './ItemCards';
import { CachedFragment } from '../../ui/fragment-cache';
import { cardHref } from '../page-view';

/** The brand best row's key: the item it leaves out, the brand's name in its title, app or web links, the cards' labels. */
export function brandBestFragmentKey(itemNo: number, brandName: string, inAppWebView: boolean, cards: readonly ItemCardView[]): string {
  return JSON.stringify([itemNo, brandName, inAppWebView ? 'app' : 'web', cardsKey(cards)]);
}

/** The similar items row's key: the item it leaves out, app or web links, the cards' labels. */
export function similarFragmentKey(itemNo: number, inAppWebView: boolean, cards: readonly ItemCardView[]): string {
  return JSON.stringify([itemNo, inAppWebView ? 'app' : 'web', cardsKey(cards)]);
}

/**
 * `now`: the request's clock, at which the cards' item labels are worded. Each row is drawn from
 * its answer, the item it leaves out (`itemNo`), the brand's name in the title, the labels and
 * app or web links alone, all in its variant: cached as a fragment with the answer.
 */
export function BrandBest({
  additional,
  itemNo,
  brandName,
  inAppWebView,
  now,
}: {
  additional: Promise<Settled<AdditionalDetail>>;
  itemNo: number;
  brandName: string;
  inAppWebView: boolean;
  now: Date;
}) {
  const settled = use(additional);
  if (!settled.ok) return <DeferredNotice section="brand-best" />;
  const cards = uniqueCards(
    settled.value.brandBestProductList.map((b) => fromBrandBest(b, undefined, cardLabelOf(b, now))),
    itemNo,
  );
  if (cards.length === 0) return null;
  return (
    <CachedFragment part="brand-best" of={settled.value} variant={brandBestFragmentKey(itemNo, brandName, inAppWebView, cards)} as="section" className="mt-10" labelledBy="brand-best-title">
      <TitledCards titleId="brand-best-title" title={pdpCopy.brandBest(brandName)} cards={cards} hrefOf={(n) => cardHref(n, { inAppWebView })} testId="brand-best" />
    </CachedFragment>
  );
}

export function Similar({ similar, itemNo, inAppWebView, now }: { similar: Promise<Settled<Recommendation>>; itemNo: number; inAppWebView: boolean; now: Date }) {
  const settled = use(similar);
  if (!settled.ok) return <DeferredNotice section="recommendations" />;
  const cards = uniqueCards(
    settled.value.items.map((c) => fromItemCard(c, undefined, cardLabelOf(c, now))),
    itemNo,
  );
  if (cards.length === 0) return null;
  const title = settled.value.title || pdpCopy.similar;
  return (
    <CachedFragment part="similar" of={settled.value} variant={similarFragmentKey(itemNo, inAppWebView, cards)} as="section" className="mt-10" labelledBy="similar-title">
      <TitledCards titleId="similar-title" title={title} cards={cards} hrefOf={(n) => cardHref(n, { inAppWebView })} testId="similar" />
    </CachedFragment>
  );
}

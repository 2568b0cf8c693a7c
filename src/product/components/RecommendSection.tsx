import { use } from 'react';
import type { Settled } from '../../async/settle';
import { pdpCopy } from '../../copy/ko';
import type { AdditionalDetail } from '../../../schemas/additional-detail';
import type { Recommendation } from '../../../schemas/recommendation';
import { fromBrandBest, fromItemCard, uniqueCards } from '../related';
import { cardLabelOf } from '../item-label';
import { DeferredNotice } from './DeferredNotice';
import { cardsKey, ItemCards } from './ItemCards';
import { KeptHtml } from '../../ui/kept-html';
import { cardHref } from '../page-view';
import type { ItemCardView } from '../related';

/**
 * `now`: the request's clock, at which the cards' item labels are worded. Each row is drawn from
 * its answer, the item it leaves out (`itemNo`), the brand's name in the title, the labels and
 * app or web links alone, all in its variant: kept as HTML with the answer.
 */
export function BrandBest({ additional, itemNo, brandName, inAppWebView, now }: { additional: Promise<Settled<AdditionalDetail>>; itemNo: number; brandName: string; inAppWebView: boolean; now: Date }) {
  const settled = use(additional);
  if (!settled.ok) return <DeferredNotice section="brand-best" />;
  const cards = uniqueCards(settled.value.brandBestProductList.map((b) => fromBrandBest(b, undefined, cardLabelOf(b, now))), itemNo);
  if (cards.length === 0) return null;
  return (
    <KeptHtml part="brand-best" of={settled.value} variant={`${itemNo}|${brandName}|${inAppWebView ? 'app' : 'web'}|${cardsKey(cards)}`} as="section" className="mt-10" labelledBy="brand-best-title">
      <CardRow titleId="brand-best-title" title={pdpCopy.brandBest(brandName)} cards={cards} inAppWebView={inAppWebView} testId="brand-best" />
    </KeptHtml>
  );
}

export function Similar({ similar, itemNo, inAppWebView, now }: { similar: Promise<Settled<Recommendation>>; itemNo: number; inAppWebView: boolean; now: Date }) {
  const settled = use(similar);
  if (!settled.ok) return <DeferredNotice section="recommendations" />;
  const cards = uniqueCards(settled.value.items.map((c) => fromItemCard(c, undefined, cardLabelOf(c, now))), itemNo);
  if (cards.length === 0) return null;
  const title = settled.value.title || pdpCopy.similar;
  return (
    <KeptHtml part="similar" of={settled.value} variant={`${itemNo}|${inAppWebView ? 'app' : 'web'}|${cardsKey(cards)}`} as="section" className="mt-10" labelledBy="similar-title">
      <CardRow titleId="similar-title" title={title} cards={cards} inAppWebView={inAppWebView} testId="similar" />
    </KeptHtml>
  );
}

function CardRow({ titleId, title, cards, inAppWebView, testId }: { titleId: string; title: string; cards: ItemCardView[]; inAppWebView: boolean; testId: string }) {
  return (
    <>
      <h3 id={titleId} className="text-base font-bold">
        {title}
      </h3>
      <ItemCards cards={cards} hrefOf={(n) => cardHref(n, { inAppWebView })} label={title} testId={testId} />
    </>
  );
}

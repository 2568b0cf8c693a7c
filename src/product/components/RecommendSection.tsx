import { use } from 'react';
import type { Settled } from '../../async/settle';
import { pdpCopy } from '../../copy/ko';
import type { AdditionalDetail } from '../../../schemas/additional-detail';
import type { Recommendation } from '../../../schemas/recommendation';
import { fromBrandBest, fromItemCard, uniqueCards } from '../related';
import { cardLabelOf } from '../item-label';
import { DeferredNotice } from './DeferredNotice';
import { ItemCards } from './ItemCards';

type HrefOf = (itemNo: number) => string;

/** `now`: the request's clock, at which the cards' item labels are worded. */
export function BrandBest({ additional, itemNo, brandName, hrefOf, now }: { additional: Promise<Settled<AdditionalDetail>>; itemNo: number; brandName: string; hrefOf: HrefOf; now: Date }) {
  const settled = use(additional);
  if (!settled.ok) return <DeferredNotice section="brand-best" />;
  const cards = uniqueCards(settled.value.brandBestProductList.map((b) => fromBrandBest(b, undefined, cardLabelOf(b, now))), itemNo);
  if (cards.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="brand-best-title">
      <h3 id="brand-best-title" className="text-base font-bold">
        {pdpCopy.brandBest(brandName)}
      </h3>
      <ItemCards cards={cards} hrefOf={hrefOf} label={pdpCopy.brandBest(brandName)} testId="brand-best" />
    </section>
  );
}

export function Similar({ similar, itemNo, hrefOf, now }: { similar: Promise<Settled<Recommendation>>; itemNo: number; hrefOf: HrefOf; now: Date }) {
  const settled = use(similar);
  if (!settled.ok) return <DeferredNotice section="recommendations" />;
  const cards = uniqueCards(settled.value.items.map((c) => fromItemCard(c, undefined, cardLabelOf(c, now))), itemNo);
  if (cards.length === 0) return null;
  const title = settled.value.title || pdpCopy.similar;
  return (
    <section className="mt-10" aria-labelledby="similar-title">
      <h3 id="similar-title" className="text-base font-bold">
        {title}
      </h3>
      <ItemCards cards={cards} hrefOf={hrefOf} label={title} testId="similar" />
    </section>
  );
}

import { pdpCopy, purchaseCopy } from '../../copy/ko';
import { Island } from '../../ui/Island';
import PurchasePanel from '../islands/PurchasePanel';
import type { ProductView } from '../page-view';
import type { VideoBlock } from '../subviews';
import { PriceBlock } from './PriceBlock';
import { purchasePanelProps } from './purchase-props';
import { VideoFacade } from './VideoFacade';

/** The item in one line above a sub-view: back to it, its picture, brand and name. */
function ItemHeader({ view, itemHref }: { view: ProductView; itemHref: string }) {
  const first = view.gallery[0];
  return (
    <header>
      <a href={itemHref} className="text-sm text-neutral-700">
        {pdpCopy.backToItem}
      </a>
      <div className="mt-3 flex items-center gap-3">
        {first ? <img src={first.src} alt="" width={64} height={80} decoding="async" className="h-20 w-16 shrink-0 rounded-1 bg-neutral-100 object-cover" /> : null}
        <div className="min-w-0">
          <p className="m-0 text-sm font-bold text-black">{view.brand.name}</p>
          <p className="m-0 mt-0.5 text-sm text-neutral-700">{view.title}</p>
        </div>
      </div>
    </header>
  );
}

/**
 * The option page (spec 2.1, issue 13 item 4): the option selector on a page of its own, for an
 * item with many options on a small screen (the purchase sheet links here). The same purchase
 * island as the item page, laid out inline at every width; its dropdowns keep the 400 px limit.
 */
export function OptionPage({ view, itemHref }: { view: ProductView; itemHref: string }) {
  const purchase = { ...purchasePanelProps(view), layout: 'page' as const, id: `option-page-${view.itemNo}` };
  return (
    <section className="mx-auto max-w-xl px-4 py-6" data-testid="option-page">
      <ItemHeader view={view} itemHref={itemHref} />
      <h1 className="m-0 mt-6 text-lg font-bold">{purchaseCopy.optionPageHeading}</h1>
      <PriceBlock price={view.price} />
      {view.sale.notice ? <p className="mt-3 rounded bg-gray-50 px-3 py-2 text-sm font-semibold">{view.sale.notice}</p> : null}
      <div className="mt-6">
        <Island name="PurchasePanel" id={purchase.id} props={purchase} hydrate="load">
          <PurchasePanel {...purchase} />
        </Island>
      </div>
    </section>
  );
}

/**
 * The shortform feed (spec 2.1, issue 13 item 4): the item's videos one under the other, each a
 * facade that loads its player only on a tap, and the way back to the item.
 */
export function ShortformPage({ view, videos, itemHref }: { view: ProductView; videos: VideoBlock[]; itemHref: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-6" data-testid="shortform">
      <ItemHeader view={view} itemHref={itemHref} />
      <h1 className="m-0 mt-6 text-lg font-bold">{purchaseCopy.shortformHeading}</h1>
      <ol className="m-0 mt-4 flex list-none flex-col gap-4 p-0">
        {videos.map((video, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
          <li key={`${i}-${video.embedUrl}`}>
            <VideoFacade video={video} data-shortform={String(i + 1)} />
          </li>
        ))}
      </ol>
      <a href={itemHref} className="mt-6 flex h-12 items-center justify-center rounded-1 bg-black text-sm font-bold text-white">
        {purchaseCopy.shortformToItem}
      </a>
    </section>
  );
}

import { Suspense, type ReactNode } from 'react';
import { pdpCopy } from '../../copy/ko';
import { Island } from '../../ui/Island';
import { CachedFragment } from '../../ui/fragment-cache';
import type { ProductPageData } from '../page-data';
import { cardHref, type ProductView } from '../page-view';
import type { ItemCardView } from '../related';
import ProductGallery from '../islands/ProductGallery';
import PurchasePanel from '../islands/PurchasePanel';
import ShareLink from '../../ui/islands/ShareLink';
import QnaAsk from '../../member/islands/QnaAsk';
import { ItemOnlyBadges, LikeFallback, StreamedBadges, StreamedLike, StreamedSizeChart } from './AdditionalParts';
import { SectionSkeleton } from './DeferredNotice';
import { ItemInfo } from './DetailContent';
import { cardsKey, TitledCards } from './ItemCards';
import { PriceBlock } from './PriceBlock';
import { QnaSection } from './QnaSection';
import { preloadFirstImage } from './gallery-hints';
import { BrandBest, Similar } from './RecommendSection';
import { ReviewsSection } from './ReviewsSection';
import { ItemLabel } from './ItemLabel';
import { ShippingInfo } from './ShippingInfo';
import { sectionLink, type ItemSection } from '../../navigation/links';
import { purchasePanelProps, purchasePanelFragmentKey } from './purchase-props';
import { SpecialBrandMark } from '../../brand/SpecialBrandMark';
import { BrandHeart, BrandInfo, OfflineStore, SellerInfo, SpecialOrder } from './ItemFields';

const TABS: ReadonlyArray<{ id: ItemSection; label: (reviewCount: number) => string }> = [
  { id: 'info', label: () => pdpCopy.tabInfo },
  { id: 'review', label: (n: number) => pdpCopy.tabReview(n) },
  { id: 'qna', label: () => pdpCopy.tabQna },
  { id: 'recommend', label: () => pdpCopy.tabRecommend },
];

/** A tab's section: the target of its anchor (#review, #qna, #recommend) with its heading. */
function TabSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-12 px-4 pt-10" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <BelowFold>{children}</BelowFold>
    </section>
  );
}

/**
 * A tab section's contents (reviews, Q&A, recommendations): they skip style, layout and paint
 * until they come near the screen (`.below-fold`, content-visibility auto with a remembered size).
 * A prerendered item page is painted whole in the frame that shows it (issue 32 §2); what is
 * skipped there is off the click-to-paint. Not the item information's: it starts within the
 * browser's margin of the first screen at both widths, so skipped it would be styled and laid
 * out in that very frame instead of during the prerender (a trace: +120 ms at 4x). A tab's jump
 * over skipped contents is set right once they are drawn (client/section-jump.ts).
 */
function BelowFold({ children }: { children: ReactNode }) {
  return <div className="below-fold">{children}</div>;
}

/** The breadcrumb's key: the names of the category chosen for the shopper (an item sits in several). */
export function breadcrumbFragmentKey(category: { category1Name: string; category2Name: string; category3Name: string }): string {
  return JSON.stringify([category.category1Name, category.category2Name, category.category3Name]);
}

/** The gallery island's key: saving mode shows one image. */
export function galleryFragmentKey(savingMode: boolean): string {
  return savingMode ? 'saving' : '';
}

/** The share button's key: its props, all of them (its link, title and app or web access). */
export function shareFragmentKey(share: ProductView['share']): string {
  return JSON.stringify(share);
}

/** The item info's key: saving mode leaves the detail content's images out. */
export function itemInfoFragmentKey(savingMode: boolean): string {
  return savingMode ? 'saving' : '';
}

/** The item's own cards' key: app or web links, and each row's labels at this clock. */
export function itemCardsFragmentKey(inAppWebView: boolean, dependent: readonly ItemCardView[], related: readonly ItemCardView[]): string {
  return JSON.stringify([inAppWebView ? 'app' : 'web', cardsKey(dependent), cardsKey(related)]);
}

/**
 * The item detail page. Everything above the tabs comes from the critical item detail and is in
 * the shell; reviews, Q&A, brand best and recommendations stream into their own boundaries and
 * show a notice of their own if they fail. Read top to bottom, it is the page's outline.
 */
export function ProductPage({ view, data }: { view: ProductView; data: ProductPageData }) {
  const { item } = view;
  return (
    <article className="pdp pb-24 md:pb-8" data-item-no={item.itemNo} data-category-code={view.category.code ?? ''}>
      <Breadcrumb view={view} />
      <div className="md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-10 md:px-4 md:pt-4">
        <div className="pdp-gallery">
          {/* Its props are the item's gallery, one image in saving mode. Its first image's preload
              hint is asked for beside it, so that a copy written out as HTML has it too. */}
          <Island
            name="ProductGallery"
            id={`gallery-${item.itemNo}`}
            props={{ images: view.gallery }}
            cached={{ of: item, variant: galleryFragmentKey(view.savingMode), hints: () => preloadFirstImage(view.gallery) }}
          >
            <ProductGallery images={view.gallery} />
          </Island>
        </div>
        <ItemSummary view={view} data={data} />
      </div>
      <ItemTabs view={view} />
      <InfoSection view={view} data={data} />
      <ReviewTab view={view} data={data} />
      <QnaTab view={view} data={data} />
      <RecommendTab view={view} data={data} />
    </article>
  );
}

/** The category path chosen for the shopper (an item sits in several); none when it has no category. */
function Breadcrumb({ view }: { view: ProductView }) {
  const category = view.category.category;
  if (!category) return null;
  return (
    // Drawn from the category chosen for the shopper (its names are the key): cached with the item.
    <CachedFragment part="breadcrumb" of={view.item} variant={breadcrumbFragmentKey(category)} as="nav" label={pdpCopy.breadcrumb} className="px-4 pt-3 text-xs text-gray-500">
      <ol className="m-0 flex list-none flex-wrap gap-1 p-0">
        {[category.category1Name, category.category2Name, category.category3Name].filter(Boolean).map((name, i, all) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
          <li key={`${i}-${name}`}>
            {name}
            {i < all.length - 1 ? <span aria-hidden="true"> › </span> : null}
          </li>
        ))}
      </ol>
    </CachedFragment>
  );
}

/** Beside the gallery: the brand, title and like, the price and the item's facts, then the purchase panel. */
function ItemSummary({ view, data }: { view: ProductView; data: ProductPageData }) {
  const { item } = view;
  const purchase = purchasePanelProps(view);
  return (
    <section className="pdp-info px-4 pt-4 md:px-0 md:pt-0" aria-labelledby="pdp-title">
      <TitleBlock view={view} data={data} />
      {item.reviewAggregation.reviewCount > 0 ? (
        <a href={view.reviewHref} className="mt-2 inline-block text-xs text-gray-700" data-testid="review-link">
          ★ {item.reviewAggregation.avgReviewPoint.toFixed(1)} · {pdpCopy.reviewCount(item.reviewAggregation.reviewCount)}
        </a>
      ) : null}
      {view.label ? (
        <div className="mt-2" data-testid="item-label">
          <ItemLabel label={view.label} size="md" />
        </div>
      ) : null}
      <Suspense fallback={<ItemOnlyBadges item={item} />}>
        <StreamedBadges item={item} additional={data.additional} />
      </Suspense>
      <PriceBlock price={view.price} of={item} />
      {view.fields.soldQty ? (
        <p className="m-0 mt-1 text-xs text-gray-600" data-testid="sold-qty">
          {view.fields.soldQty}
        </p>
      ) : null}
      {view.sale.notice ? (
        <p className="mt-3 rounded bg-gray-50 px-3 py-2 text-sm font-semibold" data-testid="sale-notice" data-sale-state={view.sale.state}>
          {view.sale.notice}
        </p>
      ) : null}
      {view.fields.visibleFrom ? (
        <p className="m-0 mt-2 text-sm text-gray-700" data-testid="visible-from">
          {view.fields.visibleFrom}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <SpecialOrder additional={data.additional} soldQty={item.soldQty} soldShown={view.fields.soldQty !== null} />
      </Suspense>
      {view.fields.itemGroup ? <ItemGroup view={view} group={view.fields.itemGroup} /> : null}
      {view.fields.parts.shipping ? <ShippingInfo shipping={view.shipping} /> : null}
      {view.fields.stay ? <StayDates stay={view.fields.stay} /> : null}
      {view.fields.variant === 'ticket' ? (
        <p className="m-0 mt-5 border-t border-gray-200 pt-4 text-sm text-gray-700" data-testid="ticket-notice">
          {pdpCopy.fields.ticketNotice}
        </p>
      ) : null}
      <div className="mt-6">
        <Island name="PurchasePanel" id={`purchase-${item.itemNo}`} props={purchase} cached={{ of: item, variant: purchasePanelFragmentKey(purchase) }}>
          <PurchasePanel {...purchase} />
        </Island>
      </div>
    </section>
  );
}

/** The brand (a link to its page when it has one), the title, and the share and like buttons. */
function TitleBlock({ view, data }: { view: ProductView; data: ProductPageData }) {
  const { item } = view;
  return (
    <>
      {view.brand.href ? (
        <a href={view.brand.href} className="text-sm font-bold text-black underline-offset-2" data-testid="brand-link">
          {view.brand.name || view.brand.nameEng}
        </a>
      ) : (
        <span className="text-sm font-bold">{view.brand.name}</span>
      )}
      {view.brand.special ? <SpecialBrandMark className="ml-2" /> : null}
      <div className="mt-1 flex items-start justify-between gap-3">
        <h1 id="pdp-title" className="m-0 text-lg font-semibold leading-snug md:text-xl">
          {view.title}
        </h1>
        <div className="flex shrink-0 items-center">
          {/* Its few props are its whole variant: kept with the item, correct whatever they come to hold. */}
          <Island name="ShareLink" id={`share-${item.itemNo}`} props={view.share} cached={{ of: item, variant: shareFragmentKey(view.share) }}>
            <ShareLink {...view.share} />
          </Island>
          <Suspense fallback={<LikeFallback />}>
            <StreamedLike itemNo={item.itemNo} loginUrl={view.loginUrl} additional={data.additional} heart={data.heart} />
          </Suspense>
        </div>
      </div>
    </>
  );
}

type ItemGroupField = NonNullable<ProductView['fields']['itemGroup']>;

/** The item's group (other colours, say): this item framed, the others as links. */
function ItemGroup({ view, group }: { view: ProductView; group: ItemGroupField }) {
  const hrefOf = (itemNo: number) => cardHref(itemNo, view);
  return (
    <nav className="mt-4" aria-label={group.title || pdpCopy.fields.itemGroup} data-testid="item-group">
      <p className="m-0 text-xs font-bold text-gray-600">{group.title || pdpCopy.fields.itemGroup}</p>
      <ul className="m-0 mt-2 flex list-none flex-wrap gap-2 p-0">
        <li className="w-16">
          <span className="block" aria-current="page">
            <GroupThumb src={group.currentImage} current />
            <span className="mt-1 block text-[11px] font-bold leading-tight line-clamp-2">{view.title}</span>
          </span>
        </li>
        {group.cards.map((c) => (
          <li key={c.itemNo} className="w-16">
            <a href={hrefOf(c.itemNo)} className="block text-black no-underline">
              <GroupThumb src={c.imageUrl} current={false} />
              <span className="mt-1 block text-[11px] leading-tight text-gray-700 line-clamp-2">{c.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A lodging's check-in and check-out. */
function StayDates({ stay }: { stay: NonNullable<ProductView['fields']['stay']> }) {
  return (
    <dl className="mt-5 grid grid-cols-[5rem_1fr] gap-y-2 border-t border-gray-200 pt-4 text-sm" data-testid="stay">
      <dt className="text-gray-500">{pdpCopy.fields.checkIn}</dt>
      <dd className="m-0">{stay.checkIn}</dd>
      {stay.checkOut ? (
        <>
          <dt className="text-gray-500">{pdpCopy.fields.checkOut}</dt>
          <dd className="m-0">{stay.checkOut}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The tab bar: each tab an anchor to its section. */
function ItemTabs({ view }: { view: ProductView }) {
  const { item } = view;
  return (
    // Drawn from the item's review count alone: kept with the item.
    <CachedFragment part="tabs" of={item} variant="" as="nav" className="pdp-tabs sticky top-0 z-10 mt-10 border-b border-gray-200 bg-white" label={pdpCopy.tabs}>
      <ul className="m-0 flex list-none p-0">
        {TABS.map((t) => (
          <li key={t.id} className="flex-1">
            <a href={sectionLink(t.id)} data-track={`tab_${t.id}`} className="block py-3 text-center text-sm font-semibold text-black no-underline">
              {t.label(item.reviewAggregation.reviewCount)}
            </a>
          </li>
        ))}
      </ul>
    </CachedFragment>
  );
}

/** The item's own information: detail content, size chart, brand, offline store and seller. */
function InfoSection({ view, data }: { view: ProductView; data: ProductPageData }) {
  const { item } = view;
  return (
    <section id="info" className="scroll-mt-12 pt-6" aria-labelledby="info-title">
      <h2 id="info-title" className="sr-only">
        {pdpCopy.tabInfo}
      </h2>
      {/* Drawn from the item detail and saving mode alone (gifts, detail content, notices):
          cached as a fragment with the item's answer (src/ui/fragment-cache.tsx). */}
      <CachedFragment part="item-info" of={item} variant={itemInfoFragmentKey(view.savingMode)}>
        <ItemInfo item={item} title={view.title} savingMode={view.savingMode} />
      </CachedFragment>
      <Suspense fallback={null}>
        <StreamedSizeChart item={item} additional={data.additional} />
      </Suspense>
      <BrandInfo
        view={view}
        additional={data.additional}
        brandHeart={data.brandHeart}
        heart={
          <Suspense fallback={<LikeFallback />}>
            <BrandHeart view={view} additional={data.additional} brandHeart={data.brandHeart} />
          </Suspense>
        }
      />
      <Suspense fallback={null}>
        <OfflineStore additional={data.additional} />
      </Suspense>
      <Suspense fallback={null}>
        <SellerInfo additional={data.additional} />
      </Suspense>
    </section>
  );
}

/** Reviews, streamed into their own boundary. */
function ReviewTab({ view, data }: { view: ProductView; data: ProductPageData }) {
  const { item } = view;
  return (
    <TabSection id="review" title={pdpCopy.tabReview(item.reviewAggregation.reviewCount)}>
      <Suspense fallback={<SectionSkeleton label={pdpCopy.loadingReviews} />}>
        <ReviewsSection reviews={data.reviews} itemNo={data.item.itemNo} sampleDisplay={item.sampleDisplay} />
      </Suspense>
    </TabSection>
  );
}

/** The ask-a-question island and the questions asked, streamed. */
function QnaTab({ view, data }: { view: ProductView; data: ProductPageData }) {
  const { item } = view;
  return (
    <TabSection id="qna" title={pdpCopy.tabQna}>
      <Island name="QnaAsk" id={`qna-ask-${item.itemNo}`} props={{ itemNo: item.itemNo, loginUrl: view.loginUrl }} hydrate="visible">
        <QnaAsk itemNo={item.itemNo} loginUrl={view.loginUrl} />
      </Island>
      <Suspense fallback={<SectionSkeleton label={pdpCopy.loadingQna} />}>
        <QnaSection qna={data.qna} />
      </Suspense>
    </TabSection>
  );
}

/** The cards the item names (cached with it), then brand best and similar items, streamed. */
function RecommendTab({ view, data }: { view: ProductView; data: ProductPageData }) {
  const { item } = view;
  return (
    <TabSection id="recommend" title={pdpCopy.tabRecommend}>
      {/* Drawn from the item detail, the cards' labels at this clock and app or web links alone: cached as a fragment. */}
      <CachedFragment part="item-cards" of={item} variant={itemCardsFragmentKey(view.inAppWebView, view.fields.dependent?.cards ?? [], view.related)}>
        <ItemDetailCards view={view} />
      </CachedFragment>
      <Suspense fallback={<SectionSkeleton label={pdpCopy.loadingRecommend} />}>
        <BrandBest additional={data.additional} itemNo={item.itemNo} brandName={view.brand.name} inAppWebView={view.inAppWebView} now={view.now} />
      </Suspense>
      <Suspense fallback={<SectionSkeleton label={pdpCopy.loadingRecommend} />}>
        <Similar similar={data.similar} itemNo={item.itemNo} inAppWebView={view.inAppWebView} now={view.now} />
      </Suspense>
    </TabSection>
  );
}

/** The cards the item detail itself names: items sold with it, its relation group, related items. */
function ItemDetailCards({ view }: { view: ProductView }) {
  const { fields } = view;
  const hrefOf = (itemNo: number) => cardHref(itemNo, view);
  return (
    <>
      {fields.dependent ? (
        <section className="mt-4" aria-labelledby="dependent-title">
          <TitledCards
            titleId="dependent-title"
            title={pdpCopy.fields.dependent}
            note={fields.dependent.only ? pdpCopy.fields.dependentOnly : null}
            cards={fields.dependent.cards}
            hrefOf={hrefOf}
            testId="dependent-items"
          />
        </section>
      ) : null}
      {view.relationGroup ? (
        <section className="mt-4" aria-labelledby="relation-title">
          <TitledCards titleId="relation-title" title={view.relationGroup.title || pdpCopy.relationGroup} cards={view.relationGroup.cards} hrefOf={hrefOf} testId="relation-group" />
        </section>
      ) : null}
      {view.related.length > 0 ? (
        <section className="mt-10" aria-labelledby="related-title">
          <TitledCards titleId="related-title" title={pdpCopy.related} cards={view.related} hrefOf={hrefOf} testId="related" />
        </section>
      ) : null}
    </>
  );
}

/** One item-group thumbnail; the item shown now has a black frame. The name under it is the link's text. */
function GroupThumb({ src, current }: { src: string | null; current: boolean }) {
  const frame = current ? 'border-2 border-black' : 'border border-gray-300';
  return src ? (
    <img src={src} width={64} height={80} alt="" loading="lazy" decoding="async" className={`block aspect-[4/5] h-auto w-full rounded-sm bg-gray-100 object-cover ${frame}`} />
  ) : (
    <span className={`block aspect-[4/5] w-full rounded-sm bg-gray-100 ${frame}`} />
  );
}

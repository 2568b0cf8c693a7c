import { use, type ReactNode } from 'react';
import type { Settled } from '../../async/settle';
import { pdpCopy } from '../../copy/ko';
import type { AdditionalDetail } from '../../../schemas/additional-detail';
import type { HeartAnswer } from '../../../schemas/member-action';
import { Island } from '../../ui/Island';
import { CachedFragment } from '../../ui/fragment-cache';
import BrandLikeButton from '../../member/islands/BrandLikeButton';
import { brandComment, sellerRows, specialOrder, storeRows, type GiftImage } from '../fields';
import type { ProductView } from '../page-view';
import { Html } from './Html';

/**
 * Issue 13 item 1: the spec 3.1/3.2 fields the page used to drop. Critical ones (from the item
 * detail) render in the shell; the additional detail's stream into their own boundaries, which
 * render nothing while waiting or when the call failed (none of them is worth a "could not
 * load" notice of its own: the tabs' sections already say so).
 */

type Additional = Promise<Settled<AdditionalDetail>>;

/** Gift images, lazy and sized so nothing shifts when they arrive. */
export function GiftImages({ images }: { images: GiftImage[] }) {
  if (images.length === 0) return null;
  return (
    <section className="mx-4 mb-6 border-b border-gray-200 pb-4" aria-labelledby="gifts-title" data-testid="gift-images">
      <h3 id="gifts-title" className="m-0 text-sm font-bold">
        {pdpCopy.fields.gifts}
      </h3>
      <ul className="m-0 mt-2 flex list-none gap-2 p-0">
        {images.map((g, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
          <li key={`${i}-${g.src}`} className="w-20">
            <img src={g.src} width={g.width} height={g.height} alt={pdpCopy.fields.giftAlt(i + 1)} loading="lazy" decoding="async" className="block h-auto w-full bg-gray-100" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The special-order block under the sale notice, with the watching count when the upstream asks. */
export function SpecialOrder({ additional, soldQty, soldShown }: { additional: Additional; soldQty: number; soldShown: boolean }) {
  const settled = use(additional);
  const view = settled.ok ? specialOrder(settled.value, { soldQty, soldShown }) : null;
  if (!view) return null;
  return (
    <div className="mt-3 rounded border border-gray-200 px-3 py-2 text-sm" data-testid="special-order" data-closed={view.closed ? 'T' : 'F'}>
      <p className="m-0 font-bold">{pdpCopy.fields.specialOrder}</p>
      <p className="m-0 mt-1 text-gray-700">{view.closed ? pdpCopy.fields.specialOrderClosed : pdpCopy.fields.specialOrderOpen}</p>
      {view.watching || view.sold ? (
        <p className="m-0 mt-1 text-xs text-gray-600">
          {view.watching ? <span data-testid="watching-count">{view.watching}</span> : null}
          {view.watching && view.sold ? ' · ' : null}
          {view.sold}
        </p>
      ) : null}
    </div>
  );
}

export interface BrandInfoProps {
  view: ProductView;
  additional: Additional;
  /** The member's own heart for the brand; null for a visitor. */
  brandHeart: Promise<Settled<HeartAnswer>> | null;
}

/** The brand's heart: the member's own state and count, else the count from the additional detail. */
function BrandHeart({ view, additional, brandHeart }: BrandInfoProps) {
  const settled = use(additional);
  const mine = brandHeart ? use(brandHeart) : null;
  const own = mine?.ok ? mine.value : null;
  const count = own ? own.heartCount : settled.ok ? settled.value.frontBrandHeartCount : null;
  const props = { id: `pdp-brand-like-${view.brand.no}`, frontBrandNo: view.brand.no, liked: own?.liked ?? false, heartCount: count, loginUrl: view.loginUrl };
  return (
    <Island name="BrandLikeButton" id={props.id} props={props}>
      <BrandLikeButton {...props} />
    </Island>
  );
}

/** The brand block at the end of the item information: name, comment with its date, its heart. */
export function BrandInfo(props: BrandInfoProps & { heart: ReactNode }) {
  const { view } = props;
  const comment = brandComment(view.item);
  if (view.brand.no <= 0) return null;
  return (
    <section className="mx-4 mt-10 border-t border-gray-200 pt-6" aria-labelledby="brand-info-title" data-testid="brand-info">
      <div className="flex items-center justify-between gap-3">
        <h3 id="brand-info-title" className="m-0 text-base font-bold">
          {view.brand.href ? (
            <a href={view.brand.href} className="text-black">
              {view.brand.name || view.brand.nameEng}
            </a>
          ) : (
            view.brand.name
          )}
          <span className="sr-only"> {pdpCopy.fields.brandInfo}</span>
        </h3>
        {props.heart}
      </div>
      {comment ? (
        <figure className="m-0 mt-3" data-testid="brand-comment">
          <Html html={comment.html} as="p" className="m-0 text-sm leading-relaxed text-gray-800" />
          {comment.date ? <figcaption className="mt-1 text-xs text-gray-500">{comment.date}</figcaption> : null}
        </figure>
      ) : null}
    </section>
  );
}

export { BrandHeart };

/**
 * Label and value rows under a small heading: the offline store and the seller notice, drawn
 * from the additional detail alone (`of`): cached as a fragment with it.
 */
function Facts({ id, title, rows, of }: { id: string; title: string; rows: { title: string; content: string }[]; of: object }) {
  if (rows.length === 0) return null;
  return (
    <CachedFragment part={id} of={of} variant="" as="section" className="mx-4 mt-6 text-xs" labelledBy={`${id}-title`} testId={id}>
      <h3 id={`${id}-title`} className="m-0 text-sm font-bold">
        {title}
      </h3>
      <dl className="m-0 mt-2 grid grid-cols-[8.5rem_1fr] gap-y-1 text-gray-700">
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
          <div key={`${i}-${r.title}`} className="contents">
            <dt className="text-gray-500">{r.title}</dt>
            <dd className="m-0">{r.content}</dd>
          </div>
        ))}
      </dl>
    </CachedFragment>
  );
}

/** The brand's offline store, when it has one. */
export function OfflineStore({ additional }: { additional: Additional }) {
  const settled = use(additional);
  return settled.ok ? <Facts id="offline-store" title={pdpCopy.fields.offlineStore} rows={storeRows(settled.value)} of={settled.value} /> : null;
}

/** 판매자 정보, plain text as the e-commerce act asks, at the end of the item information. */
export function SellerInfo({ additional }: { additional: Additional }) {
  const settled = use(additional);
  return settled.ok ? <Facts id="seller-info" title={pdpCopy.fields.seller} rows={sellerRows(settled.value)} of={settled.value} /> : null;
}

import type { StoreLinks } from '../device/app-version';
import type { Device } from '../device/user-agent';
import { chooseCategory, type ChosenCategory } from './categories';
import { galleryImages } from './detail-content';
import { priceView, type PriceView } from './prices';
import { fromItemCard, fromRelationItem, uniqueCards, type ItemCardView } from './related';
import { cardLabelOf, type LabelView } from './item-label';
import { shippingFeeText, shippingOut, shippingPromise, shippingRuleText, shippingType, type ShippingOutView, type ShippingTypeView } from './shipping';
import { saleState, type SaleState } from './status';
import { displayTitle } from './title';
import { memoizedPer } from '../../rules/memo';
import { brandLink, productLink, productPath, sectionLink } from '../navigation/links';
import { imageUrl, srcSet } from '../ui/image-url';
import type { ItemDetail } from '../../schemas/item-detail';
import type { ProductPageData } from './page-data';
import type { Flags } from '../flags/flags';
import { appFeatureAccess, type FeatureAccess } from '../shell/app-feature';
import { isMainPeriod, type PromotionState } from '../promotion/periods';
import { isSpecialBrand } from '../brand/special-brand';
import { displayVariant, soldQtyText, stayView, variantParts, visibleFromText, type DisplayVariant, type StayView, type VariantParts } from './fields';

/**
 * The gallery's candidates and slot. 800: a 360–400 px phone at DPR 2 (720–800 device px) took
 * the 1000 w file, 1.6x the pixels to decode in the frame that shows a prerendered item page
 * (issue 32 §2); DPR 3 still takes 1000. The slot as the page lays it out: the whole width below
 * Tailwind's md (768 px), then half the width less the padding and gap (md:px-4, md:gap-10),
 * at most 540 px (the main column's limit); `(max-width: 720px)` left 721–767 px windows with a
 * 560 px ask for a full-width picture, blurry at 740 px.
 */
export const GALLERY_WIDTHS = [320, 640, 800, 1000];
export const GALLERY_SIZES = '(max-width: 767px) 100vw, (max-width: 1151px) calc(50vw - 36px), 540px';
export const DETAIL_WIDTHS = [320, 640, 1000];
/** Item-group thumbnails are 64 px wide: 200 covers a 3x screen (spec 9's selection entry width). */
export const GROUP_IMAGE_WIDTH = 200;

export interface GalleryImageProps {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

export interface ProductView {
  itemNo: number;
  item: ItemDetail;
  title: string;
  /** Spec 4.2 item label at the request's clock, worded; null when none. */
  label: LabelView | null;
  /** The request's clock, for the labels of cards that stream in later (brand best, similar items). */
  now: Date;
  /** `special`: the upstream's special-brand flag (spec 9), shown beside the brand's name. */
  brand: { no: number; name: string; nameEng: string; href: string | null; special: boolean };
  category: ChosenCategory;
  price: PriceView;
  sale: SaleState;
  /** `rule`: the word before the fee, null when the fee says it all (shippingRuleText). */
  shipping: { type: ShippingTypeView; rule: string | null; fee: string; out: ShippingOutView; estimated: string | null };
  gallery: GalleryImageProps[];
  related: ItemCardView[];
  relationGroup: { title: string; cards: ItemCardView[] } | null;
  reviewHref: string;
  loginUrl: string;
  inAppWebView: boolean;
  /** Saving mode (flag or item feature): lighter page. */
  savingMode: boolean;
  /** The service flags the page was drawn with, and the cart button while the cart flag is on. */
  flags: { activeCart: boolean };
  cartIfActive: SaleState['buttons']['cart'];
  /** The shopper's device (app web view features such as the product sheet depend on it). */
  device: Device;
  /** The shop's store listings (ViewContext), for the product sheet's update-app dialog. */
  stores: StoreLinks;
  /** The weeks promotion's main period (initial or final day) is on: the bridge payload's flag (spec 7.1). */
  weeksPromotion: boolean;
  /** Issue 13: fields of the item detail shown since, and the display variant's parts. */
  fields: {
    variant: DisplayVariant;
    parts: VariantParts;
    soldQty: string | null;
    stay: StayView | null;
    visibleFrom: string | null;
    /** The item group as thumbnails: this item's (`currentImage`) first, then the others. */
    itemGroup: { title: string; currentImage: string | null; cards: ItemCardView[] } | null;
    dependent: { cards: ItemCardView[]; only: boolean } | null;
  };
  /** ShareLink island props: the canonical page, and how this device can share it. */
  share: { id: string; url: string; access: FeatureAccess['kind']; storeHref: string | null; linkBase: string | null };
}

export interface ViewContext {
  now: Date;
  device: Device;
  siteOrigin: string;
  /** Feature flags of the request (spec 6: saving mode, active cart); absent = defaults. */
  flags?: Pick<Flags, 'savingMode' | 'activeCart'>;
  /** The promotion phase of the request's clock; absent = none. */
  promotion?: PromotionState | null;
  /**
   * The member's gender from the session (spec 3.7), which the category rule of spec 5 prefers;
   * absent for a visitor. Members' pages are never kept by the page cache, so a visitor's kept
   * page never carries a member's choice.
   */
  gender?: 'M' | 'F' | '' | null;
  /** The OneLink template address static share links are built on (issue 12 item 5); absent: none. */
  linkBase?: string | null;
  /** The shop's store listings for the update-app dialog (src/shop/identity.ts `appStoreLinks`). */
  stores: StoreLinks;
}

/**
 * The page's part of the feature flags: the cart is active only when both the service flag and
 * the item's own feature say so (cart active by default, spec 9); saving mode makes the page
 * lighter (one gallery image, videos as links rather than embedded players).
 */
export function applyFlags(sale: SaleState, item: Pick<ItemDetail, 'features'>, flags: ViewContext['flags']): { sale: SaleState; savingMode: boolean; cartIfActive: SaleState['buttons']['cart'] } {
  const hidden = { shown: false, enabled: false };
  // What the cart button is while the service flag is on: the island switches to it (or away
  // from it) when the flag changes on an open page (src/flags/live.ts).
  const cartIfActive = item.features.isActiveCart !== 'F' ? sale.buttons.cart : hidden;
  const savingMode = (flags?.savingMode ?? false) || item.features.isSavingMode === 'T';
  const cart = (flags?.activeCart ?? true) ? cartIfActive : hidden;
  return { sale: { ...sale, buttons: { ...sale.buttons, cart } }, savingMode, cartIfActive };
}

// Per item answer (the isolate shares one while it is fresh): the gallery is the same for every
// request, and its image links took a few percent of a page-cache miss to write out again.
const galleryOf = memoizedPer((item: ItemDetail) => {
  const images = galleryImages(item, displayTitle(item));
  const full: GalleryImageProps[] = images.map((g) => ({
    src: imageUrl(g.src, { width: 640 }),
    srcSet: srcSet(g.src, GALLERY_WIDTHS),
    sizes: GALLERY_SIZES,
    width: g.width || 1000,
    height: g.height || 1250,
    alt: g.alt,
  }));
  return { full, saving: full.slice(0, 1), first: images[0]?.src ?? null };
});

/**
 * The gallery's images, sized for the carousel (one image in saving mode), and the first
 * image's own address. A function of the item alone; never mutate what it gives: it is shared.
 */
export function galleryView(item: ItemDetail, savingMode: boolean): { images: GalleryImageProps[]; first: string | null } {
  const kept = galleryOf(item);
  return { images: savingMode ? kept.saving : kept.full, first: kept.first };
}

/**
 * Everything the item page shows from the critical data, computed once by the pure rules of
 * src/product. Deferred sections compute their own parts when their data arrives.
 */
export function buildProductView(data: ProductPageData, ctx: ViewContext): ProductView {
  const { item } = data;
  const title = displayTitle(item);
  const category = chooseCategory(item.frontCategoryInfo, ctx.gender ?? null);
  const inAppWebView = ctx.device.kind === 'appWebView';
  const itemPath = productPath(item.itemNo);
  const relationGroup = item.relationItemGroup;
  const { sale, savingMode, cartIfActive } = applyFlags(saleState(item, ctx.now), item, ctx.flags);
  const promise = shippingPromise(item, ctx.now);
  const gallery = galleryView(item, savingMode);
  const variant = displayVariant(item.itemType);
  const parts = variantParts(variant);
  const groupCards = item.itemGroup
    ? uniqueCards(
        item.itemGroup.items.map((c) => fromItemCard(c, GROUP_IMAGE_WIDTH, cardLabelOf(c, ctx.now))),
        item.itemNo,
      )
    : [];
  const dependentCards = uniqueCards(
    item.dependentItemList.map((c) => fromItemCard(c, undefined, cardLabelOf(c, ctx.now))),
    item.itemNo,
  );
  return {
    itemNo: item.itemNo,
    item,
    title,
    label: cardLabelOf(item, ctx.now),
    now: ctx.now,
    brand: {
      no: item.frontBrand.frontBrandNo,
      name: item.frontBrand.frontBrandName,
      nameEng: item.frontBrand.frontBrandNameEng,
      href: brandLink(item.frontBrand.frontBrandNo),
      special: isSpecialBrand(item.frontBrand),
    },
    category,
    price: priceView(item),
    sale,
    savingMode,
    flags: { activeCart: ctx.flags?.activeCart ?? true },
    cartIfActive,
    device: ctx.device,
    stores: ctx.stores,
    weeksPromotion: isMainPeriod(ctx.promotion ?? null),
    shipping: {
      type: shippingType(item.itemOrderMeta.shippingType),
      rule: shippingRuleText(item),
      fee: shippingFeeText(item),
      // One rule for both dispatch lines, the one orders are scheduled by (issue 29 §2).
      out: { ...shippingOut(item), durationText: promise.durationText },
      estimated: promise.estimated,
    },
    gallery: gallery.images,
    fields: {
      variant,
      parts,
      soldQty: soldQtyText(item, sale.state),
      stay: parts.stay ? stayView(item) : null,
      visibleFrom: visibleFromText(item, ctx.now),
      itemGroup:
        item.itemGroup && groupCards.length > 0 ? { title: item.itemGroup.title, currentImage: gallery.first ? imageUrl(gallery.first, { width: GROUP_IMAGE_WIDTH }) : null, cards: groupCards } : null,
      dependent: dependentCards.length > 0 ? { cards: dependentCards, only: item.isDependentSellType === 'T' } : null,
    },
    related: uniqueCards(
      item.itemRelated.map((c) => fromItemCard(c, undefined, cardLabelOf(c, ctx.now))),
      item.itemNo,
    ),
    relationGroup:
      relationGroup && relationGroup.relationItems.length > 0
        ? {
            title: relationGroup.title,
            cards: uniqueCards(
              relationGroup.relationItems.map((r) => fromRelationItem(r)),
              item.itemNo,
            ),
          }
        : null,
    // An in-page jump: the reviews are on this page (web and app alike).
    reviewHref: sectionLink('review'),
    loginUrl: `/login?returnTo=${encodeURIComponent(itemPath)}`,
    inAppWebView,
    share: shareProps(item.itemNo, ctx),
  };
}

function shareProps(itemNo: number, ctx: ViewContext): ProductView['share'] {
  const access = appFeatureAccess(ctx.device, 'nativeShare', ctx.stores);
  return {
    id: `share-${itemNo}`,
    url: `${ctx.siteOrigin}${productPath(itemNo)}`,
    access: access.kind,
    storeHref: access.kind === 'updateApp' ? access.storeHref : null,
    linkBase: ctx.linkBase ?? null,
  };
}

export function cardHref(itemNo: number, ctx: { inAppWebView: boolean }, source?: string): string {
  return productLink(itemNo, source ? { source } : {}, { inAppWebView: ctx.inAppWebView }) ?? productPath(itemNo);
}

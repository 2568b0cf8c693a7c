import type { ItemDetail, ItemImage } from '../../schemas/item-detail';
import type { SafeHtml } from '../../rules/html/safe-html';
import { productCopy } from '../copy/ko';
import { safeImageUrl, safeLinkUrl } from '../ui/image-url';

/**
 * What the item page shows from its images and texts.
 *
 * Detail content (spec 4.2): image types 4–7 only, in the upstream order:
 *   4 default → an image (with its optional caption);
 *   5 video   → an embed, by video kind: 1 host A = YouTube (privacy-enhanced
 *               https://www.youtube-nocookie.com/embed/{id}), 2 host B = Vimeo
 *               (https://player.vimeo.com/video/{id}); an unknown kind or a malformed id is dropped,
 *               so no upstream string ever becomes part of an iframe address unchecked;
 *   6 title   → a heading with optional text;
 *   7 link    → an image or title that links out (http(s), mailto, tel or relative; else no link).
 * Gallery: types 3 (main), then 1, then 2, each in upstream order. Unknown types are ignored.
 * Texts arrive from the schema already sanitised (SafeHtml) with line breaks as <br />.
 */

export type DetailBlock =
  | { kind: 'image'; src: string; width: number; height: number; alt: string; caption: SafeHtml | null }
  | { kind: 'video'; host: 'A' | 'B'; embedUrl: string; title: string }
  | { kind: 'title'; text: string; body: SafeHtml | null }
  | { kind: 'link'; href: string | null; src: string | null; width: number; height: number; text: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** Host A: YouTube without tracking cookies. */
export function videoHostAEmbedUrl(id: string): string | null {
  const t = id.trim();
  return YOUTUBE_ID.test(t) ? `https://www.youtube-nocookie.com/embed/${t}` : null;
}

/** Host B: Vimeo's player. */
export function videoHostBEmbedUrl(id: string): string | null {
  const t = id.trim();
  return VIMEO_ID.test(t) ? `https://player.vimeo.com/video/${t}` : null;
}

const nonEmpty = (html: SafeHtml): SafeHtml | null => (html.trim() === '' ? null : html);

function toBlock(image: ItemImage, itemTitle: string): DetailBlock | null {
  const src = safeImageUrl(image.imageUrl);
  const title = image.title.trim();
  switch (image.imageType) {
    case 4:
      return src ? { kind: 'image', src, width: image.width, height: image.height, alt: title || productCopy.detail.detailImageAlt(itemTitle), caption: nonEmpty(image.content) } : null;
    case 5: {
      const host = image.videoKind === 1 ? 'A' : image.videoKind === 2 ? 'B' : null;
      const embedUrl = host === 'A' ? videoHostAEmbedUrl(image.videoId) : host === 'B' ? videoHostBEmbedUrl(image.videoId) : null;
      return host && embedUrl ? { kind: 'video', host, embedUrl, title: title || productCopy.detail.videoTitle(itemTitle) } : null;
    }
    case 6:
      return title || nonEmpty(image.content) ? { kind: 'title', text: title, body: nonEmpty(image.content) } : null;
    case 7: {
      const href = safeLinkUrl(image.linkUrl) || null;
      if (!src && !title) return null;
      return { kind: 'link', href, src: src || null, width: image.width, height: image.height, text: title };
    }
    default:
      return null;
  }
}

export function detailBlocks(item: Pick<ItemDetail, 'itemImages'>, itemTitle: string): DetailBlock[] {
  return item.itemImages.map((image) => toBlock(image, itemTitle)).filter((b): b is DetailBlock => b !== null);
}

export interface GalleryImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

const GALLERY_ORDER = [3, 1, 2];

export function galleryImages(item: Pick<ItemDetail, 'itemImages'>, itemTitle: string): GalleryImage[] {
  const images = GALLERY_ORDER.flatMap((type) => item.itemImages.filter((i) => i.imageType === type));
  const usable = images.map((i) => ({ ...i, src: safeImageUrl(i.imageUrl) })).filter((i) => i.src !== '');
  return usable.map((i, index) => ({
    src: i.src,
    width: i.width,
    height: i.height,
    alt: productCopy.detail.galleryAlt(itemTitle, index + 1),
  }));
}

export interface TextSection {
  title: string | null;
  body: SafeHtml | null;
  link: string | null;
}

/** Item descriptions: title and body; empty entries dropped. */
export function descriptionSections(item: Pick<ItemDetail, 'itemDescriptions'>): TextSection[] {
  return item.itemDescriptions.map((d) => ({ title: d.title.trim() || null, body: nonEmpty(d.content), link: null })).filter((s) => s.title !== null || s.body !== null);
}

/** Added descriptions: each part only when its use-flag is on (a link also has to be safe). */
export function addedDescriptionSections(item: Pick<ItemDetail, 'itemAddedDescriptions'>): TextSection[] {
  return item.itemAddedDescriptions
    .map((d) => ({
      title: d.useTitle === 'T' ? d.title.trim() || null : null,
      body: d.useContent === 'T' ? nonEmpty(d.content) : null,
      link: d.useLink === 'T' ? safeLinkUrl(d.linkUrl) || null : null,
    }))
    .filter((s) => s.title !== null || s.body !== null || s.link !== null);
}

export type CautionKind = 'item' | 'order' | 'delivery';

/** Item, order and delivery cautions, in that order, each with its Korean heading; empty ones dropped. */
export function cautionSections(item: Pick<ItemDetail, 'cautions'>): { kind: CautionKind; title: string; body: SafeHtml }[] {
  const c = item.cautions;
  if (!c) return [];
  const all: [CautionKind, SafeHtml][] = [
    ['item', c.itemImportantInfo],
    ['order', c.orderImportantInfo],
    ['delivery', c.deliveryImportantInfo],
  ];
  return all.filter(([, body]) => nonEmpty(body) !== null).map(([kind, body]) => ({ kind, title: productCopy.detail.cautions[kind], body }));
}

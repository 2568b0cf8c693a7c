import type { ItemDetail } from '../../../schemas/item-detail';
import { ImageType } from '../../../schemas/item-detail';
import { ko } from '../../../src/copy/ko';
import { imageUrl } from '../../../src/ui/image-url';
import { productPath } from '../../../src/navigation/links';
import type { HeadData } from '../../render/Document';
import { memoizedBy, memoizedPer } from '../../../rules/memo';

export type SaleStateName = 'onSale' | 'prepare' | 'soldOut' | 'stopped' | 'closed' | 'notForSale';

const AVAILABILITY: Record<SaleStateName, string> = {
  onSale: 'https://schema.org/InStock',
  prepare: 'https://schema.org/PreOrder',
  soldOut: 'https://schema.org/OutOfStock',
  stopped: 'https://schema.org/Discontinued',
  closed: 'https://schema.org/Discontinued',
  notForSale: 'https://schema.org/Discontinued',
};

/** Visible text of sanitised HTML, for meta descriptions (tags and entities out, spaces folded). */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function absolute(origin: string, src: string): string {
  try {
    return new URL(src, origin).toString();
  } catch {
    return '';
  }
}

export interface ProductSeoInput {
  item: ItemDetail;
  title: string;
  saleState: SaleStateName;
  siteOrigin: string;
}

// Per item answer (shared by the isolate while fresh) and what else the head depends on: the
// same head for every request, built and its JSON-LD written once (a few percent of a miss).
const headsOf = memoizedPer((_item: ItemDetail) => memoizedBy(8, (input: ProductSeoInput) => `${input.saleState}|${input.siteOrigin}|${input.title}`, buildHead));

/**
 * Title, description, canonical, Open Graph and JSON-LD Product (with offers and availability)
 * for an ordinary item. Adult-only items never get here unverified (ARCHITECTURE rule 8).
 * Shared between requests: never mutate what it gives (spread it into a new head).
 */
export function productHead(input: ProductSeoInput): HeadData {
  return headsOf(input.item)(input);
}

function buildHead({ item, title, saleState, siteOrigin }: ProductSeoInput): HeadData {
  const canonical = `${siteOrigin}${productPath(item.itemNo)}`;
  const brand = item.frontBrand.frontBrandName;
  const firstDescription = item.itemDescriptions.find((d) => d.content)?.content ?? '';
  const description = plainText(firstDescription) || `${brand} ${title} - ${ko.shell.siteDescription}`;
  const gallery = item.itemImages.filter((i) => i.imageType === ImageType.MAIN || i.imageType === ImageType.GREY || i.imageType === ImageType.WHITE);
  const images = gallery.map((i) => absolute(siteOrigin, imageUrl(i.imageUrl, { width: 1000, format: 'jpeg' }))).filter(Boolean);
  const pageTitle = `${brand ? `${brand} ` : ''}${title} | ${ko.shell.siteName}`;
  const agg = item.reviewAggregation;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    sku: String(item.itemNo),
    url: canonical,
    image: images,
    description,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      priceCurrency: 'KRW',
      price: String(item.sellPrice),
      availability: AVAILABILITY[saleState],
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(agg.reviewCount > 0 && agg.avgReviewPoint > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: agg.avgReviewPoint.toFixed(1), reviewCount: agg.reviewCount } } : {}),
  };
  return {
    title: pageTitle,
    description,
    canonical,
    openGraph: {
      type: 'product',
      title: pageTitle,
      description,
      url: canonical,
      ...(images[0] ? { image: images[0] } : {}),
      site_name: ko.shell.siteName,
      locale: 'ko_KR',
    },
    jsonLd,
  };
}

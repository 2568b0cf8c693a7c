import type { ReactNode } from 'react';
import type { ItemCard } from '../../schemas/item-detail';
import { cardLabelOf } from '../product/item-label';
import { Island } from '../ui/Island';
import { toGridCard } from './cards';
import { FilterBar } from './components/FilterBar';
import { HeartLoginTemplate } from './HeartLoginTemplate';
import ProductGrid, { type ProductGridProps } from './islands/ProductGrid';
import type { ListingFilters, ListingQuery, Sort } from './query';
import type { ViewModeCode } from '../../rules/item-enums';

/** A listing answer as the upstream client returns it (edge/upstream/navigation.ts). */
export interface ListingData {
  count: number;
  page: number;
  size: number;
  sort: Sort;
  results: ItemCard[];
}

export interface ListingSectionProps {
  id: string;
  title: string;
  /** Shown under the title: brand comment, category chips. */
  intro?: ReactNode;
  endpoint: string;
  pageUrl: string;
  hrefTemplate: string;
  emptyText: string;
  /** null: the first page failed to load; the grid shows its error state with a retry. */
  listing: ListingData | null;
  requested: ListingQuery;
  /** The likes page: cards carry an unlike button (ProductGrid). */
  unlike?: boolean;
  /** The request's clock: the cards' item labels are worded at it. */
  now: Date;
  /** The fit and gender filters in force; absent: the listing offers none. */
  filters?: ListingFilters;
  /** Spec 4.2 view mode from the address (parseListingView); `pageUrl` carries it already. */
  view?: ViewModeCode;
}

export function gridProps(p: Omit<ListingSectionProps, 'title' | 'intro' | 'filters'>): ProductGridProps {
  return {
    id: p.id,
    endpoint: p.endpoint,
    pageUrl: p.pageUrl,
    hrefTemplate: p.hrefTemplate,
    emptyText: p.emptyText,
    initial: p.listing
      ? {
          count: p.listing.count,
          page: p.listing.page,
          size: p.listing.size,
          sort: p.listing.sort,
          cards: p.listing.results.map((card) => toGridCard(card, p.hrefTemplate, cardLabelOf(card, p.now))),
        }
      : null,
    requested: p.requested,
    ...(p.unlike ? { unlike: true } : {}),
    ...(p.view ? { view: p.view } : {}),
  };
}

/** A listing page's body: heading, optional intro, and the product grid island. */
export function ListingSection({ title, intro, filters, ...rest }: ListingSectionProps) {
  const props = gridProps(rest);
  return (
    <section aria-labelledby={`${rest.id}-title`} className="pb-8">
      <h1 id={`${rest.id}-title`} className="m-0 px-4 pt-6 text-xl font-bold">
        {title}
      </h1>
      {intro}
      {filters ? <FilterBar pageUrl={rest.pageUrl} current={filters} /> : null}
      <Island name="ProductGrid" id={rest.id} props={props}>
        <ProductGrid {...props} />
      </Island>
      {/* The cards' hearts ask a visitor to log in with it; the likes page's cards have none. */}
      {rest.unlike ? null : <HeartLoginTemplate />}
    </section>
  );
}

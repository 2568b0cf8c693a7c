import { catalogCopy } from '../../copy/ko';
import { FITS, GENDER_FILTERS } from '../../../rules/item-enums';
import { withFilters, type ListingFilters } from '../query';

/**
 * The listing's attribute filters (spec 4.2 gender filter and fit) as rows of plain links: each
 * is the same listing's address with that filter set (or cleared by 전체), from page one in the
 * current order, so they work without JavaScript and can be shared. The chosen one is marked.
 */
export function FilterBar({ pageUrl, current }: { pageUrl: string; current: ListingFilters }) {
  const rows = [
    {
      key: 'gender',
      title: catalogCopy.filters.gender,
      values: GENDER_FILTERS,
      names: catalogCopy.filters.genders,
      chosen: current.gender,
      with: (v: number | null) => ({ ...current, gender: v }) as ListingFilters,
    },
    { key: 'fit', title: catalogCopy.filters.fit, values: FITS, names: catalogCopy.filters.fits, chosen: current.fit, with: (v: number | null) => ({ ...current, fit: v }) as ListingFilters },
  ];
  return (
    <nav aria-label={catalogCopy.filters.label} className="px-4 pt-3" data-testid="listing-filters">
      {rows.map((row) => (
        <div key={row.key} className="flex items-start gap-3 py-1" data-filter={row.key}>
          <span className="w-8 shrink-0 pt-2 text-xs font-bold text-neutral-700" id={`filter-${row.key}`}>
            {row.title}
          </span>
          {/* Wrapped, not scrolled: on a phone every choice stays in sight. */}
          <ul className="m-0 flex min-w-0 list-none flex-wrap gap-1.5 p-0 text-sm" aria-labelledby={`filter-${row.key}`}>
            {[null, ...row.values].map((v) => {
              const on = v === row.chosen;
              return (
                <li key={v ?? 'all'} className="shrink-0">
                  <a
                    href={withFilters(pageUrl, row.with(v))}
                    aria-current={on ? 'true' : undefined}
                    rel="nofollow"
                    className={`block rounded-full border px-3 py-1.5 leading-5 no-underline ${on ? 'border-black bg-black font-bold text-white' : 'border-neutral-300 text-black'}`}
                    data-filter-value={v ?? ''}
                  >
                    {v === null ? catalogCopy.filters.all : row.names[v]}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

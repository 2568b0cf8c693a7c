import { ko } from '../../copy/ko';

export interface Chip {
  key: string;
  label: string;
  /** How many items the chip's listing holds (spec 3.8 category count); null when unknown. */
  count?: number | null;
  href: string | null;
  current: boolean;
}

/** Category chips: links to sibling listings with their item counts, the current one marked. */
export function Chips({ items, label }: { items: Chip[]; label: string }) {
  const shown = items.filter((i) => i.href !== null);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label} className="overflow-x-auto px-4 pt-3">
      <ul className="m-0 flex list-none gap-2 p-0 text-sm">
        {shown.map((i) => (
          <li key={i.key} className="shrink-0">
            <a
              href={i.href ?? undefined}
              aria-current={i.current ? 'page' : undefined}
              className={`block rounded-full border px-3 py-1 no-underline ${i.current ? 'border-black bg-black text-white' : 'border-neutral-300 text-black'}`}
            >
              {i.label}
              {typeof i.count === 'number' ? (
                <span className={`ml-1 tabular-nums ${i.current ? 'text-neutral-200' : 'text-neutral-600'}`} data-testid="chip-count">
                  {ko.navigation.listing.chipCount(i.count)}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

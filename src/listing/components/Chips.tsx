export interface Chip {
  key: string;
  label: string;
  href: string | null;
  current: boolean;
}

/** Category chips: links to sibling listings, the current one marked. */
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
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

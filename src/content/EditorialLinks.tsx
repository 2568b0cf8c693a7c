import { contentCopy } from '../copy/ko';
import type { EditorialLink } from './editorial';

const t = contentCopy.editorial;

/**
 * The home page's editorial section (issue 31 §4): the upstream's references as tiles, each its
 * family's word over the title and caption. Only linked entries reach here (src/content/editorial.ts);
 * nothing is drawn when there are none.
 */
export function EditorialSection({ links }: { links: readonly EditorialLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="home-editorial" className="px-4 pt-8" data-testid="home-editorial">
      <h2 id="home-editorial" className="m-0 text-lg font-bold">
        {t.homeTitle}
      </h2>
      <ul className="m-0 mt-3 grid list-none grid-cols-2 gap-3 p-0 md:grid-cols-4">
        {links.map((l) => (
          <li key={`${l.family}-${l.no}`}>
            <a href={l.href} data-family={l.family} className="flex h-full min-h-24 flex-col rounded border border-neutral-200 px-3 py-3 text-neutral-900 no-underline hover:border-black">
              <span className="text-xs font-bold text-neutral-600">{t.families[l.family]}</span>
              <span className="mt-1 text-sm font-bold leading-snug">{l.title}</span>
              {l.caption ? <span className="mt-1 text-xs leading-snug text-neutral-600">{l.caption}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The links under an opened notice: what the notice refers to, by family and title. */
export function NoticeRelatedLinks({ links }: { links: readonly EditorialLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={t.noticeRelated} className="mt-4" data-testid="notice-related">
      <h3 className="m-0 text-sm font-bold">{t.noticeRelated}</h3>
      <ul className="m-0 mt-2 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
        {links.map((l) => (
          <li key={`${l.family}-${l.no}`}>
            <a href={l.href} data-family={l.family} className="flex min-h-11 items-center gap-2 py-2 text-sm text-neutral-900 no-underline">
              <span className="shrink-0 text-xs font-bold text-neutral-600">{t.families[l.family]}</span>
              <span className="flex-1">{l.title}</span>
              <span aria-hidden="true">›</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

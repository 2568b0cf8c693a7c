import type { Faq, FaqGroup } from '../../schemas/faq';
import { FAQ_QUERY_MAX } from '../../rules/faq';
import { cscenterCopy } from '../copy/ko';
import { CsCenterNav, type CsCenterHrefs } from './CsCenterNav';

const t = cscenterCopy.faq;

export interface FaqView {
  groups: FaqGroup[];
  results: Faq[];
  group: string | null;
  q: string;
  /** The search as typed was longer than the limit: say so rather than search a cut-off text. */
  tooLong: boolean;
}

/**
 * The FAQ (issue 14 item 1): a search box and the groups as links (both plain GET, so the page
 * works before and without any script), and the questions as one exclusive accordion: the
 * shared `name` on `<details>` opens one answer at a time, natively.
 */
export function FaqPage({ view, hrefFor, navHrefs }: { view: FaqView; hrefFor: (group: string | null) => string; navHrefs: CsCenterHrefs }) {
  const { groups, results, group, q } = view;
  const groupName = new Map(groups.map((g) => [g.code, g.name]));
  const total = groups.reduce((n, g) => n + g.count, 0);
  const chip = (code: string | null, label: string, count: number) => (
    <li key={code ?? 'all'}>
      <a
        href={hrefFor(code)}
        aria-current={code === group ? 'true' : undefined}
        className={`inline-flex h-8 items-center rounded-full border px-3 text-sm no-underline ${code === group ? 'border-black bg-black text-white' : 'border-neutral-300 text-neutral-700'}`}
      >
        {label} <span className="ml-1 text-xs opacity-70">{count}</span>
      </a>
    </li>
  );
  return (
    <section className="mx-auto max-w-3xl px-4 pb-10" data-testid="faq-page">
      <CsCenterNav current="faq" hrefs={navHrefs} />
      <h1 className="m-0 mt-6 text-2xl font-bold">{t.title}</h1>
      <p className="m-0 mt-2 text-sm text-neutral-600">{t.lead}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the search landmark everywhere; <search> is mapped only by recent browsers (Safari 17). */}
      <form method="get" role="search" aria-label={t.searchLabel} className="mt-4 flex gap-2">
        {group ? <input type="hidden" name="group" value={group} /> : null}
        <label className="sr-only" htmlFor="faq-q">
          {t.searchLabel}
        </label>
        <input
          id="faq-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={FAQ_QUERY_MAX}
          placeholder={t.searchPlaceholder}
          className="h-10 min-w-0 flex-1 rounded border border-neutral-300 px-3 text-base"
        />
        <button type="submit" className="h-10 rounded bg-black px-4 text-sm font-bold text-white">
          {t.searchSubmit}
        </button>
      </form>
      {view.tooLong ? (
        <p role="alert" className="m-0 mt-2 text-sm text-red-700">
          {t.tooLong(FAQ_QUERY_MAX)}
        </p>
      ) : null}
      <nav aria-label={t.groupsLabel} className="mt-4">
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
          {chip(null, t.all, total)}
          {groups.map((g) => chip(g.code, g.name, g.count))}
        </ul>
      </nav>
      {q ? (
        <p className="m-0 mt-4 text-sm text-neutral-700" role="status" data-testid="faq-count">
          {t.resultCount(q, results.length)}{' '}
          <a href={hrefFor(group)} className="ml-2 text-neutral-500">
            {t.clear}
          </a>
        </p>
      ) : null}
      {results.length === 0 ? (
        <p className="m-0 mt-6 rounded bg-neutral-50 px-4 py-8 text-center text-sm text-neutral-600" data-testid="faq-empty">
          {q ? t.emptySearch(q) : t.empty}
        </p>
      ) : (
        <div className="mt-4 border-t border-neutral-200">
          {results.map((f) => (
            <details key={f.faqNo} name="faq" className="border-b border-neutral-200" data-faq={f.faqNo}>
              <summary className="flex cursor-pointer list-none items-start gap-3 py-4 text-sm">
                <span className="font-bold">Q</span>
                <span className="flex-1">
                  {!group ? <span className="mr-2 text-xs text-neutral-500">{groupName.get(f.groupCode) ?? ''}</span> : null}
                  {f.question}
                </span>
              </summary>
              <div className="flex gap-3 bg-neutral-50 px-0 py-4 text-sm">
                <span className="font-bold text-neutral-500">A</span>
                <p className="m-0 flex-1 whitespace-pre-line break-words leading-relaxed text-neutral-800">{f.answer}</p>
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

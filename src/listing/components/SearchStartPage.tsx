import { ko } from '../../copy/ko';
import { searchLink, type LinkAt } from '../../navigation/links';

/** The search start (spec 2.2, 2.6): an invitation to search and the popular keywords. */
export function SearchStartPage({ keywords, at }: { keywords: readonly string[]; at: LinkAt }) {
  return (
    <section className="px-4 py-8" aria-labelledby="search-start-title" data-testid="search-start">
      <h1 id="search-start-title" className="m-0 text-xl font-bold">
        {ko.navigation.pages.searchStart}
      </h1>
      <p className="mt-2 text-sm text-neutral-600">{ko.navigation.pages.searchStartBody}</p>
      {keywords.length > 0 ? (
        <>
          <h2 className="mt-8 text-base font-bold">{ko.navigation.search.popular}</h2>
          <ol className="m-0 mt-3 grid list-none gap-2 p-0 text-sm sm:grid-cols-2">
            {keywords.map((k, i) => (
              <li key={k}>
                <a href={searchLink(k, { at })} className="text-black no-underline">
                  <span className="mr-2 font-bold">{i + 1}</span>
                  {k}
                </a>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

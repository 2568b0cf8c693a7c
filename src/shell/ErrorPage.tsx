import { errorsCopy } from '../copy/ko';

export type ErrorKind = 'notFound' | 'pageNotFound' | 'unavailable';

const TEXT: Record<ErrorKind, { title: string; body: string }> = {
  notFound: { title: errorsCopy.notFoundTitle, body: errorsCopy.notFoundBody },
  pageNotFound: { title: errorsCopy.pageNotFoundTitle, body: errorsCopy.pageNotFoundBody },
  unavailable: { title: errorsCopy.unavailableTitle, body: errorsCopy.unavailableBody },
};

/**
 * Not-found and temporary-failure pages (spec 8: item detail fetch error). A missing item says
 * the item was not found; any other address says the page, with the ways on: home and search.
 */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { title, body } = TEXT[kind];
  return (
    <section className="px-4 py-24 text-center" aria-labelledby="error-title" data-error={kind}>
      <h1 id="error-title" className="text-xl font-bold">
        {title}
      </h1>
      <p className="mt-3 text-sm text-gray-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        <a href="/" className="inline-block rounded bg-black px-6 py-3 text-sm font-semibold text-white no-underline">
          {errorsCopy.goHome}
        </a>
        {kind === 'unavailable' ? null : (
          <a href="/start" className="inline-block rounded border border-gray-300 px-6 py-3 text-sm font-semibold text-black no-underline">
            {errorsCopy.goSearch}
          </a>
        )}
      </div>
    </section>
  );
}

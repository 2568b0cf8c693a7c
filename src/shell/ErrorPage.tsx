import { errorsCopy } from '../copy/ko';

/** Not-found and temporary-failure pages (spec 8: item detail fetch error). */
export function ErrorPage({ kind }: { kind: 'notFound' | 'unavailable' }) {
  const title = kind === 'notFound' ? errorsCopy.notFoundTitle : errorsCopy.unavailableTitle;
  const body = kind === 'notFound' ? errorsCopy.notFoundBody : errorsCopy.unavailableBody;
  return (
    <section className="px-4 py-24 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-xl font-bold">
        {title}
      </h1>
      <p className="mt-3 text-sm text-gray-600">{body}</p>
      <a href="/" className="mt-8 inline-block rounded bg-black px-6 py-3 text-sm font-semibold text-white no-underline">
        {errorsCopy.goHome}
      </a>
    </section>
  );
}

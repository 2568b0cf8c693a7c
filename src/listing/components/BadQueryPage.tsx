import { ko } from '../../copy/ko';

/** A malformed address (a category code with letters, an over-long keyword): a clean 400 page. */
export function BadQueryPage({ homeHref }: { homeHref: string }) {
  return (
    <section className="px-4 py-24 text-center" aria-labelledby="bad-request-title" data-testid="bad-request">
      <h1 id="bad-request-title" className="text-xl font-bold">
        {ko.navigation.pages.badQuery}
      </h1>
      <p className="mt-3 text-sm text-neutral-600">{ko.navigation.pages.badQueryBody}</p>
      <a href={homeHref} className="mt-8 inline-block rounded bg-black px-6 py-3 text-sm font-semibold text-white no-underline">
        {ko.errors.goHome}
      </a>
    </section>
  );
}

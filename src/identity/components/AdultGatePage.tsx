import { ko } from '../../copy/ko';

/**
 * The gate in front of an adult-only item (spec 2.8, 4.5). The item's content is not in this
 * HTML at all (ARCHITECTURE rule 8); behind the dialog sits a blurred, empty placeholder. A
 * visitor is asked to log in; the links work without JavaScript.
 */
export function AdultGatePage({ itemNo, audience }: { itemNo: number; audience: 'visitor' }) {
  const returnTo = `/products/${itemNo}`;
  return (
    <section className="relative min-h-[70vh]" data-adult-gate={audience}>
      <div className="pointer-events-none select-none blur-md" aria-hidden="true">
        <div className="mx-4 mt-6 aspect-[4/5] max-w-xl rounded bg-gray-200 md:mx-auto" />
        <div className="mx-4 mt-4 h-6 w-2/3 rounded bg-gray-200 md:mx-auto" />
      </div>
      <div className="absolute inset-0 flex items-start justify-center bg-white/60 px-4 pt-24">
        <div role="alertdialog" aria-modal="true" aria-labelledby="adult-gate-title" aria-describedby="adult-gate-body" className="w-full max-w-sm rounded-lg bg-white p-6 text-center shadow-lg">
          <h1 id="adult-gate-title" className="text-lg font-bold">
            {ko.errors.loginNeeded}
          </h1>
          <p id="adult-gate-body" className="mt-2 text-sm text-gray-700">
            <span className="hidden sm:inline">{ko.identity.adultGateBody}</span>
            <span className="sm:hidden">{ko.identity.adultGateBodySmall}</span>
          </p>
          <div className="mt-6 flex gap-2">
            <a href="/" className="flex-1 rounded border border-gray-300 py-3 text-sm font-semibold text-black no-underline">
              {ko.common.cancel}
            </a>
            <a href={`/login?returnTo=${encodeURIComponent(returnTo)}`} className="flex-1 rounded bg-black py-3 text-sm font-semibold text-white no-underline">
              {ko.identity.login}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

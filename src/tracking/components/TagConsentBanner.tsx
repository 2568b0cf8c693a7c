import { tagConsentCopy as copy } from '../../copy/ko';

/**
 * The tag-consent banner (issue 12 item 3), printed once per page inside a `<template>` and shown
 * by client/tags.ts only to a visitor who has not answered: the same HTML for every visitor, so
 * pages that carry it stay cacheable. No island: two buttons the tags module listens to.
 */
export function TagConsentBanner({ sandbox }: { sandbox: boolean }) {
  return (
    <section
      aria-label={copy.label}
      data-testid="tag-consent"
      className="fixed inset-x-0 bottom-0 z-60 border-t border-neutral-300 bg-white px-4 pb-[calc(1rem+env(safe-area-inset-bottom))] pt-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto max-w-3xl md:flex md:items-end md:gap-6">
        <div className="md:flex-1">
          <h2 className="m-0 text-sm font-bold text-black">{copy.title}</h2>
          <p className="m-0 mt-1 text-xs leading-5 text-neutral-600">{copy.body}</p>
          {sandbox ? <p className="m-0 mt-1 text-xs text-neutral-500">{copy.sandbox}</p> : null}
        </div>
        <div className="mt-3 flex gap-2 md:mt-0 md:shrink-0">
          <button type="button" data-tag-choice="denied" className="h-11 flex-1 rounded border border-neutral-300 px-4 text-sm text-black md:flex-none">
            {copy.decline}
          </button>
          <button type="button" data-tag-choice="granted" className="h-11 flex-1 rounded bg-black px-4 text-sm font-bold text-white md:flex-none">
            {copy.accept}
          </button>
        </div>
      </div>
    </section>
  );
}

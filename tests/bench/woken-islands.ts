/**
 * The islands a shopper's first activity woke have hydrated (or failed): at least one has begun
 * (React's container key on its root) and every one begun is done. Since issue 32 §3 most islands
 * wait for intent on themselves, so "every island hydrated" (tests/e2e/helpers.ts ISLANDS_SETTLED,
 * which e2e reaches by showing intent on each) never comes after an activity alone: waiting for it
 * cost the bench 15 s a page and printed a timeout that meant nothing.
 */
export const WOKEN_ISLANDS_SETTLED = () => {
  const begun = [...document.querySelectorAll('[data-island]')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$')));
  return begun.length > 0 && begun.every((el) => el.hasAttribute('data-hydrated') || el.hasAttribute('data-island-error'));
};

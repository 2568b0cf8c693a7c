/**
 * A prerendered page (Speculation Rules, issue 32 §2) runs its scripts before the shopper sees
 * it, and may never be shown. Until it is, it sends no page view or other tracking event, loads
 * no tags and hydrates no island: the browser entry starts through `whenShown`.
 */
export interface PrerenderDocument {
  /** True while the page is being prerendered (Chromium); absent elsewhere. */
  readonly prerendering?: boolean;
  addEventListener(type: 'prerenderingchange', listener: () => void, options: { once: true }): void;
}

/** Runs `run` now if the page is shown, else once, when it is activated. */
export function whenShown(doc: PrerenderDocument, run: () => void): void {
  if (doc.prerendering === true) doc.addEventListener('prerenderingchange', run, { once: true });
  else run();
}

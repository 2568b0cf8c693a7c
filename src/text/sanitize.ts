import { escapeHtml, type SafeHtml } from './safe-html';

/**
 * Allow-list sanitiser for upstream texts where HTML is expected. PLACEHOLDER CONTRACT:
 * keeps only line breaks; the full allow-list replaces this body with the same signature.
 */
export function sanitizeHtml(html: string): SafeHtml {
  return escapeHtml(html).replace(/&lt;br\s*\/?&gt;/gi, '<br />') as SafeHtml;
}

/** Spec 3.1: multi-line texts get their line breaks as `<br />`, then pass the sanitiser. */
export function multilineToSafeHtml(text: string | null | undefined): SafeHtml {
  return sanitizeHtml((text ?? '').replace(/\r\n|\r|\n/g, '<br />'));
}

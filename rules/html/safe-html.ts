/**
 * HTML that has passed the allow-list sanitiser. Only values of this type may be given to
 * `dangerouslySetInnerHTML`; the brand keeps raw upstream strings from getting there by accident.
 */

export type SafeHtml = string & { readonly __safeHtml: true };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Text content: only what could open markup or a reference needs escaping. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * A double-quoted attribute value. Backticks too: old engines took them as quotes.
 */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"'`]/g, (ch) => (ch === '`' ? '&#96;' : (ESCAPES[ch] ?? ch)));
}

/** Plain text shown as HTML: everything escaped, line breaks as `<br />` (spec 3.1). */
export function textToSafeHtml(text: string): SafeHtml {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br />') as SafeHtml;
}

export const emptySafeHtml = '' as SafeHtml;

import type { SafeHtml } from '../../../rules/html/safe-html';

/** The one place sanitised HTML reaches the page; the SafeHtml brand proves it passed the sanitiser. */
export function Html({ html, className, as = 'div' }: { html: SafeHtml; className?: string; as?: 'div' | 'p' | 'span' }) {
  const Tag = as;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the SafeHtml brand proves the HTML passed the sanitiser (rules/html/sanitize.ts).
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

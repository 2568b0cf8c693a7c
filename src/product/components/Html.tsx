import type { SafeHtml } from '../../../rules/html/safe-html';

/** The one place sanitised HTML reaches the page; the SafeHtml brand proves it passed the sanitiser. */
export function Html({ html, className, as = 'div' }: { html: SafeHtml; className?: string; as?: 'div' | 'p' | 'span' }) {
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

import type { ContentPage } from '../../schemas/content';
import { contentCopy as t } from '../copy/ko';

/**
 * A content page (issue 14 item 1: terms, privacy policy, company information, …) as plain text:
 * the title, the date it took effect, and its sections. The upstream's text is never markup here.
 */
export function ContentDocument({ page }: { page: ContentPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" data-testid="content-page" data-slug={page.slug}>
      <h1 className="m-0 text-2xl font-bold">{page.title}</h1>
      <p className="m-0 mt-2 text-sm text-neutral-600">{t.effectiveOn(page.effectiveOn)}</p>
      {page.sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
        <section key={i} className="mt-6" aria-labelledby={`content-section-${i}`}>
          <h2 id={`content-section-${i}`} className="m-0 text-base font-bold">
            {section.heading}
          </h2>
          {section.paragraphs.map((p, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
            <p key={j} className="m-0 mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-neutral-800">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

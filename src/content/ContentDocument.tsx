import type { ContentPage } from '../../schemas/content';
import { contentCopy as t } from '../copy/ko';
import type { IdentityLine } from '../shop/identity';

/**
 * A content page (issue 14 item 1: terms, privacy policy, company information, …) as plain text:
 * the title, the date it took effect, and its sections. The upstream's text is never markup here.
 * `identity`: the shop's own details from configuration (issue 31 §1; the company page's business
 * details, the contact page's contacts), drawn after the upstream's sections when any is configured.
 */
export function ContentDocument({ page, identity }: { page: ContentPage; identity?: { heading: string; lines: IdentityLine[] } | null }) {
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
      {identity && identity.lines.length > 0 && (
        <section className="mt-6" aria-labelledby="content-shop-identity" data-testid="shop-identity">
          <h2 id="content-shop-identity" className="m-0 text-base font-bold">
            {identity.heading}
          </h2>
          <dl className="m-0 mt-2 text-sm leading-relaxed text-neutral-800">
            {identity.lines.map((line) => (
              <div key={line.key} className="mt-1 flex gap-2">
                <dt className="shrink-0 text-neutral-600">{line.label}</dt>
                <dd className="m-0 break-words">{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}

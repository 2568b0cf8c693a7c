import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pdpCopy } from '../../copy/ko';
import { SectionSkeleton } from './DeferredNotice';
import { Stars } from './ReviewItem';

// aria-label on a span or div (role generic) is prohibited by ARIA and screen readers skip it:
// a rating and a loading placeholder say what they are in screen-reader text, the stars hidden.
describe('what a screen reader hears', () => {
  it('a rating is read as its words, not as stars', () => {
    const html = renderToString(<Stars point={4} />);
    expect(html).not.toContain('aria-label');
    expect(html).toContain(`<span class="sr-only">${pdpCopy.ratingLabel(4)}</span>`);
    expect(html.match(/<span aria-hidden="true"[^>]*>★+<\/span>/g)).toHaveLength(2);
  });

  it('a section still loading says what is coming', () => {
    const html = renderToString(<SectionSkeleton label="리뷰" />);
    expect(html).not.toContain('aria-label');
    expect(html).toContain('<span class="sr-only">리뷰</span>');
  });
});

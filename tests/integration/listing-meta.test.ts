/**
 * The listings carry a meta description (what a search engine shows under the title; Lighthouse's
 * SEO audit asks for one): best items, the category pages by the category shown, and the search
 * pages, whose keyword is shopper-typed and must come out as attribute text.
 */
import { describe, expect, it } from 'vitest';
import { ko } from '../../src/copy/ko';
import { originUpstream, rewritingUpstream, storefront } from './harness';

const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];

describe('listing meta descriptions', () => {
  it('best items, the category main page and a category list each say what they list', async () => {
    const sf = storefront();
    const best = await sf.fetch('/best-items');
    expect(best.status).toBe(200);
    expect(descriptionOf(await best.text())).toBe(ko.navigation.pages.bestDescription);
    const main = await sf.fetch('/category/main');
    expect(main.status).toBe(200);
    expect(descriptionOf(await main.text())).toBe(ko.navigation.pages.categoryMainDescription);
    const list = await (await sf.fetch('/category/list?category1_code=101')).text();
    const shown = /<h1[^>]*>([^<]*)<\/h1>/.exec(list)?.[1];
    expect(shown).toBeTruthy();
    expect(descriptionOf(list)).toBe(ko.navigation.pages.listDescription(shown ?? ''));
  });

  it("a brand's page is described by its comment, or by its name where it has none", async () => {
    const withComment = await (await storefront().fetch('/brand/16404')).text();
    const comment = descriptionOf(withComment);
    expect(comment).toMatch(/\S/);
    const noComment = (body: unknown) => {
      const o = body as { data?: { brand?: Record<string, unknown> } };
      if (o.data?.brand) o.data.brand.comment = '';
      return body;
    };
    const sf = storefront({ upstream: rewritingUpstream(originUpstream(), /^\/api\/v4\/brands\/\d+\/items/, noComment) });
    const html = await (await sf.fetch('/brand/16404')).text();
    const name = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
    expect(name).toMatch(/\S/);
    expect(descriptionOf(html)).toBe(ko.navigation.pages.listDescription(name));
  });

  it("the search pages describe themselves, the shopper's keyword escaped as text", async () => {
    const sf = storefront();
    const start = await (await sf.fetch('/search')).text();
    expect(descriptionOf(start)).toBe(ko.navigation.pages.searchStartBody);
    const res = await sf.fetch(`/search?keyword=${encodeURIComponent('"><script>x</script>니트')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(descriptionOf(html)).toBe(`&#x27;&quot;&gt;&lt;script&gt;x&lt;/script&gt;니트&#x27; 검색 결과예요.`);
    expect(html).not.toContain('"><script>x</script>');
  });
});

import { renderToString } from 'react-dom/server';
import { IslandChunks, type IslandChunkMap } from './island-chunks';
import { describe, expect, it } from 'vitest';
import { Island } from './Island';
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_ID_ATTR, ISLAND_PROPS_ATTR } from './island-attrs';
import ImageCarousel, { propsSchema } from './islands/ImageCarousel';
import { parseProps } from './serialize-props';

/** The island that still hydrates at load (the listing grid waits for the shopper since issue 32). */
const gate = { id: 'a', state: 'login' as const, loginUrl: '/login', providerOrigin: 'https://id.invalid', inAppWebView: false, helpContact: null };

const props = {
  id: 'gallery',
  label: '</script><script>alert(1)</script>',
  images: [{ src: '/a.jpg?x=1&y=2', alt: '앞 <모습>', width: 600, height: 800 }],
};

describe('Island', () => {
  const out = renderToString(
    <Island name="ImageCarousel" id="gallery" props={props}>
      <ImageCarousel {...props} />
    </Island>,
  );

  it('wraps the server-rendered island in its marker', () => {
    // React hoists the first image's preload; in a full document it goes into <head>.
    expect(out.replace(/^<link [^>]*\/>/, '')).toMatch(new RegExp(`^<div ${ISLAND_ATTR}="ImageCarousel" ${ISLAND_ID_ATTR}="gallery" ${ISLAND_HYDRATE_ATTR}="interaction">`));
    expect(out).toContain('width="600" height="800"');
  });

  it('puts the props script after the container, not inside it', () => {
    const container = out.slice(out.indexOf('<div'), out.indexOf('<script'));
    expect(container.endsWith('</div>')).toBe(true);
    expect(container).not.toContain(ISLAND_PROPS_ATTR);
    expect(out).toMatch(new RegExp(`<script type="application/json" ${ISLAND_PROPS_ATTR}="gallery">[^<]*</script>$`));
  });

  it('serialises the props safely and they validate against the island schema', () => {
    const text = out.slice(out.lastIndexOf('">') + 2, out.lastIndexOf('</script>'));
    expect(text).not.toMatch(/[<>&]/);
    const parsed = parseProps(text);
    expect(parsed).toEqual({ ok: true, value: props });
    expect(propsSchema.safeParse(parsed.ok ? parsed.value : null).success).toBe(true);
  });

  it("says when to hydrate: the island's own mode unless the page chooses", () => {
    const marker = (html: string) => /<div [^>]*>/.exec(html)?.[0] ?? '';
    const grid = { id: 'g', endpoint: '/e', pageUrl: '/p', hrefTemplate: '/products/{itemNo}', emptyText: '', initial: null, requested: { sort: 'new' as const, page: 1, size: 20 } };
    expect(
      marker(
        renderToString(
          <Island name="ProductGrid" id="g" props={grid}>
            {null}
          </Island>,
        ),
      ),
    ).toContain(`${ISLAND_HYDRATE_ATTR}="interaction"`);
    expect(
      marker(
        renderToString(
          <Island name="AdultGate" id="a" props={gate}>
            {null}
          </Island>,
        ),
      ),
    ).toContain(`${ISLAND_HYDRATE_ATTR}="load"`);
    expect(
      marker(
        renderToString(
          <Island name="ImageCarousel" id="c" props={props} hydrate="visible">
            {null}
          </Island>,
        ),
      ),
    ).toContain(`${ISLAND_HYDRATE_ATTR}="visible"`);
  });

  it('preloads React and its own chunks for an island that hydrates at load, each once, and nothing for the others', () => {
    const chunks: IslandChunkMap = {
      hydrator: ['/assets/hydrate-9.js', '/assets/react-def.js'],
      islands: { AdultGate: ['/assets/AdultGate-1.js', '/assets/react-def.js'], ProductGrid: ['/assets/ProductGrid-2.js', '/assets/react-def.js'], ImageCarousel: ['/assets/ImageCarousel-3.js'] },
    };
    const grid = { id: 'g', endpoint: '/e', pageUrl: '/p', hrefTemplate: '/products/{itemNo}', emptyText: '', initial: null, requested: { sort: 'new' as const, page: 1, size: 20 } };
    const html = renderToString(
      <html lang="ko">
        <head />
        <body>
          <IslandChunks.Provider value={chunks}>
            <Island name="ImageCarousel" id="c" props={props}>
              {null}
            </Island>
            <Island name="ProductGrid" id="g" props={grid}>
              {null}
            </Island>
            <Island name="AdultGate" id="a" props={gate}>
              {null}
            </Island>
            <Island name="AdultGate" id="a2" props={gate}>
              {null}
            </Island>
          </IslandChunks.Provider>
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const preloaded = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/hydrate-9.js', '/assets/react-def.js', '/assets/AdultGate-1.js']);
  });

  it("preloads nothing without the build's chunk lists", () => {
    const grid = { id: 'g', endpoint: '/e', pageUrl: '/p', hrefTemplate: '/products/{itemNo}', emptyText: '', initial: null, requested: { sort: 'new' as const, page: 1, size: 20 } };
    expect(
      renderToString(
        <Island name="ProductGrid" id="g" props={grid}>
          {null}
        </Island>,
      ),
    ).not.toContain('modulepreload');
  });

  it('has a schema that rejects malformed props', () => {
    expect(propsSchema.safeParse({ id: 'x', label: 'y', images: [{ src: 1 }] }).success).toBe(false);
  });
});

import { Suspense, use, type ReactElement } from 'react';
import { preload } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server.node';
import { describe, expect, it, vi } from 'vitest';
import { isStaticSource, CachedFragment, FragmentCacheContext, staticSource, type FragmentCache } from '../../src/ui/fragment-cache';
import { Island } from '../../src/ui/Island';
import { requestFragmentCache, renderInner } from './fragment-cache';

/** A document as the edge streams it (hints hoisted into its head). */
async function renderHtml(tree: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(tree);
  await stream.allReady;
  return new Response(stream).text();
}

/** A store that treats every answer as shared, and the background renders it started. */
function store(shared: (of: object) => boolean = () => true) {
  const started: Promise<unknown>[] = [];
  const s = requestFragmentCache(shared, (p) => started.push(p));
  return { s, settle: () => Promise.all(started.splice(0)) };
}

function Reviews({ answer, order }: { answer: { items: string[] }; order: string }) {
  const items = order === 'last' ? [...answer.items].reverse() : answer.items;
  return (
    <>
      <h3>리뷰 {items.length}개</h3>
      {items.map((t) => (
        <p key={t}>
          {t}
          {'!'}
        </p>
      ))}
    </>
  );
}

const page = (s: FragmentCache | null, answer: { items: string[] }, order = 'first') =>
  renderToString(
    <FragmentCacheContext.Provider value={s}>
      <main>
        <CachedFragment part="reviews" of={answer} variant={order} testId="reviews" className="mt-2">
          <Reviews answer={answer} order={order} />
        </CachedFragment>
      </main>
    </FragmentCacheContext.Provider>,
  );

/** A part that suspends until `on` settles. */
function Waits({ on }: { on: Promise<string> }) {
  return <>{use(on)}</>;
}

/** A part whose render throws. */
function Fails(): never {
  throw new Error('broken part');
}

describe('the fragment cache', () => {
  it('writes out exactly what drawing the part gives, once it is kept', async () => {
    const answer = { items: ['좋아요 <b>', '별로 & 그냥'] };
    const { s, settle } = store();
    const drawn = page(null, answer);
    expect(page(s, answer)).toBe(drawn);
    expect(s.get(answer, 'reviews|first')).toBeNull();
    await settle();
    expect(s.get(answer, 'reviews|first')?.html).toContain('좋아요 &lt;b&gt;');
    expect(page(s, answer)).toBe(drawn);
    expect(drawn).toContain('<div class="mt-2" data-testid="reviews"><h3>');
  });

  it('keeps variants and parts of one answer apart', async () => {
    const answer = { items: ['하나', '둘'] };
    const { s, settle } = store();
    const count = (a: { items: string[] }) => <b>{a.items.length}</b>;
    const both = (order: string) =>
      renderToString(
        <FragmentCacheContext.Provider value={s}>
          <CachedFragment part="reviews" of={answer} variant={order}>
            <Reviews answer={answer} order={order} />
          </CachedFragment>
          <CachedFragment part="count" of={answer} variant={order}>
            {count(answer)}
          </CachedFragment>
        </FragmentCacheContext.Provider>,
      );
    const drawn = { first: both('first'), last: both('last') };
    await settle();
    expect(s.get(answer, 'reviews|first')?.html).toContain('<h3>');
    expect(s.get(answer, 'count|first')?.html).toBe('<b>2</b>');
    expect(both('first')).toBe(drawn.first);
    expect(both('last')).toBe(drawn.last);
    expect(drawn.first).not.toBe(drawn.last);
  });

  it('keeps an island whole: its HTML and its props text, written out together', async () => {
    const answer = { url: 'https://shop.example/products/1' };
    const { s, settle } = store();
    const props = { id: 'share-1', url: answer.url, access: 'web' as const, storeHref: null, linkBase: '<&>' };
    const island = (p: typeof props) =>
      renderToString(
        <FragmentCacheContext.Provider value={s}>
          <Island name="ShareLink" id="share-1" props={p} cached={{ of: answer, variant: String(p.linkBase) }}>
            <span>{p.url}</span>
          </Island>
        </FragmentCacheContext.Provider>,
      );
    const drawn = island(props);
    await settle();
    const part = s.get(answer, 'island:ShareLink#share-1|<&>');
    expect(part?.html).toBe('<span>https://shop.example/products/1</span>');
    expect(part?.props).toContain('\\u003c\\u0026\\u003e');
    expect(island(props)).toBe(drawn);
  });

  it('keeps nothing for an answer that is not shared between requests', async () => {
    const answer = { items: ['하나'] };
    const { s, settle } = store(() => false);
    page(s, answer);
    await settle();
    expect(s.get(answer, 'reviews|first')).toBeNull();
  });

  it('keeps parts with a lasting key, which no upstream answer is', async () => {
    const { s, settle } = store(() => false);
    const FOOTER = staticSource('footer');
    const drawn = renderToString(
      <FragmentCacheContext.Provider value={s}>
        <CachedFragment part="footer" of={FOOTER} variant="/terms" as="footer" className="f">
          <a href="/terms">약관</a>
        </CachedFragment>
      </FragmentCacheContext.Provider>,
    );
    expect(drawn).toBe('<footer class="f"><a href="/terms">약관</a></footer>');
    await settle();
    expect(isStaticSource(FOOTER)).toBe(true);
    expect(isStaticSource({ lasting: 'footer' })).toBe(false);
    expect(s.get(FOOTER, 'footer|/terms')?.html).toBe('<a href="/terms">약관</a>');
  });

  it('a new answer is a new key: nothing to invalidate', async () => {
    const { s, settle } = store();
    const before = { items: ['옛 리뷰'] };
    page(s, before);
    await settle();
    const after = { items: ['새 리뷰'] };
    expect(page(s, after)).toContain('새 리뷰');
    expect(page(s, after)).not.toContain('옛 리뷰');
  });

  it('renders a part once however many pages ask for it at the same time', async () => {
    const answer = { items: ['하나'] };
    const started: Promise<unknown>[] = [];
    const s = requestFragmentCache(
      () => true,
      (p) => started.push(p),
    );
    page(s, answer);
    page(s, answer);
    expect(started).toHaveLength(1);
    await Promise.all(started);
  });

  it('off: draws every part and keeps nothing', async () => {
    const answer = { items: ['하나'] };
    const started: Promise<unknown>[] = [];
    const s = requestFragmentCache(
      () => true,
      (p) => started.push(p),
      false,
    );
    expect(page(s, answer)).toBe(page(null, answer));
    expect(started).toHaveLength(0);
  });

  it('an island inside a kept part is a developer error, not a page shared by every shopper', () => {
    const answer = {};
    expect(() =>
      renderToString(
        <CachedFragment part="gallery" of={answer} variant="">
          <Island name="ShareLink" id="share-1" props={{ id: 'share-1', url: 'https://shop.example/products/1', access: 'web', storeHref: null, linkBase: null }}>
            <span />
          </Island>
        </CachedFragment>,
      ),
    ).toThrow(/inside the fragment cache/);
  });

  it('keeps a bounded amount: past its budget the store starts again', async () => {
    const { s, settle } = store();
    const a = {};
    const b = {};
    s.keep(a, 'island|', <i />, { props: 'x'.repeat(3_000_000) });
    await settle();
    expect(s.get(a, 'island|')?.props).toHaveLength(3_000_000);
    s.keep(b, 'island|', <i />, { props: 'y'.repeat(2_000_000) });
    await settle();
    expect(s.get(b, 'island|')?.props).toHaveLength(2_000_000);
    expect(s.get(a, 'island|')).toBeNull();
  });

  it('keeps a bounded number of parts per answer', async () => {
    const { s, settle } = store();
    const answer = {};
    for (let i = 0; i < 70; i++) s.keep(answer, `part-${i}|`, <i>{i}</i>);
    await settle();
    const kept = Array.from({ length: 70 }, (_, i) => s.get(answer, `part-${i}|`)).filter((p) => p !== null);
    expect(kept).toHaveLength(64);
  });

  it('a part with a high-priority image is drawn every time: its preload hint belongs in the head', async () => {
    expect(await renderInner(<img src="/a.jpg" alt="" fetchPriority="high" />)).toBeNull();
    expect(await renderInner(<img src="/a.jpg" alt="" loading="lazy" />)).toBe('<img src="/a.jpg" alt="" loading="lazy"/>');
  });

  it('a part whose image hint the page asks for itself is kept; a hint it does not ask for keeps it drawn', async () => {
    const img = <img src="/a.jpg" srcSet="/a.jpg?w=320 320w, /a.jpg?w=640 640w" sizes="100vw" alt="" fetchPriority="high" />;
    const same = () => preload('/a.jpg', { as: 'image', imageSrcSet: '/a.jpg?w=320 320w, /a.jpg?w=640 640w', imageSizes: '100vw', fetchPriority: 'high' });
    expect(await renderInner(img, same)).toBe('<img src="/a.jpg" srcSet="/a.jpg?w=320 320w, /a.jpg?w=640 640w" sizes="100vw" alt="" fetchPriority="high"/>');
    // Another size list is another hint: written out, the part would not ask for its own.
    const other = () => preload('/a.jpg', { as: 'image', imageSrcSet: '/a.jpg?w=320 320w, /a.jpg?w=640 640w', imageSizes: '50vw', fetchPriority: 'high' });
    expect(await renderInner(img, other)).toBeNull();
    // Hints the part's HTML does not need are fine only if they are all it adds: the page asks for them anyway.
    const extra = () => {
      same();
      preload('/b.jpg', { as: 'image', fetchPriority: 'high' });
    };
    expect(await renderInner(img, extra)).toContain('<img src="/a.jpg"');
    expect(
      await renderInner(
        <>
          <i />
          {img}
          <img src="/c.jpg" alt="" />
        </>,
        same,
      ),
    ).toBeNull();
  });

  it('an island kept with its hints writes out the same page as drawing it, hint included', async () => {
    const { s, settle } = store();
    const answer = { src: '/a.jpg' };
    const hints = () => preload(answer.src, { as: 'image', fetchPriority: 'high' });
    const doc = (st: FragmentCache | null) =>
      renderHtml(
        <FragmentCacheContext.Provider value={st}>
          <html lang="ko">
            <head />
            <body>
              <Island name="ShareLink" id="share-1" props={{ id: 'share-1', url: '/p/1', access: 'web', storeHref: null, linkBase: null }} cached={{ of: answer, variant: '', hints }}>
                <img src={answer.src} alt="" fetchPriority="high" />
              </Island>
            </body>
          </html>
        </FragmentCacheContext.Provider>,
      );
    const drawn = await doc(null);
    expect(drawn).toContain('<link rel="preload" href="/a.jpg" as="image" fetchPriority="high"/>');
    expect(await doc(s)).toBe(drawn);
    await settle();
    expect(s.get(answer, 'island:ShareLink#share-1|')?.html).toBe('<img src="/a.jpg" alt="" fetchPriority="high"/>');
    expect(await doc(s)).toBe(drawn);
  });

  it('a part that suspends or fails is drawn every time, and not rendered again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = new Promise<string>(() => undefined);
    expect(await renderInner(<Waits on={pending} />)).toBeNull();
    expect(
      await renderInner(
        <Suspense fallback={<i>…</i>}>
          <Waits on={pending} />
        </Suspense>,
      ),
    ).toBeNull();
    expect(await renderInner(<Fails />)).toBeNull();
    const answer = {};
    const started: Promise<unknown>[] = [];
    const s = requestFragmentCache(
      () => true,
      (p) => started.push(p),
    );
    s.keep(answer, 'broken|', <Fails />);
    await Promise.all(started.splice(0));
    s.keep(answer, 'broken|', <Fails />);
    expect(started).toHaveLength(0);
    expect(s.get(answer, 'broken|')).toBeNull();
    // Said where an operator sees it, so a part that is never kept does not go unnoticed.
    expect(warn).toHaveBeenCalledWith('[fragment-cache] fragment not cached:', 'broken part');
    warn.mockRestore();
  });
});

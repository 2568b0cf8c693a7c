import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createElement as h, Suspense, use, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { KeptText } from '../src/ui/kept-html';
import { REACT_COPY, writeReactWorkerCopy } from './react-worker-copy.mjs';

// The workers' React stream renderer has its own writer (scripts/react-worker-copy.mjs): the
// same trees must come out as the same bytes as from React's own build, streamed the way
// edge/render/stream.ts streams (progressiveChunkSize MAX_SAFE_INTEGER, a nonce).
writeReactWorkerCopy();
const load = createRequire(import.meta.url);
type Render = (tree: ReactNode, options: object) => Promise<ReadableStream<Uint8Array>>;
const original = (load(join(process.cwd(), 'node_modules/react-dom/cjs/react-dom-server.node.production.js')) as { renderToReadableStream: Render }).renderToReadableStream;
const copy = (load(REACT_COPY) as { renderToReadableStream: Render }).renderToReadableStream;

async function html(render: Render, tree: () => ReactNode): Promise<{ text: string; bytes: number }> {
  const stream = await render(tree(), { nonce: 'n0nce', progressiveChunkSize: Number.MAX_SAFE_INTEGER, bootstrapScriptContent: 'window.__boot = 1', onError: () => undefined });
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return { text: new TextDecoder().decode(bytes), bytes: bytes.byteLength };
}

/** The chunks the copy's stream hands its reader, as edge/render/stream.ts streams. */
async function chunksOf(tree: () => ReactNode): Promise<Uint8Array[]> {
  const stream = await copy(tree(), { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Uint8Array[] = [];
  for (const reader = stream.getReader(); ; ) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

function later<T>(value: T, ms: number): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

function Late({ value }: { value: Promise<string> }) {
  return h('p', { className: 'late' }, use(value));
}
function Fails(): ReactNode {
  throw new Error('section failed');
}

const KOREAN = '울 캐시미어 블렌드 싱글 코트 — “특가” & <한정> 수량 ';
const KEPT_TWICE = 'kept HTML (its bytes in the copy, its text in React\'s own) between text, twice';
const KEPT_THEN_LONG_TEXT = 'kept HTML followed by more text than one buffer holds';
const KEPT = new KeptText(`<ul>${`<li>${KOREAN}</li>`.repeat(40)}</ul>`);
const KEPT_PROPS = new KeptText('{"name":"울 코트 \\u003c한정\\u003e"}');
const trees: Record<string, () => ReactNode> = {
  'a document with attributes, escaping, styles and raw HTML': () =>
    h('html', { lang: 'ko' },
      h('head', null, h('title', null, '상품 & 상세'), h('meta', { name: 'description', content: `${KOREAN}"quoted"` })),
      h('body', null,
        h('main', { id: 'main', className: 'grid gap-2', 'data-item': 1001, style: { marginTop: 4, color: 'red' } },
          Array.from({ length: 300 }, (_, i) =>
            h('li', { key: i, 'aria-label': `${i}번째`, hidden: i % 7 === 0, tabIndex: i % 3 === 0 ? 0 : undefined },
              h('a', { href: `/products/${1000 + i}?a=1&b=<2>` }, KOREAN, i), h('img', { src: `/i/${i}.jpg`, alt: '', width: 320, height: 400 }))),
          h('div', { dangerouslySetInnerHTML: { __html: '<b>원문</b> &amp; 그대로' } })))),
  [KEPT_TWICE]: () =>
    h('main', null,
      h('p', null, KOREAN),
      h('section', { dangerouslySetInnerHTML: { __html: KEPT } }),
      h('p', null, KOREAN),
      h('script', { type: 'application/json', dangerouslySetInnerHTML: { __html: KEPT_PROPS } }),
      h('section', { dangerouslySetInnerHTML: { __html: KEPT } })),
  [KEPT_THEN_LONG_TEXT]: () =>
    h('main', null, h('section', { dangerouslySetInnerHTML: { __html: KEPT } }), Array.from({ length: 60 }, (_, i) => h('p', { key: i }, KOREAN.repeat(20)))),
  'text longer than the copy writes at once': () => h('div', null, h('p', null, KOREAN.repeat(900)), h('p', null, 'x'.repeat(20_000))),
  'sections that stream in after the shell, and one that fails': () =>
    h('div', null,
      h(Suspense, { fallback: h('span', null, '불러오는 중') }, h(Late, { value: later('늦게 온 내용 '.repeat(50), 5) })),
      h(Suspense, { fallback: h('span', null, '대체') }, h(Fails)),
      h(Suspense, { fallback: h('span', null, '둘째') }, h(Late, { value: later(KOREAN, 15) })),
      h('footer', null, '끝')),
};

describe('the workers\' React stream renderer', () => {
  for (const [name, tree] of Object.entries(trees)) {
    it(`writes the same bytes as React's own: ${name}`, async () => {
      const [a, b] = [await html(original, tree), await html(copy, tree)];
      expect(b.text).toBe(a.text);
      expect(b.bytes).toBe(a.bytes);
      expect(a.bytes).toBeGreaterThan(100);
      if (name.startsWith('sections')) expect(a.text).toMatch(/\$RC|\$RX/);
    });
  }

  it('sends kept bytes as a copy: the stream never takes over the kept buffer', async () => {
    const before = KEPT.keptUtf8.byteLength;
    for (let i = 0; i < 3; i++) expect((await html(copy, trees[KEPT_TWICE]!)).text).toContain(KEPT.text);
    expect(KEPT.keptUtf8.byteLength).toBe(before);
    expect(new TextDecoder().decode(KEPT.keptUtf8)).toBe(KEPT.text);
  });

  it('joins text and kept bytes into one chunk per flush (a reader pays per chunk)', async () => {
    const chunks = await chunksOf(trees[KEPT_TWICE]!);
    expect(chunks).toHaveLength(1);
    expect(new TextDecoder().decode(chunks[0])).toContain(`${KEPT.text}</section><p>`);
  });

  it('writes a buffer once it passes 64 KB, bytes pending or not', async () => {
    const sizes = (await chunksOf(trees[KEPT_THEN_LONG_TEXT]!)).map((c) => c.byteLength);
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(65536 + 8192 * 3);
  });

  it('writes the kept bytes themselves, not the text encoded again', async () => {
    // Bytes that differ from the text show which one went out.
    const marked = { keptUtf8: new TextEncoder().encode('<i>바이트</i>'), toString: () => '<i>텍스트</i>' };
    const tree = () => h('div', { dangerouslySetInnerHTML: { __html: marked } });
    expect((await html(copy, tree)).text).toMatch(/^<div><i>바이트<\/i><\/div>/);
    expect((await html(original, tree)).text).toMatch(/^<div><i>텍스트<\/i><\/div>/);
  });
});

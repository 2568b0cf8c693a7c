import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { streamHtml } from './stream';

/** A part that waits for `value` (components at module level: React keeps a component's hooks by its identity). */
function Slow({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

describe('streamHtml', () => {
  it('a shopper who leaves ends the render: cancelling the body aborts what is still loading', async () => {
    const never = new Promise<string>(() => undefined);
    const errors: unknown[] = [];
    const res = await streamHtml(
      <html lang="ko">
        <body>
          <h1>shell</h1>
          <Suspense fallback={<i>…</i>}>
            <Slow value={never} />
          </Suspense>
        </body>
      </html>,
      { status: 200, nonce: 'n', onError: (e) => errors.push(e) },
    );
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<h1>shell</h1>');
    expect(errors).toEqual([]);
    await reader.cancel(new Error('shopper left'));
    // React reports each boundary it gave up on: the render is over, nothing waits for `never`.
    await expect.poll(() => errors.length).toBeGreaterThan(0);
  });
});

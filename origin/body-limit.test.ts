import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBodies } from './body-limit';
import type { OriginAppEnv } from './env';

/** An app with only the body limit in front of its routes. */
function appWith(route: () => Response | Promise<Response>) {
  const app = new Hono<OriginAppEnv>();
  app.use('*', limitBodies());
  app.post('/api/v4/cart-item', async (c) => {
    await c.req.text();
    return route();
  });
  // The origin's onError answers most errors; one it lets through must still surface as itself.
  app.onError((error) => {
    throw error;
  });
  return app;
}

const brokenBody = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"itemNo":'));
      controller.error(new TypeError('connection lost'));
    },
  });

describe('the origin body limit', () => {
  it('answers a body that breaks off mid-way with 400', async () => {
    const app = appWith(() => new Response('ok'));
    const res = await app.request('/api/v4/cart-item', { method: 'POST', body: brokenBody(), duplex: 'half' } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
  });

  it('rethrows what the route behind it throws instead of blaming the body', async () => {
    const app = appWith(() => {
      throw new RangeError('a bug in the handler');
    });
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{}'));
        controller.close();
      },
    });
    await expect(app.request('/api/v4/cart-item', { method: 'POST', body: streamed, duplex: 'half' } as RequestInit)).rejects.toThrow('a bug in the handler');
    await expect(app.request('/api/v4/cart-item', { method: 'POST', body: '{}', headers: { 'content-length': '2' } })).rejects.toThrow('a bug in the handler');
  });
});

import { describe, expect, it } from 'vitest';
import { call, login } from './origin-auth-helpers';
import { storefront } from './harness';
import { browse, Jar, login as edgeLogin } from './session-helpers';

/**
 * Issue 11 item 2: the item page shows the member's real like state and count after a reload
 * (it was always "not liked"), while a visitor's page (the one the page cache keeps) carries no
 * one's like.
 */
const likeProps = (html: string, itemNo: number) => {
  const m = new RegExp(`data-island-props="like-${itemNo}">([^<]*)<`).exec(html);
  return m ? (JSON.parse(m[1]!) as { liked: boolean; heartCount: number | null }) : null;
};

describe('like state on the item page', () => {
  it('after liking, a reload shows liked with the new count; after unliking, not liked', async () => {
    const sf = storefront();
    const jar = await edgeLogin(sf, 'minor@demo.test', new Jar());
    const liked = await browse(sf, jar, '/api/v4/hearts', { method: 'POST', body: JSON.stringify({ itemNo: 1002 }) });
    expect(liked.status).toBe(200);
    const { data } = (await liked.json()) as { data: { heartCount: number } };

    const page = await browse(sf, jar, '/products/1002');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(likeProps(await page.text(), 1002)).toMatchObject({ liked: true, heartCount: data.heartCount });

    // A visitor at the same time: nobody's like, whatever the member did.
    const visitor = await sf.fetch('/products/1002');
    expect(likeProps(await visitor.text(), 1002)).toMatchObject({ liked: false });

    expect((await browse(sf, jar, '/api/v4/hearts/1002', { method: 'DELETE' })).status).toBe(200);
    const after = await browse(sf, jar, '/products/1002');
    expect(likeProps(await after.text(), 1002)).toMatchObject({ liked: false, heartCount: data.heartCount - 1 });
  });

  it('the origin answers a member their like of one item, refuses bad numbers and visitors', async () => {
    const s = await login('minor@demo.test', 'demo1234!');
    const ok = await call('GET', '/api/v4/hearts/1001', { token: s.accessToken });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ liked: expect.any(Boolean), heartCount: expect.any(Number) });
    expect((await call('GET', '/api/v4/hearts/abc', { token: s.accessToken })).status).toBe(400);
    expect((await call('GET', '/api/v4/hearts/1001')).status).toBe(401);
  });
});

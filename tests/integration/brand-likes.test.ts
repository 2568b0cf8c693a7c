import { describe, expect, it } from 'vitest';
import { HeartAnswerSchema } from '../../schemas/member-action';
import { LikedBrandsSchema } from '../../schemas/brand-heart';
import { createMember, DB } from './origin-auth-helpers';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * Liked brands (issue 11 item 2): like on the brand home, see it on the likes page's brand tab
 * and in my page's counts, unlike from there; the brand home shows a member their own heart and
 * never shows it to anyone else.
 */
async function member() {
  const sf = storefront();
  const m = await createMember({ password: 'demo1234!' });
  return { sf, m, jar: await login(sf, m.userId, new Jar()) };
}

const heartOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return HeartAnswerSchema.parse(((await res.json()) as { data: unknown }).data);
};
const pressed = (html: string, brandNo: number) => new RegExp(`aria-pressed="true"[^>]*data-brand-like="${brandNo}"|data-brand-like="${brandNo}"[^>]*aria-pressed="true"`).test(html);
const brandCount = async (no: number) => (await DB.prepare('SELECT COALESCE(heart_count, 0) AS n FROM brands WHERE brand_no = ?').bind(no).first<{ n: number }>())?.n ?? -1;

describe('liked brands', () => {
  it('wants a member for every call and for the brand tab', async () => {
    const sf = storefront();
    expect((await sf.fetch('/api/v4/brand-hearts')).status).toBe(401);
    expect((await sf.fetch('/api/v4/brand-hearts/16404')).status).toBe(401);
    const tab = await sf.fetch('/heart/brand', { redirect: 'manual' });
    expect(tab.status).toBe(303);
    expect(tab.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/heart/brand')}`);
  });

  it('likes once however often, counts it, shows it on the brand home only to the member, lists and unlikes it', async () => {
    const { sf, jar } = await member();
    const before = await brandCount(16404);
    const liked = await heartOf(await browse(sf, jar, '/api/v4/brand-hearts', { method: 'POST', body: JSON.stringify({ frontBrandNo: 16404 }) }));
    expect(liked).toEqual({ liked: true, heartCount: before + 1 });
    expect(await heartOf(await browse(sf, jar, '/api/v4/brand-hearts', { method: 'POST', body: JSON.stringify({ frontBrandNo: 16404 }) }))).toEqual(liked);

    const home = await browse(sf, jar, '/brand/16404');
    expect(home.headers.get('cache-control')).toMatch(/private/);
    expect(pressed(await home.text(), 16404)).toBe(true);
    // A visitor after the member: not their heart.
    expect(pressed(await (await sf.fetch('/brand/16404')).text(), 16404)).toBe(false);

    const list = LikedBrandsSchema.parse(((await (await browse(sf, jar, '/api/v4/brand-hearts')).json()) as { data: unknown }).data);
    expect(list.results.map((b) => b.frontBrandNo)).toEqual([16404]);
    const tab = await browse(sf, jar, '/heart/brand');
    expect(tab.status).toBe(200);
    expect(tab.headers.get('cache-control')).toBe('private, no-store');
    const html = await tab.text();
    expect(html).toContain('data-brand-no="16404"');
    expect(html).toMatch(/aria-current="page"[^>]*>브랜드</);
    expect(await (await browse(sf, jar, '/mypage')).text()).toMatch(/data-testid="my-page-likes-BRD">1</);

    expect(await heartOf(await browse(sf, jar, '/api/v4/brand-hearts/16404', { method: 'DELETE' }))).toEqual({ liked: false, heartCount: before });
    expect(await (await browse(sf, jar, '/heart/brand')).text()).toContain('좋아요한 브랜드가 없어요.');
  });

  it('refuses unknown and malformed brands without a 500', async () => {
    const { sf, jar } = await member();
    expect((await browse(sf, jar, '/api/v4/brand-hearts', { method: 'POST', body: JSON.stringify({ frontBrandNo: 999999 }) })).status).toBe(404);
    expect((await browse(sf, jar, '/api/v4/brand-hearts', { method: 'POST', body: JSON.stringify({ frontBrandNo: 'x' }) })).status).toBe(400);
    expect((await browse(sf, jar, '/api/v4/brand-hearts/abc', { method: 'DELETE' })).status).toBe(400);
    expect((await browse(sf, jar, '/api/v4/brand-hearts/0')).status).toBe(400);
    expect((await browse(sf, jar, '/heart/brand?page=%00')).status).toBe(200);
  });
});

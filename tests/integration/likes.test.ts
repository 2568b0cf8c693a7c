import { describe, expect, it } from 'vitest';
import { ListingSchema } from '../../schemas/listing';
import { createMember } from './origin-auth-helpers';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * The likes page (issue 11 item 2): a member's liked items in the shared grid, paged through
 * the gateway, unliked from the page, and counted on my page; visitors log in first.
 */
async function member() {
  const sf = storefront();
  const m = await createMember({ password: 'demo1234!' });
  return { sf, jar: await login(sf, m.userId, new Jar()) };
}

const cardNumbers = (html: string) => [...html.matchAll(/data-item-no="(\d+)"/g)].map((x) => Number(x[1]));

describe('/heart/product', () => {
  it('sends a visitor to log in and back; the listing call wants a member', async () => {
    const sf = storefront();
    const page = await sf.fetch('/heart/product', { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/heart/product')}`);
    expect((await sf.fetch('/api/v4/hearts')).status).toBe(401);
  });

  it('lists what the member liked, pages through the gateway, and an unlike takes the card away everywhere', async () => {
    const { sf, jar } = await member();
    const empty = await browse(sf, jar, '/heart/product');
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('좋아요한 상품이 없어요.');

    for (const itemNo of [1002, 1003, 1006]) {
      expect((await browse(sf, jar, '/api/v4/hearts', { method: 'POST', body: JSON.stringify({ itemNo }) })).status).toBe(200);
    }
    const page = await browse(sf, jar, '/heart/product?sort=price_asc');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(cardNumbers(html).sort()).toEqual([1002, 1003, 1006]);
    expect(html).toContain('상품 3개');
    expect(html.match(/data-unlike="\d+"/g)).toHaveLength(3);

    const api = await browse(sf, jar, '/api/v4/hearts?sort=new&page=1&size=2');
    const listing = ListingSchema.parse(((await api.json()) as { data: unknown }).data);
    expect([listing.count, listing.results.length, listing.size]).toEqual([3, 2, 2]);

    expect((await browse(sf, jar, '/api/v4/hearts/1003', { method: 'DELETE' })).status).toBe(200);
    expect(cardNumbers(await (await browse(sf, jar, '/heart/product')).text()).sort()).toEqual([1002, 1006]);
    // My page counts the same likes.
    expect(await (await browse(sf, jar, '/mypage')).text()).toMatch(/data-testid="my-page-likes-PRT">2</);
  });
});

import { describe, expect, it } from 'vitest';
import { createMember, DB } from './origin-auth-helpers';
import { browse, Jar, login } from './session-helpers';
import { photo } from '../fixtures/review-photos';
import { deliveredLine, JPEG, review, upload } from './review-upload-helpers';

/**
 * Writing reviews (issue 11 item 5): photos up to R2 and back at two widths, a review of a
 * delivered line once, with size write, earning its mileage; every refusal says why and keeps
 * what is stored. The order is delivered by moving the preview clock past its dates.
 */
describe('writing a review', () => {
  it('uploads a photo to R2, served at two widths through the storefront', async () => {
    const { sf, jar } = await deliveredLine();
    const res = await upload(sf, jar, photo('progressive'), photo('thumbJpeg'));
    expect(res.status).toBe(200);
    const answer = ((await res.json()) as { data: { photoKey: string; imageUrl: string; width: number; height: number } }).data;
    expect(answer.imageUrl).toMatch(/^\/images\/reviews\/[0-9a-f]{32}\.jpg$/);
    // The size is the file's (40 x 50), not what the form claimed (1000 x 1250).
    expect([answer.width, answer.height]).toEqual([40, 50]);
    const big = await sf.fetch(`${answer.imageUrl}?w=1000`);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await big.arrayBuffer())).toEqual(photo('progressive'));
    const small = await sf.fetch(`${answer.imageUrl}?w=320`);
    expect(new Uint8Array(await small.arrayBuffer())).toEqual(photo('thumbJpeg'));
    expect((await sf.fetch('/images/reviews/00000000000000000000000000000000.jpg')).status).toBe(404);
  });

  it('refuses what is not an image, a photo over 3 MB, a visitor and another site', async () => {
    const { sf, jar } = await deliveredLine();
    const svg = await upload(sf, jar, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as { message: string }).message).toBe('사진 파일(JPG, PNG, WebP)만 올릴 수 있어요.');
    const large = await upload(sf, jar, new Uint8Array(3 * 1024 * 1024 + 1).fill(0xff));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toBe('사진은 한 장에 3MB까지 보낼 수 있어요.');
    expect((await sf.fetch('/api/v4/reviews/photos', { method: 'POST' })).status).toBe(401);
    expect((await browse(sf, jar, '/api/v4/reviews/photos', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });

  it('writes a review of a delivered line once, with photos and size, earning its mileage; it shows on the item', async () => {
    const { later, m, jar, orderNo } = await deliveredLine();
    const mine = (await (await browse(later, jar, '/api/v4/reviews/mine')).json()) as { data: { writable: Array<{ orderNo: string; mileage: number }> } };
    expect(mine.data.writable.map((w) => [w.orderNo, w.mileage])).toEqual([[orderNo, 500]]);
    const key = ((await (await upload(later, jar, JPEG())).json()) as { data: { photoKey: string } }).data.photoKey;
    const before = (await DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(m.userNo).first<{ mileage: number }>())!.mileage;
    // The item page and the photo review viewer are read (and their reviews cached) before the review is written.
    expect(await (await browse(later, jar, '/products/1003')).text()).not.toContain('향이 은은하고 오래 가요. 또 살게요.');
    const viewerBefore = await (await browse(later, jar, '/products/1003/photo-reviews/view?at=1')).text();
    expect(viewerBefore).not.toContain('향이 은은하고 오래 가요. 또 살게요.');
    await (await browse(later, jar, '/products/1003/photo-reviews')).text();

    const res = await browse(later, jar, '/api/v4/reviews', review(orderNo, [key], { size: { height: 168, weight: 55, usualSize: 'M', fit: 'TRUE' } }));
    expect(res.status).toBe(200);
    const written = ((await res.json()) as { data: { reviewNo: number; mileage: number } }).data;
    expect(written.mileage).toBe(500);
    expect((await DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(m.userNo).first<{ mileage: number }>())!.mileage).toBe(before + 500);
    const stored = await DB.prepare('SELECT has_photo, size_height, size_fit, order_no FROM reviews WHERE review_no = ?').bind(written.reviewNo).first<Record<string, unknown>>();
    expect(stored).toMatchObject({ has_photo: 1, size_height: 168, size_fit: 'TRUE', order_no: orderNo });

    // Once per line: a second send is refused and earns nothing.
    const again = await browse(later, jar, '/api/v4/reviews', review(orderNo));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('이미 리뷰를 쓴 상품이에요.');
    // On the item page at once for its writer: the cached reviews were forgotten.
    const item = await (await browse(later, jar, '/products/1003')).text();
    expect(item).toContain('향이 은은하고 오래 가요. 또 살게요.');
    expect(item).toMatch(/\/images\/reviews\/[0-9a-f]{32}\.jpg/);
    // And first in the photo review viewer and list, whose cached positions were forgotten too.
    expect(await (await browse(later, jar, '/products/1003/photo-reviews/view?at=1')).text()).toContain('향이 은은하고 오래 가요. 또 살게요.');
    expect(await (await browse(later, jar, '/products/1003/photo-reviews')).text()).toMatch(/\/images\/reviews\/[0-9a-f]{32}\.jpg/);
  });

  it('refuses a line not yet delivered, a bad review and a photo that is not the member’s', async () => {
    const { sf, later, jar, orderNo } = await deliveredLine();
    const early = await browse(sf, jar, '/api/v4/reviews', review(orderNo));
    expect(early.status).toBe(404);
    expect(((await early.json()) as { message: string }).message).toContain('배송이 완료된 상품에만');
    for (const extra of [{ rating: 0 }, { content: '짧아요' }, { size: { height: 10, weight: 55, usualSize: 'M', fit: 'TRUE' } }]) {
      expect((await browse(later, jar, '/api/v4/reviews', review(orderNo, [], extra))).status, JSON.stringify(extra)).toBe(400);
    }
    const other = await createMember({ password: 'demo1234!' });
    const otherJar = await login(sf, other.userId, new Jar());
    const theirs = ((await (await upload(sf, otherJar, JPEG())).json()) as { data: { photoKey: string } }).data.photoKey;
    const stolen = await browse(later, jar, '/api/v4/reviews', review(orderNo, [theirs]));
    expect(stolen.status).toBe(400);
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE order_no = ?').bind(orderNo).first<{ n: number }>())?.n).toBe(0);
  });

  it('the review pages: the line to review with its mileage, the write page, then the review written', async () => {
    const { sf, later, jar, orderNo } = await deliveredLine();
    const visitor = await sf.fetch('/my-order/review', { redirect: 'manual' });
    expect(visitor.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/my-order/review')}`);
    expect((await sf.fetch('/review', { redirect: 'manual' })).headers.get('location')).toBe('/my-order/review');

    // Not delivered yet at the real clock: nothing to review, and the write page says so.
    expect(await (await browse(sf, jar, '/my-order/review')).text()).toContain('리뷰를 쓸 수 있는 상품이 없어요.');
    const early = await browse(sf, jar, `/my-order/review/write?order=${orderNo}&seq=0`);
    expect(early.status).toBe(404);

    const list = await browse(later, jar, '/my-order/review');
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const html = await list.text();
    expect(html).toContain(`data-writable="${orderNo}:0"`);
    expect(html).toContain('작성하면 마일리지 500원 적립');
    expect(html).toContain(`href="/my-order/review/write?order=${orderNo}&amp;seq=0"`);
    const write = await browse(later, jar, `/my-order/review/write?order=${orderNo}&seq=0`);
    expect(write.status).toBe(200);
    expect(await write.text()).toContain('data-testid="review-form"');

    expect((await browse(later, jar, '/api/v4/reviews', review(orderNo))).status).toBe(200);
    const after = await (await browse(later, jar, '/my-order/review?written=500')).text();
    expect(after).toContain('리뷰가 등록되었어요. 마일리지 500원이 적립되었어요.');
    expect(after).toContain('향이 은은하고 오래 가요. 또 살게요.');
    expect(after).not.toContain(`data-writable="${orderNo}:0"`);
  });
});

import { describe, expect, it } from 'vitest';
import { UserSummarySchema } from '../../schemas/member';
import { MyReviewsSchema, SAMPLE_LINE_KIND } from '../../schemas/requests/review';
import { call, createMember, DB, login } from './origin-auth-helpers';
import { storefront } from './harness';
import { browse, Jar, PASSWORD, login as browserLogin } from './session-helpers';

/**
 * Issue 31 §3: sample reviews for real. minor@demo.test (1002) holds two seeded grants (items
 * 1002 and 1003, origin/db/seed/sample-grants.ts); `user_review_sample_writable` counts the grants
 * without a review, the review write takes one as the line `sample-{grantNo}` / 0 (one review per
 * grant however many arrive at once), and the item's sample display places or hides it.
 */
const CONTENT = '체험단으로 받아 한 달 동안 써 본 솔직한 후기예요.';

async function summaryOf(token: string, userNo: number) {
  const res = await call('GET', `/order/user-summary/${userNo}/`, { token });
  expect(res.status).toBe(200);
  return UserSummarySchema.parse(res.body.data);
}

async function mine(token: string) {
  const res = await call('GET', '/api/v4/reviews/mine', { token });
  expect(res.status).toBe(200);
  return MyReviewsSchema.parse(res.body.data);
}

async function grant(userNo: number, itemNo: number): Promise<number> {
  const row = await DB.prepare("INSERT INTO sample_grants (user_no, item_no, option_text, granted_at) VALUES (?, ?, '', ?) RETURNING grant_no")
    .bind(userNo, itemNo, Date.now())
    .first<{ grant_no: number }>();
  return row!.grant_no;
}

const write = (token: string, grantNo: number, seq = 0) =>
  call<{ reviewNo: number; itemNo: number; mileage: number }>('POST', '/api/v4/reviews', { token, json: { orderNo: `sample-${grantNo}`, seq, rating: 5, content: CONTENT } });

async function reviewsOf(itemNo: number) {
  const res = await call<{ count: number; results: Array<{ reviewNo: number; isSample: boolean | string }> }>('GET', `/api/v5/product-detail/${itemNo}/reviews?page=1&size=50`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

describe('sample reviews (origin)', () => {
  it("the seeded member's two grants are counted, listed as sample lines, and written one at a time", async () => {
    const s = await login('minor@demo.test', 'demo1234!');
    expect((await summaryOf(s.accessToken, s.userNo)).user_review_sample_writable).toBe(2);
    const lines = (await mine(s.accessToken)).writable.filter((w) => w.kind === SAMPLE_LINE_KIND);
    expect(lines.map((w) => [w.itemNo, w.seq, w.mileage])).toEqual([
      [1002, 0, 0],
      [1003, 0, 0],
    ]);
    expect(lines[0]!.orderNo).toMatch(/^sample-\d+$/);

    const candle = lines[1]!;
    const mileage = () => DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(s.userNo).first<{ mileage: number }>();
    const before = await mileage();
    const res = await call<{ reviewNo: number; itemNo: number; mileage: number }>('POST', '/api/v4/reviews', {
      token: s.accessToken,
      json: { orderNo: candle.orderNo, seq: 0, rating: 4, content: CONTENT },
    });
    expect([res.status, res.body.data?.itemNo, res.body.data?.mileage]).toEqual([200, 1003, 0]);
    const row = await DB.prepare('SELECT is_sample, user_no, order_no, item_no FROM reviews WHERE review_no = ?').bind(res.body.data!.reviewNo).first();
    expect(row).toEqual({ is_sample: 1, user_no: s.userNo, order_no: null, item_no: 1003 });
    expect((await summaryOf(s.accessToken, s.userNo)).user_review_sample_writable).toBe(1);
    const after = await mine(s.accessToken);
    expect(after.writable.filter((w) => w.kind === SAMPLE_LINE_KIND).map((w) => w.itemNo)).toEqual([1002]);
    expect(after.written.map((w) => w.reviewNo)).toContain(res.body.data!.reviewNo);
    // A sample earns no mileage: the balance is where it was.
    expect(await mileage()).toEqual(before);
    const again = await call('POST', '/api/v4/reviews', { token: s.accessToken, json: { orderNo: candle.orderNo, seq: 0, rating: 4, content: CONTENT } });
    expect([again.status, again.body.errorCode]).toEqual([409, 'REVIEW_WRITTEN']);
  });

  it('twenty sends of one grant at once write one review; the others are told it is written', async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const grantNo = await grant(m.userNo, 1002);
    const answers = await Promise.all(Array.from({ length: 20 }, () => write(s.accessToken, grantNo)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.errorCode === 'REVIEW_WRITTEN')).toHaveLength(19);
    const count = await DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE sample_grant_no = ?').bind(grantNo).first<{ n: number }>();
    expect(count?.n).toBe(1);
    expect((await summaryOf(s.accessToken, s.userNo)).user_review_sample_writable).toBe(0);
  });

  it("refuses another member's grant, an unknown one and a grant line with another seq", async () => {
    const owner = await createMember();
    const other = await createMember();
    const grantNo = await grant(owner.userNo, 1003);
    const s = await login(other.userId, other.password);
    for (const [orderNo, seq] of [
      [`sample-${grantNo}`, 0],
      ['sample-999999', 0],
      [`sample-${grantNo}`, 1],
    ] as const) {
      const res = await call('POST', '/api/v4/reviews', { token: s.accessToken, json: { orderNo, seq, rating: 5, content: CONTENT } });
      expect([orderNo, seq, res.status, res.body.errorCode]).toEqual([orderNo, seq, 404, 'REVIEW_NOT_WRITABLE']);
    }
    expect((await summaryOf(s.accessToken, s.userNo)).user_review_sample_writable).toBe(0);
    const o = await login(owner.userId, owner.password);
    expect((await summaryOf(o.accessToken, o.userNo)).user_review_sample_writable).toBe(1);
  });

  it("the item's sample display places the written sample review: top first, bottom last, hide left out", async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const res = await write(s.accessToken, await grant(m.userNo, 1004));
    expect(res.status).toBe(200);
    const reviewNo = res.body.data!.reviewNo;
    const isSample = (r: { isSample: boolean | string }) => r.isSample === true || r.isSample === 'T';
    const placed = async (display: number) => {
      await DB.prepare('UPDATE items SET sample_display = ? WHERE item_no = 1004').bind(display).run();
      const page = await reviewsOf(1004);
      return { at: page.results.findIndex((r) => r.reviewNo === reviewNo), results: page.results, count: page.count };
    };
    // Top: the samples first, the newest (this one) first of them.
    const top = await placed(2);
    expect(top.at).toBe(0);
    const samples = top.results.filter(isSample).length;
    expect(top.results.slice(0, samples).every(isSample)).toBe(true);
    expect(samples).toBeLessThan(top.results.length);
    // Bottom: after every other review, the samples newest first.
    const bottom = await placed(3);
    expect(bottom.at).toBe(bottom.results.length - samples);
    expect(bottom.results.slice(bottom.at).every(isSample)).toBe(true);
    // Hide: left out of the list and of its count.
    const hidden = await placed(1);
    expect(hidden.at).toBe(-1);
    expect(hidden.results.some(isSample)).toBe(false);
    expect(hidden.count).toBe(top.count - samples);
  });
});

describe('sample reviews on the storefront', () => {
  it('my page links the figure to the sample list, where each sample is written as a sample', async () => {
    const sf = storefront({ pageCache: false });
    const m = await createMember({ password: PASSWORD });
    await grant(m.userNo, 1003);
    const jar = await browserLogin(sf, m.userId, new Jar());
    const page = await (await browse(sf, jar, '/mypage')).text();
    expect(page).toMatch(/<a href="\/my-order\/review#sample-reviews"[^>]*data-testid="my-page-reviews-samples-link"[^>]*>체험 리뷰 1개를 아직 쓰지 않았어요.<\/a>/);
    const list = await (await browse(sf, jar, '/my-order/review')).text();
    expect(list).toContain('id="sample-reviews"');
    const href = /href="(\/my-order\/review\/write\?order=sample-\d+&amp;seq=0)"/.exec(list)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBeTruthy();
    const writePage = await browse(sf, jar, href!);
    expect(writePage.status).toBe(200);
    const text = await writePage.text();
    expect(text).toContain('체험 리뷰 쓰기');
    expect(text).toContain('data-testid="review-sample-note"');
  });
});

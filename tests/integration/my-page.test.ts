import { describe, expect, it } from 'vitest';
import { UserSummarySchema } from '../../schemas/member';
import { ReviewCountsSchema } from '../../schemas/review-count';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { call, createMember, DB, login } from './origin-auth-helpers';
import { originUpstream, storefront } from './harness';
import { browse, Jar, login as edgeLogin } from './session-helpers';

/**
 * My page (issue 11 item 1): the reference origin's user summary and review counts, counted
 * from the tables they describe, and `/mypage` on the storefront for visitors, members and an
 * upstream that fails.
 */
/** A delivered line of `userNo`'s order; 'received' is a gift someone else sent to `userNo`, 'sent' one they sent. */
async function deliveredLine(userNo: number, kind: 'buy_now' | 'received' | 'sent' = 'buy_now'): Promise<string> {
  const orderNo = `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const buyer = kind === 'received' ? 0 : userNo;
  const recipient = kind === 'received' ? userNo : kind === 'sent' ? 0 : null;
  await DB.batch([
    DB.prepare("INSERT INTO orders (order_no, user_no, kind, status, total_price, created_at, gift_recipient_user_no) VALUES (?, ?, ?, 'DELIVERED', 39000, ?, ?)").bind(
      orderNo,
      buyer,
      kind === 'buy_now' ? 'buy_now' : 'gift',
      Date.now(),
      recipient,
    ),
    DB.prepare('INSERT INTO order_lines (order_no, seq, item_no, option_no, option_text, qty, unit_price) VALUES (?, 1, 1001, NULL, ?, 1, 39000)').bind(orderNo, ''),
  ]);
  return orderNo;
}

describe('GET /order/user-summary/{id}/ (origin)', () => {
  it("answers the member's own figures, counted from the tables", async () => {
    const s = await login('adult@demo.test', 'demo1234!');
    const res = await call('GET', `/order/user-summary/${s.userNo}/`, { token: s.accessToken });
    expect(res.status).toBe(200);
    const summary = UserSummarySchema.parse((res.body as { data: unknown }).data);
    const hearts = await DB.prepare('SELECT COUNT(*) AS n FROM member_hearts WHERE user_no = ?').bind(s.userNo).first<{ n: number }>();
    expect(summary).toMatchObject({
      user_no: 1001,
      user_name: '어른이',
      user_grade: 10,
      user_grade_name: 'VIP',
      user_mileage_total: 12_500,
      user_deposit_total: 3_000,
      // Four handed out: one used and one expired do not count.
      user_coupon_total: 2,
      user_heart_total: hearts?.n ?? 0,
      birth_year: 1990,
    });
    expect(summary.user_heart_count.map((h) => h.heart_type)).toEqual(['PRT', 'BRD', 'POT', 'VDO']);
    expect(summary.joined_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('shows a clawed-back mileage as 0 through the schema', async () => {
    const s = await login('minor@demo.test', 'demo1234!');
    const res = await call('GET', `/order/user-summary/${s.userNo}/`, { token: s.accessToken });
    expect((res.body as { data: { user_mileage_total: number } }).data.user_mileage_total).toBe(-200);
    expect(UserSummarySchema.parse((res.body as { data: unknown }).data).user_mileage_total).toBe(0);
  });

  it("refuses anyone else's number as not found, a malformed one too, and a visitor as 401", async () => {
    const s = await login('adult@demo.test', 'demo1234!');
    for (const id of ['1002', '0', 'abc', '1001abc', '99999999999999']) {
      const res = await call('GET', `/order/user-summary/${id}/`, { token: s.accessToken });
      expect([id, res.status, res.body.errorCode]).toEqual([id, 404, 'USER_NOT_FOUND']);
    }
    expect((await call('GET', '/order/user-summary/1001/')).status).toBe(401);
  });
});

describe('GET /api/v4/reviews/my-page-count (origin)', () => {
  it('counts delivered lines without a review as writable, with the mileage to earn, and written ones', async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const counts = async () => ReviewCountsSchema.parse((await call('GET', '/api/v4/reviews/my-page-count', { token: s.accessToken })).body.data);
    expect(await counts()).toMatchObject({ writableCount: 0, wroteCount: 0, possibleEarnMileage: 0 });

    const order = await deliveredLine(m.userNo);
    // A gift is reviewed by whoever received it, never by its sender (rules/gift.ts).
    await deliveredLine(m.userNo, 'received');
    await deliveredLine(m.userNo, 'sent');
    // An order still waiting for payment has nothing to review.
    await DB.prepare("INSERT INTO orders (order_no, user_no, kind, status, total_price, created_at) VALUES (?, ?, 'buy_now', 'PENDING_PAYMENT', 1, ?)")
      .bind(`P${Date.now()}`, m.userNo, Date.now())
      .run();
    expect(await counts()).toMatchObject({ writableCount: 2, writableOrderCount: 1, writableGiftCount: 1, possibleEarnMileage: 800, possibleEarnMileageOrder: 500, possibleEarnMileageGift: 300 });

    await DB.prepare(
      "INSERT INTO reviews (review_no, item_no, user_masked_id, review_point, content, inserted_at, user_no, order_no, order_seq) VALUES (?, 1001, 'te**', 5, '좋아요', '2026-01-01 10:00:00', ?, ?, 1)",
    )
      .bind(900_000_000 + m.userNo, m.userNo, order)
      .run();
    expect(await counts()).toMatchObject({ writableCount: 1, wroteCount: 1, possibleEarnMileage: 300 });

    const summary = UserSummarySchema.parse((await call('GET', `/order/user-summary/${m.userNo}/`, { token: s.accessToken })).body.data);
    expect(summary).toMatchObject({ user_review_writable: 1, user_review_wrote: 1, order_count_total: 2, order_count_in_progress: 0 });
  });
});

describe('/mypage (storefront)', () => {
  it('sends a visitor to log in and back', async () => {
    const res = await storefront().fetch('/mypage', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/mypage')}`);
  });

  it("shows a member's figures, private to them", async () => {
    const sf = storefront();
    const jar = await edgeLogin(sf, 'adult@demo.test', new Jar());
    const res = await browse(sf, jar, '/mypage');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('data-page-type="/mypage"');
    for (const text of ['어른이', 'VIP 등급', '12,500원', '2장', '3,000원', '좋아요한 상품', 'href="/heart/product"']) expect(html).toContain(text);
    // The bottom navigation lights my page here.
    expect(html).toMatch(/href="\/mypage"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/mypage"/);
  });

  it('shows the first order date, all likes together and the writable reviews split into orders and gifts (issue 31 §3)', async () => {
    const sf = storefront();
    const m = await createMember({ name: '분리회원', grade: 30, password: 'demo1234!' });
    const before = await (await browse(sf, await edgeLogin(sf, m.userId, new Jar()), '/mypage')).text();
    expect(before).not.toContain('data-testid="my-page-first-order"');
    expect(before).not.toContain('data-testid="my-page-reviews-orders"');
    expect(before).toContain('ORANGE 등급');
    await deliveredLine(m.userNo);
    await deliveredLine(m.userNo, 'received');
    const html = await (await browse(sf, await edgeLogin(sf, m.userId, new Jar()), '/mypage')).text();
    const seoulToday = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '.');
    expect(html).toMatch(new RegExp(`data-testid="my-page-first-order">첫 주문 ${seoulToday}<`));
    expect(html).toMatch(/data-testid="my-page-likes-total">좋아요 전체 0</);
    expect(html).toMatch(/data-testid="my-page-reviews-orders">주문 리뷰 1개 · 최대 500원 적립</);
    expect(html).toMatch(/data-testid="my-page-reviews-gifts">선물 리뷰 1개 · 최대 300원 적립</);
  });

  it('links the customer centre it serves, and the rest of spec 2.5 only on a my-page host of its own', async () => {
    const supportOf = (html: string) =>
      [
        ...html
          .slice(html.indexOf('data-testid="my-page-support"'))
          .split('</ul>')[0]!
          .matchAll(/href="([^"]+)"/g),
      ].map((m) => m[1]);
    const sf = storefront();
    const jar = await edgeLogin(sf, 'adult@demo.test', new Jar());
    // Grade, mileage and coupon are served here since issue 29 §2.
    expect(supportOf(await (await browse(sf, jar, '/mypage')).text())).toEqual([
      '/mypage/grade',
      '/mypage/mileage',
      '/mypage/coupon',
      '/mypage/cscenter/notice-list',
      '/mypage/cscenter/faq',
      '/contact-us',
    ]);

    const split = storefront({ vars: { MYPAGE_ORIGIN: 'https://my.example.com' } });
    const splitJar = await edgeLogin(split, 'adult@demo.test', new Jar());
    const links = supportOf(await (await browse(split, splitJar, '/mypage')).text());
    expect(links).toContain('https://my.example.com/mypage/grade');
    expect(links).toContain('https://my.example.com/mypage/cscenter/voc');
    expect(links).toHaveLength(12);
  });

  it('says so in Korean when the figures cannot be loaded, and the page still stands', async () => {
    const inner = originUpstream();
    const failing: UpstreamFetch = (path, init) => (path.startsWith('/order/user-summary/') ? Promise.resolve(new Response('{"oops":', { status: 200 })) : inner(path, init));
    const sf = storefront({ upstream: failing });
    const jar = await edgeLogin(sf, 'adult@demo.test', new Jar());
    const res = await browse(sf, jar, '/mypage');
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('마이페이지 정보를 불러오지 못했어요.');
  });
});

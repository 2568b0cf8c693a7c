import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * The customer centre's public pages (issue 14 item 1): the FAQ (groups, search, one answer
 * open at a time), the notice list with the notice the strip links to opened above it, and the
 * job openings. Visitors get a revalidated copy, members a private one; bad queries get the page.
 */
const DB = (env as unknown as { DB: D1Database }).DB;
// The shell's notice strip links the newest notice on every page; the board is what follows it.
const boardOf = (html: string) => {
  const at = html.indexOf('data-testid="notice-board"');
  expect(at, 'the notice board is drawn').toBeGreaterThan(0);
  return html.slice(at);
};
const detailsOf = (html: string) => [...html.matchAll(/<details name="faq"[^>]*data-faq="(\d+)"/g)].map((m) => Number(m[1]));

describe('FAQ', () => {
  it('lists every question in groups, one accordion, cacheable for a visitor', async () => {
    const sf = storefront();
    const res = await sf.fetch('/mypage/cscenter/faq');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).toContain('data-page-type="/mypage/cscenter/faq"');
    expect(detailsOf(html)).toHaveLength(15);
    for (const group of ['주문/결제', '배송', '교환/반품', '회원', '적립금/쿠폰']) expect(html).toContain(group);
    expect(html).toContain('href="/mypage/cscenter/faq?group=SHIPPING"');
    expect(html).toContain('role="search"');
    expect(html).toContain('aria-current="page"');
  });

  it('narrows to a group and searches question and answer', async () => {
    const sf = storefront();
    const shipping = await (await sf.fetch('/mypage/cscenter/faq?group=shipping')).text();
    expect(detailsOf(shipping)).toEqual([201, 202, 203]);
    expect(shipping).toContain('<input type="hidden" name="group" value="SHIPPING"/>');

    const refund = await (await sf.fetch(`/mypage/cscenter/faq?q=${encodeURIComponent('  환불 ')}`)).text();
    // "환불은 언제 되나요?" by its question, "주문을 취소…" no; the answer of 302 mentions 환불 too.
    expect(detailsOf(refund)).toContain(303);
    expect(refund).toContain(`&#x27;환불&#x27; 검색 결과 ${detailsOf(refund).length}개`);

    const inGroup = await (await sf.fetch(`/mypage/cscenter/faq?group=MEMBER&q=${encodeURIComponent('배송')}`)).text();
    expect(detailsOf(inGroup)).toEqual([]);
    expect(inGroup).toContain('data-testid="faq-empty"');
  });

  it('takes a search literally and never as markup', async () => {
    const sf = storefront();
    const percent = await (await sf.fetch('/mypage/cscenter/faq?q=%25')).text();
    expect(detailsOf(percent)).toEqual([]);
    const hostile = await sf.fetch(`/mypage/cscenter/faq?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(hostile.status).toBe(200);
    const html = await hostile.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers a too-long search, an odd group and a stale group with the page', async () => {
    const sf = storefront();
    const long = await sf.fetch(`/mypage/cscenter/faq?q=${'가'.repeat(51)}`);
    expect(long.status).toBe(200);
    const longHtml = await long.text();
    expect(longHtml).toContain('검색어는 50자까지 입력할 수 있어요.');
    expect(detailsOf(longHtml)).toHaveLength(15);
    for (const group of ['1;drop', 'NOPE', '%00', 'x'.repeat(300)]) {
      const res = await sf.fetch(`/mypage/cscenter/faq?group=${encodeURIComponent(group)}`);
      expect([group, res.status]).toEqual([group, 200]);
      expect(detailsOf(await res.text())).toHaveLength(15);
    }
  });

  it('is refused by the origin for a bad query, with a reason', async () => {
    const { originUpstream } = await import('./harness');
    const origin = originUpstream();
    const bad = await origin(`/api/v4/faqs?q=${'a'.repeat(51)}`, {});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errorCode: 'INVALID_QUERY' });
    expect((await origin('/api/v4/faqs?group=no!', {})).status).toBe(400);
  });
});

describe('notices', () => {
  it('lists current customer notices, newest first, without job openings', async () => {
    const sf = storefront();
    const res = await sf.fetch('/mypage/cscenter/notice-list');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    const listed = [...boardOf(html).matchAll(/href="\/mypage\/cscenter\/notice-list\?notice_no=(\d+)&amp;notice_type=(\w+)"/g)].map((m) => Number(m[1]));
    expect(listed).toEqual([7, 6, 4]);
    expect(html).not.toContain('상품기획(MD) 경력 채용');
    expect(html).not.toContain('추석 연휴 배송 안내');
    expect(html).not.toContain('data-testid="notice-detail"');
  });

  it('opens the notice the strip links to above the list', async () => {
    const sf = storefront();
    const home = await (await sf.fetch('/')).text();
    expect(home).toContain('/mypage/cscenter/notice-list?notice_no=7&amp;notice_type=NOTICE');
    const res = await sf.fetch('/mypage/cscenter/notice-list?notice_no=7&notice_type=NOTICE');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-notice="7"');
    expect(html).toContain('연말 배송 일정 안내');
    // Admin text keeps its line breaks through the sanitiser.
    expect(html).toContain('늦어질 수 있습니다.<br />넉넉하게');
    expect(html).toMatch(/<title>연말 배송 일정 안내 \| 공지사항/);
  });

  it('says an ended, hidden or unknown notice is gone (404) and still shows the list', async () => {
    const sf = storefront();
    for (const no of [1, 2, 3, 999999]) {
      const res = await sf.fetch(`/mypage/cscenter/notice-list?notice_no=${no}&notice_type=NOTICE`);
      expect([no, res.status]).toEqual([no, 404]);
      const html = await res.text();
      expect(html).toContain('data-testid="notice-missing"');
      expect(boardOf(html)).toContain('연말 배송 일정 안내');
    }
    for (const odd of ['abc', '-1', '1e9', '99999999999999999999', '%00']) {
      const res = await sf.fetch(`/mypage/cscenter/notice-list?notice_no=${encodeURIComponent(odd)}&page=${encodeURIComponent(odd)}`);
      expect([odd, res.status]).toEqual([odd, 200]);
    }
  });

  it('shows job openings on the recruit page, where their links go', async () => {
    const sf = storefront();
    const res = await sf.fetch('/mypage/recruit?notice_no=5&notice_type=RECRUIT');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-kind="recruit"');
    expect(html).toContain('data-notice="5"');
    expect(html).toContain('href="/mypage/recruit?notice_no=5&amp;notice_type=RECRUIT"');
    expect(boardOf(html)).not.toContain('연말 배송 일정 안내');
  });

  it('pages through many notices, ten at a time; past the last page is not found', async () => {
    const rows = Array.from({ length: 14 }, (_, i) => 9000 + i);
    await DB.batch(
      rows.map((no) =>
        DB.prepare(
          `INSERT OR REPLACE INTO notices (notice_no, notice_type, title, contents, start_date, end_date, is_deleted, is_display, is_popup, insert_timestamp, updated_timestamp)
           VALUES (?, 'EVENT', ?, '본문', NULL, NULL, 0, 1, 0, '2026-01-01 09:00:00', '2026-01-01 09:00:00')`,
        ).bind(no, `페이지 시험 공지 ${no}`),
      ),
    );
    try {
      // The notice cache is per call; the test's own storefront has none.
      const sf = storefront({ cache: false });
      const first = await (await sf.fetch('/mypage/cscenter/notice-list')).text();
      expect(first.match(/data-testid="notice-board"/g)).toHaveLength(1);
      expect([...boardOf(first).matchAll(/<li class="border-b/g)]).toHaveLength(10);
      expect(first).toContain('1 / 2');
      expect(first).toContain('href="/mypage/cscenter/notice-list?page=2"');
      const second = await (await sf.fetch('/mypage/cscenter/notice-list?page=2')).text();
      expect([...boardOf(second).matchAll(/<li class="border-b/g)]).toHaveLength(7);
      expect(second).toContain('href="/mypage/cscenter/notice-list"');
      expect((await sf.fetch('/mypage/cscenter/notice-list?page=3')).status).toBe(404);
    } finally {
      await DB.prepare('DELETE FROM notices WHERE notice_no >= 9000 AND notice_no < 9100').run();
    }
  });

  it('answers a member privately', async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    for (const path of ['/mypage/cscenter/faq', '/mypage/cscenter/notice-list', '/mypage/recruit']) {
      const res = await browse(sf, jar, path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
    }
  });
});

describe('the 1:1 inquiry form (issue 31 §4, spec 2.5)', () => {
  it('is linked from the customer centre where a my-page host serves it, and not printed otherwise', async () => {
    const split = storefront({ vars: { MYPAGE_ORIGIN: 'https://my.example.com' } });
    for (const path of ['/mypage/cscenter/faq', '/mypage/cscenter/notice-list']) {
      const html = await (await split.fetch(path)).text();
      expect(html, path).toMatch(/<a href="https:\/\/my\.example\.com\/mypage\/cscenter\/qna\/write" data-testid="cscenter-inquiry-write"[^>]*>1:1 문의하기<\/a>/);
    }
    const own = await (await storefront().fetch('/mypage/cscenter/faq')).text();
    expect(own).not.toContain('cscenter-inquiry-write');
    expect(own).not.toContain('/qna/write');
  });
});

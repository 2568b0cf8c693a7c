import { describe, expect, it } from 'vitest';
import { ko as originKo } from '../../origin/copy/ko';
import { ko } from '../../src/copy/ko';
import { storefront } from './harness';
import { call as origin, createMember, DB } from './origin-auth-helpers';
import { browse, Jar, login, PASSWORD } from './session-helpers';
import { payInSandbox } from './pay-helpers';

/** Issue 10 item 4: what a member writes is shown as text on the item page, for everyone. */
describe('member text', () => {
  it('a Q&A with links, images and tables appears as the characters typed, line breaks kept', async () => {
    const sf = storefront({ pageCache: false });
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const content = '<a href="https://evil.test/x">최저가</a>\n<img src="https://evil.test/t.gif"><table><tr><td>표</td></tr></table>';
    const posted = await browse(sf, jar, '/api/v5/product-detail/1002/qna', { method: 'POST', body: JSON.stringify({ title: '<b>제목</b>', content, isSecret: false }) });
    expect(posted.status).toBe(200);
    await posted.text();

    const html = await (await sf.fetch('/products/1002')).text();
    expect(html).toContain('&lt;a href=&quot;https://evil.test/x&quot;&gt;최저가&lt;/a&gt;\n&lt;img src=&quot;https://evil.test/t.gif&quot;&gt;&lt;table&gt;');
    expect(html).toContain('&lt;b&gt;제목&lt;/b&gt;');
    expect(html).not.toContain('href="https://evil.test');
    expect(html).not.toContain('src="https://evil.test');
    expect(html).not.toMatch(/<table><tr><td>표/);
    expect(html).toMatch(/class="[^"]*whitespace-pre-line[^"]*"[^>]*>&lt;a href/);
  });
});

/**
 * Issue 27 item 4: member text refuses or strips what would make it read differently from what it
 * holds. Q&A, review text and gift notes are stored without control characters (C0, C1),
 * bidi overrides, isolates and marks, or lone surrogates; a name holding them is refused.
 */
const HOSTILE = '\u202e\u0000\u0085\u2066\u200f\ud800';
// A form post cannot carry a lone surrogate: the browser's encoding already made it U+FFFD.
const HOSTILE_FORM = HOSTILE.replace('\ud800', '');
const form = (fields: Record<string, string>): RequestInit => ({ method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('member text keeps no control, bidi or lone-surrogate characters', () => {
  it('a Q&A title and body', async () => {
    const sf = storefront({ pageCache: false });
    const m = await createMember({ password: PASSWORD });
    const jar = await login(sf, m.userId, new Jar());
    const posted = await browse(sf, jar, '/api/v5/product-detail/1002/qna', {
      method: 'POST',
      body: JSON.stringify({ title: `사이즈${HOSTILE} 문의`, content: `허리${HOSTILE} 둘레가\n궁금해요`, isSecret: false }),
    });
    expect(posted.status).toBe(200);
    await posted.text();
    const row = await DB.prepare('SELECT title, content FROM qna WHERE user_no = ?').bind(m.userNo).first<{ title: string; content: string }>();
    expect(row).toEqual({ title: '사이즈 문의', content: '허리 둘레가\n궁금해요' });
    // Only what is refused is refused: a title of nothing but such characters is empty.
    const empty = await browse(sf, jar, '/api/v5/product-detail/1002/qna', { method: 'POST', body: JSON.stringify({ title: HOSTILE, content: '허리 둘레가 궁금해요', isSecret: false }) });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: 'title' });
  });

  it('a review', async () => {
    const sf = storefront();
    const m = await createMember({ password: PASSWORD });
    const jar = await login(sf, m.userId, new Jar());
    const buy = await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: false }) });
    const orderNo = ((await buy.json()) as { data: { orderNo: string } }).data.orderNo;
    await payInSandbox(sf, jar, orderNo);
    const due = await DB.prepare('SELECT deliver_at FROM orders WHERE order_no = ?').bind(orderNo).first<{ deliver_at: number }>();
    const later = storefront({ vars: { STOREFRONT_NOW: new Date(due!.deliver_at + 60_000).toISOString() } });
    const res = await browse(later, jar, '/api/v4/reviews', { method: 'POST', body: JSON.stringify({ orderNo, seq: 0, rating: 5, content: `향이 은은하고${HOSTILE} 오래 가요.\n또 살게요.` }) });
    const answer = (await res.json()) as { data: { reviewNo: number } };
    expect(res.status, JSON.stringify(answer)).toBe(200);
    const row = await DB.prepare('SELECT content FROM reviews WHERE review_no = ?').bind(answer.data.reviewNo).first<{ content: string }>();
    expect(row?.content).toBe('향이 은은하고 오래 가요.\n또 살게요.');
  });

  it('a gift note', async () => {
    const sf = storefront();
    const sender = await createMember({ password: PASSWORD });
    const recipient = await createMember({ password: PASSWORD });
    const jar = await login(sf, sender.userId, new Jar());
    const item = (await origin<{ optionItems: { list: { list: { optionNo: number }[] }[] } }>('GET', '/api/v5/product-detail/1001')).body.data!;
    const buy = await browse(sf, jar, '/api/v4/orders/buy-now', {
      method: 'POST',
      body: JSON.stringify({ itemNo: 1001, lines: [{ optionNo: item.optionItems.list[0]!.list[0]!.optionNo, qty: 1 }], gift: true }),
    });
    const orderNo = ((await buy.json()) as { data: { orderNo: string } }).data.orderNo;
    const named = await browse(sf, jar, '/checkout/gift', form({ order: orderNo, recipientId: recipient.userId, message: `생일${HOSTILE_FORM} 축하해` }));
    expect(named.status).toBe(303);
    const row = await DB.prepare('SELECT gift_message FROM orders WHERE order_no = ?').bind(orderNo).first<{ gift_message: string }>();
    expect(row?.gift_message).toBe('생일 축하해');
  });

  it('a name at sign-up is refused, at the storefront and at the origin', async () => {
    const sf = storefront();
    for (const name of ['김\u202e수철', '김\u2066철수', '김철수\u0085', '김\u200f철수', '김\ud800철수']) {
      const userId = `bidi-${crypto.randomUUID().slice(0, 8)}@example.test`;
      if (!name.includes('\ud800')) {
        const body = new URLSearchParams({ userId, password: 'abcd1234!', passwordConfirm: 'abcd1234!', name, gender: 'F', returnTo: '/', terms: 'on', privacyRequired: 'on', age14: 'on' });
        const res = await browse(sf, new Jar(), '/join', { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect(res.status, JSON.stringify(name)).toBe(400);
        expect(await res.text()).toContain(ko.join.problems.name.CHARACTERS);
      }
      const direct = await origin('POST', '/user/join', { json: { user_id: userId, password: 'abcd1234!', name, gender: 'F', agreements: { terms: true, privacyRequired: true, age14: true } } });
      expect(direct.status, JSON.stringify(name)).toBe(400);
      expect(direct.body).toMatchObject({ message: originKo.auth.joinName });
      expect(await DB.prepare('SELECT 1 FROM members WHERE user_id = ?').bind(userId).first()).toBeNull();
    }
  });
});

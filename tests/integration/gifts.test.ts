import { describe, expect, it } from 'vitest';
import { ko as originKo } from '../../origin/copy/ko';
import { ko } from '../../src/copy/ko';
import { call as origin, createMember, DB } from './origin-auth-helpers';
import { storefront, type Storefront } from './harness';
import { browse, Jar, login } from './session-helpers';
import { payInSandbox } from './pay-helpers';

/**
 * Received gifts (issue 11 items 4 and 5): the sender names the recipient at the checkout (a
 * plain form; every refusal beside its field, what was typed kept), pays, and the gift shows in
 * the recipient's received gifts — not before payment, never in the sender's. Once delivered,
 * the recipient writes the gift review (gift mileage, marked as a gift on the item page); the
 * sender cannot review what they gave.
 */
const m = originKo.memberService;
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function coatOption(): Promise<number> {
  const item = (await origin<{ optionItems: { list: { list: { optionNo: number }[] }[] } }>('GET', '/api/v5/product-detail/1001')).body.data!;
  return item.optionItems.list[0]!.list[0]!.optionNo;
}

async function giftOrder(sf: Storefront, jar: Jar): Promise<string> {
  const res = await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo: 1001, lines: [{ optionNo: await coatOption(), qty: 1 }], gift: true }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orderNo: string } }).data.orderNo;
}

async function people(sf: Storefront) {
  const sender = await createMember({ password: 'demo1234!', name: '보내는이' });
  const recipient = await createMember({ password: 'demo1234!', name: '김선물' });
  return { sender, recipient, senderJar: await login(sf, sender.userId, new Jar()), recipientJar: await login(sf, recipient.userId, new Jar()) };
}

describe('gifts', () => {
  it('asks whom a gift goes to before payment; refusals stay beside the field with what was typed', async () => {
    const sf = storefront();
    const { sender, recipient, senderJar } = await people(sf);
    const orderNo = await giftOrder(sf, senderJar);
    const checkout = await (await browse(sf, senderJar, `/checkout?order=${orderNo}`)).text();
    expect(checkout).toContain('data-testid="gift-recipient"');
    expect(checkout).toContain('data-testid="gift-pay-first"');
    expect(checkout).not.toContain('data-testid="checkout-pay"');
    // The sandbox refuses to pay a gift that goes to no one, whatever the page shows.
    const unnamed = await origin('POST', `/sandbox/payments/${orderNo}`, { token: await originLogin(sender.userId), json: {} });
    expect(unnamed.body).toMatchObject({ errorCode: 'GIFT_RECIPIENT_REQUIRED', message: m.giftRecipientRequired });

    const refusals: [Record<string, string>, string, string][] = [
      [{ recipientId: 'not-an-email', message: '' }, 'recipientId', ko.member.giftInvalidEmail],
      [{ recipientId: 'nobody@nowhere.test', message: '축하해' }, 'recipientId', m.giftRecipientNotFound],
      [{ recipientId: sender.userId, message: '' }, 'recipientId', m.giftToSelf],
      [{ recipientId: recipient.userId, message: '가'.repeat(101) }, 'message', ko.member.giftMessageTooLong],
    ];
    for (const [fields, field, text] of refusals) {
      const res = await browse(sf, senderJar, '/checkout/gift', form({ order: orderNo, ...fields }));
      expect([fields, res.status]).toEqual([fields, field === 'message' || fields.recipientId === 'not-an-email' || fields.recipientId === sender.userId ? 400 : 404]);
      const html = await res.text();
      expect(html).toContain(`data-testid="gift-${field}-error"`);
      expect(html).toContain(text);
      expect(html).toContain(`value="${fields.recipientId}"`);
    }

    const named = await browse(sf, senderJar, '/checkout/gift', form({ order: orderNo, recipientId: recipient.userId.toUpperCase(), message: '생일 축하해 <b>!</b>' }));
    expect(named.status).toBe(303);
    const after = await (await browse(sf, senderJar, `/checkout?order=${orderNo}`)).text();
    expect(after).toContain('김** 님에게 보내는 선물이에요.');
    expect(after).toContain('생일 축하해 &lt;b&gt;!&lt;/b&gt;');
    expect(after).toContain('data-testid="checkout-pay"');
  });

  it('shows a paid gift to its recipient only, and lets the recipient (not the sender) review it once delivered', async () => {
    const sf = storefront();
    const { sender, recipient, senderJar, recipientJar } = await people(sf);
    const orderNo = await giftOrder(sf, senderJar);
    await browse(sf, senderJar, '/checkout/gift', form({ order: orderNo, recipientId: recipient.userId, message: '잘 입어' }));
    // Not yet paid, not yet given.
    expect(await (await browse(sf, recipientJar, '/my-order/gifts')).text()).toContain(ko.orders.giftsEmpty);

    expect((await payInSandbox(sf, senderJar, orderNo)).back.headers.get('location')).toBe(`/checkout/complete/${orderNo}`);
    const gifts = await browse(sf, recipientJar, '/my-order/gifts');
    expect(gifts.headers.get('cache-control')).toBe('private, no-store');
    const html = await gifts.text();
    expect(html).toContain(`data-gift-order="${orderNo}"`);
    expect(html).toContain('보*** 님이 보낸 선물');
    expect(html).toContain('잘 입어');
    expect(html).not.toMatch(/389,000원|311,200원/);
    expect(await (await browse(sf, senderJar, '/my-order/gifts')).text()).not.toContain(orderNo);

    expect((await browse(sf, senderJar, '/checkout/deliver', form({ order: orderNo }))).status).toBe(303);
    expect(await (await browse(sf, recipientJar, '/my-order/gifts')).text()).toContain('data-status="DELIVERED"');
    // The sender has nothing to review; the recipient has the gift line, with the gift variant.
    expect(await (await browse(sf, senderJar, '/my-order/review')).text()).not.toContain(`order=${orderNo}`);
    const mine = await (await browse(sf, recipientJar, '/my-order/review')).text();
    expect(mine).toContain(`order=${orderNo}`);
    const write = await (await browse(sf, recipientJar, `/my-order/review/write?order=${orderNo}&seq=0`)).text();
    expect(write).toContain(ko.reviews.giftWriteTitle);
    // The form knows it reviews a gift: it is tracked as the gift variant (src/member/review-events.ts).
    expect(write).toMatch(/"gift":true/);
    expect(await (await browse(sf, senderJar, `/my-order/review/write?order=${orderNo}&seq=0`)).status).toBe(404);

    const before = await DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(recipient.userNo).first<{ mileage: number }>();
    const review = { orderNo, seq: 0, rating: 5, content: '선물 받았는데 따뜻하고 좋아요.', photoKeys: [] };
    expect((await browse(sf, senderJar, '/api/v4/reviews', { method: 'POST', body: JSON.stringify(review) })).status).toBe(404);
    const written = await browse(sf, recipientJar, '/api/v4/reviews', { method: 'POST', body: JSON.stringify(review) });
    expect(written.status).toBe(200);
    const row = await DB.prepare('SELECT is_gift, user_no FROM reviews WHERE order_no = ?').bind(orderNo).first<{ is_gift: number; user_no: number }>();
    expect(row).toEqual({ is_gift: 1, user_no: recipient.userNo });
    const afterMileage = await DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(recipient.userNo).first<{ mileage: number }>();
    expect(afterMileage!.mileage - before!.mileage).toBe(((await written.json()) as { data: { mileage: number } }).data.mileage);
    expect(sender.userNo).not.toBe(recipient.userNo);
  });

  it('will not name a recipient for a paid gift, a bought order or another member’s order', async () => {
    const sf = storefront();
    const { recipient, senderJar, recipientJar } = await people(sf);
    const orderNo = await giftOrder(sf, senderJar);
    const foreign = await browse(sf, recipientJar, '/checkout/gift', form({ order: orderNo, recipientId: recipient.userId, message: '' }));
    expect(foreign.status).toBe(404);
    await browse(sf, senderJar, '/checkout/gift', form({ order: orderNo, recipientId: recipient.userId, message: '' }));
    await payInSandbox(sf, senderJar, orderNo);
    const paid = await browse(sf, senderJar, '/checkout/gift', form({ order: orderNo, recipientId: recipient.userId, message: '바꿀래' }));
    expect(paid.status).toBe(409);
    expect(await paid.text()).not.toContain('data-testid="gift-recipientId-error"');
    expect((await browse(sf, senderJar, '/checkout/gift', form({ order: '../x', recipientId: recipient.userId }))).status).toBe(303);
    expect((await sf.fetch('/checkout/gift', { ...form({ order: orderNo, recipientId: recipient.userId }), redirect: 'manual' })).status).toBe(303);
  });
});

async function originLogin(userId: string): Promise<string> {
  const res = await origin<{ accessToken: string }>('POST', '/user/login', { json: { id: userId, password: 'demo1234!' } });
  return res.body.data?.accessToken ?? (res.body as unknown as { accessToken: string }).accessToken;
}

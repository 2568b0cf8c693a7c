import { beforeAll, describe, expect, it } from 'vitest';
import { ItemDetailSchema, type ItemDetail } from '../../schemas/item-detail';
import { ko } from '../../src/copy/ko';
import { ko as originKo } from '../../origin/copy/ko';
import { DB } from './origin-auth-helpers';
import { adultVerifiedMember, bornYearsAgo, call, identifiedMember, newMember, person, type TestMember } from './origin-identity-harness';

const m = originKo.memberService;
type Line = { optionNo: number | null; qty: number; text?: string };

const count = async (member: TestMember) => (await call<{ count: number }>('GET', '/api/v4/cart-item/item-count', { token: member.token })).body.data?.count;
const addToCart = (member: TestMember, itemNo: number, lines: Line[]) => call<{ count: number }>('POST', '/api/v4/cart-item', { token: member.token, json: { itemNo, lines } });
const buyNow = (member: TestMember, itemNo: number, lines: Line[], gift = false) =>
  call<{ orderNo: string; checkoutUrl: string }>('POST', '/api/v4/orders/buy-now', { token: member.token, json: { itemNo, lines, gift } });

async function detail(itemNo: number): Promise<ItemDetail> {
  return ItemDetailSchema.parse((await call('GET', `/api/v5/product-detail/${itemNo}`)).body.data);
}

/** The leaf option of 1001 at 'colour/size' (combined options), read from the item itself. */
let coat: ItemDetail;
const coatOption = (colour: string, size: string) => coat.optionItems.list.find((o) => o.title === colour)!.list.find((l) => l.title === size)!.optionNo;

beforeAll(async () => {
  coat = await detail(1001);
});

describe('cart', () => {
  it("counts the member's own lines: new lines add, the same line grows", async () => {
    const member = await newMember();
    const other = await newMember();
    expect(await count(member)).toBe(0);
    expect((await addToCart(member, 1001, [{ optionNo: coatOption('블랙', 'S'), qty: 1 }])).body).toEqual({ result: 'SUCCESS', data: { count: 1 } });
    expect((await addToCart(member, 1001, [{ optionNo: coatOption('블랙', 'S'), qty: 2 }])).body.data).toEqual({ count: 1 });
    expect((await addToCart(member, 1003, [{ optionNo: null, qty: 1 }])).body.data).toEqual({ count: 2 });
    expect(await count(member)).toBe(2);
    expect(await count(other)).toBe(0);
    const line = await DB.prepare('SELECT qty FROM cart_items WHERE user_no = ? AND item_no = 1001').bind(member.userNo).first<{ qty: number }>();
    expect(line?.qty).toBe(3);
  });

  it('refuses a sold-out option with 409 SOLD_OUT and a Korean message', async () => {
    const member = await newMember();
    const res = await addToCart(member, 1001, [{ optionNo: coatOption('아이보리', 'L'), qty: 1 }]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ result: 'FAIL', errorCode: 'SOLD_OUT', message: m.optionSoldOut('아이보리 / L') });
    expect(await count(member)).toBe(0);
  });

  it('refuses items not on sale, unknown options and quantities beyond the limits', async () => {
    const member = await newMember();
    expect((await addToCart(member, 1004, [{ optionNo: null, qty: 1 }])).body).toMatchObject({ errorCode: 'SOLD_OUT', message: m.itemSoldOut });
    expect((await addToCart(member, 1007, [{ optionNo: null, qty: 1 }])).body).toMatchObject({ errorCode: 'NOT_ON_SALE', message: m.notOnSale });
    expect((await addToCart(member, 1107, [{ optionNo: null, qty: 1 }])).status).toBe(404);
    expect((await addToCart(member, 1001, [{ optionNo: 999999, qty: 1 }])).body).toMatchObject({ errorCode: 'INVALID_OPTION' });
    expect((await addToCart(member, 1001, [{ optionNo: null, qty: 1 }])).body).toMatchObject({ errorCode: 'OPTION_REQUIRED' });
    const jacket = await detail(1009);
    const m1009 = jacket.optionItems.list[0]!.list[0]!.optionNo;
    const over = await addToCart(member, 1009, [{ optionNo: m1009, qty: 3 }]);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ errorCode: 'QUANTITY_LIMIT', message: ko.product.quantity.aboveMaxOrder(2) });
    // Two now, one more later: the line in the cart would hold three.
    expect((await addToCart(member, 1009, [{ optionNo: m1009, qty: 2 }])).status).toBe(200);
    expect((await addToCart(member, 1009, [{ optionNo: m1009, qty: 1 }])).body).toMatchObject({ errorCode: 'QUANTITY_LIMIT' });
    const mug = await detail(1008);
    expect((await addToCart(member, 1008, [{ optionNo: mug.optionItems.list[0]!.list[0]!.optionNo, qty: 1 }])).body).toMatchObject({ errorCode: 'TEXT_REQUIRED' });
    expect(await count(member)).toBe(1);
  });
});

describe('the adult-only item 1005', () => {
  const line = [{ optionNo: null, qty: 1 }];

  it('is refused to an unverified member and to a minor, whatever they send', async () => {
    const unverified = await identifiedMember(person({ name: '노인증', birthDate: '1980-01-01' }));
    const minor = await adultVerifiedMember(person({ name: '어린이', birthDate: bornYearsAgo(17) }));
    const fresh = await newMember();
    for (const member of [unverified, minor, fresh]) {
      for (const res of [await addToCart(member, 1005, line), await buyNow(member, 1005, line), await buyNow(member, 1005, line, true)]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ result: 'FAIL', errorCode: 'ADULT_VERIFICATION_REQUIRED', message: m.adultRequired });
      }
      expect(await count(member)).toBe(0);
    }
    const forged = await call('POST', '/api/v4/cart-item', { token: minor.token, json: { itemNo: 1005, lines: line, isAdult: true, useAdultCheck: false } });
    expect(forged.status).toBe(403);
  });

  it('is sold to a verified adult: cart, buy now and gift', async () => {
    const adult = await adultVerifiedMember(person({ name: '성인', birthDate: '1985-06-06' }));
    expect((await addToCart(adult, 1005, line)).body).toEqual({ result: 'SUCCESS', data: { count: 1 } });
    expect((await buyNow(adult, 1005, line)).status).toBe(200);
    expect((await buyNow(adult, 1005, line, true)).status).toBe(200);
  });
});

describe('buy now and gift', () => {
  it('creates a buy-now order waiting for checkout', async () => {
    const member = await newMember();
    const res = await buyNow(member, 1003, [{ optionNo: null, qty: 2 }]);
    expect(res.status).toBe(200);
    const { orderNo, checkoutUrl } = res.body.data!;
    expect(orderNo).toMatch(/^\d{18}$/);
    expect(checkoutUrl).toBe(`/checkout?order=${orderNo}`);
    const order = await DB.prepare('SELECT user_no, kind, total_price FROM orders WHERE order_no = ?').bind(orderNo).first();
    expect(order).toEqual({ user_no: member.userNo, kind: 'buy_now', total_price: 2 * (await detail(1003)).sellPrice });
    expect(await count(member)).toBe(0);
  });

  it('reads an order back for its member only (checkout)', async () => {
    const member = await newMember();
    const other = await newMember();
    const { orderNo } = (await buyNow(member, 1003, [{ optionNo: null, qty: 2 }])).body.data!;
    const mine = await call<{ orderNo: string; kind: string; totalPrice: number; lines: { itemNo: number; qty: number; unitPrice: number }[] }>('GET', `/api/v4/orders/${orderNo}`, {
      token: member.token,
    });
    expect(mine.status).toBe(200);
    const price = (await detail(1003)).sellPrice;
    expect(mine.body.data).toMatchObject({ orderNo, kind: 'buy_now', totalPrice: 2 * price, lines: [{ itemNo: 1003, qty: 2, unitPrice: price }] });
    expect((await call('GET', `/api/v4/orders/${orderNo}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/api/v4/orders/${orderNo}`)).status).toBe(401);
    expect((await call('GET', '/api/v4/orders/..%2F..%2Fetc', { token: member.token })).status).toBe(400);
  });

  it('creates a gift order for a gift-allowed item and refuses others', async () => {
    const member = await newMember();
    const gift = await buyNow(member, 1001, [{ optionNo: coatOption('차콜', 'M'), qty: 1 }], true);
    expect(gift.status).toBe(200);
    const order = await DB.prepare('SELECT kind FROM orders WHERE order_no = ?').bind(gift.body.data!.orderNo).first();
    expect(order).toEqual({ kind: 'gift' });
    const lines = await DB.prepare('SELECT item_no, option_no, qty, unit_price FROM order_lines WHERE order_no = ?').bind(gift.body.data!.orderNo).all();
    expect(lines.results).toEqual([{ item_no: 1001, option_no: coatOption('차콜', 'M'), qty: 1, unit_price: coat.sellPrice }]);

    expect((await detail(1003)).isAllowedGiftOrder).toBe('F');
    const refused = await buyNow(member, 1003, [{ optionNo: null, qty: 1 }], true);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ result: 'FAIL', errorCode: 'GIFT_NOT_ALLOWED', message: m.giftNotAllowed });
    expect((await buyNow(member, 1001, [{ optionNo: coatOption('아이보리', 'L'), qty: 1 }], true)).body).toMatchObject({ errorCode: 'SOLD_OUT' });
  });
});

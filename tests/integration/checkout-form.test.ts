import { createScheduledController } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ko as originKo } from '../../origin/copy/ko';
import { ensureDatabase } from '../../origin/db/migrate';
import { ORDER_EXPIRY_CRON } from '../../origin/order-expiry';
import { checkoutProblem } from '../../origin/routes/checkout-ready';
import originWorker from '../../origin/worker';
import { UNPAID_ORDER_HOLD_MS } from '../../rules/order-hold';
import { leaf as optionNo } from './item-options';
import { call, createMember, DB, originEnv } from './origin-auth-helpers';

/**
 * The checkout form's origin side (issue 29 §1, issue 31 §3): the address book keeps its cap and
 * one default under twenty parallel writes; a coupon is held by one order whatever twenty
 * parallel applies ask; mileage never takes the balance below 0; after every apply
 * `orders.total_price` is the summary's final amount; checkoutProblem names what stands in the
 * way of paying; another member's address or order is refused; an expired unpaid order gives
 * its coupon and mileage back.
 */
const ITEM = 1001;
const t = originKo.checkoutForm;

async function buyer() {
  const made = await createMember({ password: 'demo1234!', name: '주문자' });
  const session = await call<{ accessToken: string }>('POST', '/user/login', { json: { id: made.userId, password: 'demo1234!' } });
  return { ...made, token: session.body.data!.accessToken };
}

async function order(token: string): Promise<string> {
  const res = await call<{ orderNo: string }>('POST', '/api/v4/orders/buy-now', { token, json: { itemNo: ITEM, lines: [{ optionNo: await optionNo(ITEM), qty: 1 }], gift: false } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.orderNo;
}

const address = (n = 0) => ({
  label: `집${n}`,
  recipientName: '김배송',
  recipientPhone: '01012345678',
  zipcode: '04524',
  address: '서울특별시 중구 세종대로 110',
  addressDetail: `${n}층`,
  isDefault: false,
});
const delivery = {
  recipientName: '김배송',
  recipientPhone: '010-1234-5678',
  zipcode: '04524',
  address: '서울특별시 중구 세종대로 110',
  addressDetail: '3층',
  deliveryRequest: '문 앞에 놓아주세요',
  saveToBook: false,
};

async function giveCoupon(userNo: number, worth: { type?: string; value?: number; max?: number; min?: number; brandNo?: number | null; days?: number } = {}): Promise<number> {
  const row = await DB.prepare(
    `INSERT INTO member_coupons (user_no, name, expires_at, discount_type, discount_value, max_discount, min_order_amount, brand_no) VALUES (?, '테스트 쿠폰', ?, ?, ?, ?, ?, ?) RETURNING coupon_no`,
  )
    .bind(userNo, Date.now() + (worth.days ?? 7) * 86_400_000, worth.type ?? 'AMOUNT', worth.value ?? 5000, worth.max ?? 0, worth.min ?? 0, worth.brandNo ?? null)
    .first<{ coupon_no: number }>();
  return row!.coupon_no;
}

interface FormAnswer {
  summary: { itemsPrice: number; sale: number; coupon: number; mileage: number; shipping: number; final: number };
  totalPrice: number;
  couponNo: number | null;
  coupons: { couponNo: number; usable: boolean; discount: number; reason: string | null }[];
  mileage: { balance: number; used: number; max: number; minBalance: number; unit: number };
  problem: { code: string; message: string } | null;
  delivery: unknown;
}

const form = (token: string, orderNo: string) => call<FormAnswer>('GET', `/api/v4/orders/${orderNo}/checkout-form`, { token });
const apply = (token: string, orderNo: string, couponNo: number | null, mileage: number) => call<FormAnswer>('POST', `/api/v4/orders/${orderNo}/discount`, { token, json: { couponNo, mileage } });
const stored = (orderNo: string) =>
  DB.prepare('SELECT total_price, coupon_no, coupon_discount, mileage_used FROM orders WHERE order_no = ?')
    .bind(orderNo)
    .first<{ total_price: number; coupon_no: number | null; coupon_discount: number; mileage_used: number }>();
const balance = async (userNo: number) => (await DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(userNo).first<{ mileage: number }>())!.mileage;

async function couponsAllowed() {
  await DB.prepare('UPDATE items SET is_coupon_allowed_in_order = 1 WHERE item_no = ?').bind(ITEM).run();
  await DB.prepare('UPDATE brands SET is_coupon_use = 1 WHERE brand_no = (SELECT brand_no FROM items WHERE item_no = ?)').bind(ITEM).run();
}

// Enough stock for every order here, whatever the item's demo stock.
beforeEach(async () => {
  await ensureDatabase(DB);
  await DB.batch([DB.prepare('UPDATE items SET is_limited_qty = 0 WHERE item_no = ?').bind(ITEM), DB.prepare('UPDATE item_options SET is_limited_qty = 0 WHERE item_no = ?').bind(ITEM)]);
});

describe('address book', () => {
  it('keeps at most 10 addresses and exactly one default under 20 parallel adds', async () => {
    const m = await buyer();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', '/api/v4/addresses', { token: m.token, json: { ...address(i), isDefault: i % 3 === 0 } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.errorCode)).toEqual(Array(10).fill('ADDRESS_BOOK_FULL'));
    const rows = await DB.prepare('SELECT COUNT(*) AS n, SUM(is_default) AS d FROM member_addresses WHERE user_no = ?').bind(m.userNo).first<{ n: number; d: number }>();
    expect(rows).toEqual({ n: 10, d: 1 });
  });

  it('moves the default with 20 parallel set-defaults and deletes, never leaving none or two', async () => {
    const m = await buyer();
    const nos: number[] = [];
    for (let i = 0; i < 5; i++) nos.push((await call<{ addressNo: number }>('POST', '/api/v4/addresses', { token: m.token, json: address(i) })).body.data!.addressNo);
    const first = await DB.prepare('SELECT address_no FROM member_addresses WHERE user_no = ? AND is_default = 1').bind(m.userNo).all<{ address_no: number }>();
    expect(first.results.map((r) => r.address_no)).toEqual([nos[0]]);
    await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', `/api/v4/addresses/${nos[i % 5]}/default`, { token: m.token })));
    expect((await DB.prepare('SELECT SUM(is_default) AS d FROM member_addresses WHERE user_no = ?').bind(m.userNo).first<{ d: number }>())!.d).toBe(1);
    const def = (await DB.prepare('SELECT address_no FROM member_addresses WHERE user_no = ? AND is_default = 1').bind(m.userNo).first<{ address_no: number }>())!.address_no;
    const del = await call('DELETE', `/api/v4/addresses/${def}`, { token: m.token });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const after = await DB.prepare('SELECT COUNT(*) AS n, SUM(is_default) AS d FROM member_addresses WHERE user_no = ?').bind(m.userNo).first<{ n: number; d: number }>();
    expect(after).toEqual({ n: 4, d: 1 });
    // The member's own address (user info) is the default one.
    const info = async () => (await call<{ zipcode: string; address_detail: string }>('GET', '/user/info/', { token: m.token })).body.data!;
    const now = (await DB.prepare('SELECT address_detail FROM member_addresses WHERE user_no = ? AND is_default = 1').bind(m.userNo).first<{ address_detail: string }>())!.address_detail;
    expect(await info()).toMatchObject({ zipcode: '04524', address_detail: now });
    const kept = nos.find((n) => n !== def)!;
    const edited = await call<{ addresses: { addressNo: number; recipientPhone: string; isDefault: boolean }[] }>('PUT', `/api/v4/addresses/${kept}`, {
      token: m.token,
      json: { ...address(9), recipientPhone: '010 9876 5432', isDefault: true },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data!.addresses[0]).toMatchObject({ addressNo: kept, recipientPhone: '010-9876-5432', isDefault: true });
    expect(edited.body.data!.addresses.filter((a) => a.isDefault)).toHaveLength(1);
    expect(await info()).toMatchObject({ address_detail: '9층' });
    for (const n of nos) await call('DELETE', `/api/v4/addresses/${n}`, { token: m.token });
    expect(await info()).toMatchObject({ zipcode: '', address_detail: '' });
  });

  it("refuses another member's address and a malformed one with a field message", async () => {
    const owner = await buyer();
    const other = await buyer();
    const no = (await call<{ addressNo: number }>('POST', '/api/v4/addresses', { token: owner.token, json: address() })).body.data!.addressNo;
    for (const [method, path, json] of [
      ['PUT', `/api/v4/addresses/${no}`, address(2)],
      ['DELETE', `/api/v4/addresses/${no}`, undefined],
      ['POST', `/api/v4/addresses/${no}/default`, undefined],
      ['DELETE', '/api/v4/addresses/abc', undefined],
    ] as const) {
      const res = await call(method, path, { token: other.token, json });
      expect([path, res.status, res.body.errorCode]).toEqual([path, 404, 'ADDRESS_NOT_FOUND']);
    }
    expect((await call<{ addresses: unknown[] }>('GET', '/api/v4/addresses', { token: other.token })).body.data!.addresses).toEqual([]);
    const bad = await call('POST', '/api/v4/addresses', { token: owner.token, json: { ...address(), recipientPhone: '02-123-4567' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'INVALID_REQUEST', field: 'recipientPhone', message: t.recipientPhone });
    expect((await call('GET', '/api/v4/addresses')).status).toBe(401);
    // Leaving takes the saved addresses with it.
    expect((await call('DELETE', '/user/info/', { token: owner.token, json: { user_password: 'demo1234!' } })).status).toBe(200);
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM member_addresses WHERE user_no = ?').bind(owner.userNo).first()).toEqual({ n: 0 });
  });
});

describe('coupon and mileage on an order', () => {
  it('leaves one coupon on one order under 20 parallel applies to two orders; total_price is the summary each time', async () => {
    await couponsAllowed();
    const m = await buyer();
    const [a, b] = [await order(m.token), await order(m.token)];
    const before = (await stored(b))!.total_price;
    const coupon = await giveCoupon(m.userNo, { value: 5000 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => apply(m.token, i % 2 ? a : b, coupon, 0)));
    expect(answers.every((r) => r.status === 200 || (r.status === 409 && ['COUPON_UNAVAILABLE', 'CHECKOUT_CHANGED'].includes(r.body.errorCode ?? '')))).toBe(true);
    const holders = await DB.prepare('SELECT order_no FROM orders WHERE coupon_no = ?').bind(coupon).all<{ order_no: string }>();
    expect(holders.results).toHaveLength(1);
    const holder = holders.results[0]!.order_no;
    expect((await DB.prepare('SELECT used_order_no FROM member_coupons WHERE coupon_no = ?').bind(coupon).first<{ used_order_no: string }>())!.used_order_no).toBe(holder);
    const loser = holder === a ? b : a;
    expect(await stored(loser)).toMatchObject({ total_price: before, coupon_no: null, coupon_discount: 0 });
    const held = await form(m.token, holder);
    expect(held.body.data!.summary).toMatchObject({ coupon: 5000, final: before - 5000 });
    expect((await stored(holder))!.total_price).toBe(held.body.data!.summary.final);
    // The other order sees the coupon as taken.
    expect((await form(m.token, loser)).body.data!.coupons.find((c) => c.couponNo === coupon)).toBeUndefined();
    expect((await apply(m.token, loser, coupon, 0)).body.errorCode).toBe('COUPON_NOT_FOUND');
    // Released by choosing none: the other order may take it.
    expect((await apply(m.token, holder, null, 0)).body.data!.summary.final).toBe(before);
    expect((await apply(m.token, loser, coupon, 0)).status).toBe(200);
  });

  it('never takes the balance below 0 under 20 parallel mileage applies; the order keeps adding up', async () => {
    await couponsAllowed();
    const m = await buyer();
    await DB.prepare('UPDATE members SET mileage = 5000 WHERE user_no = ?').bind(m.userNo).run();
    const orders = [await order(m.token), await order(m.token), await order(m.token)];
    await Promise.all(Array.from({ length: 20 }, (_, i) => apply(m.token, orders[i % 3]!, null, 2000)));
    const left = await balance(m.userNo);
    expect(left).toBeGreaterThanOrEqual(0);
    const used = await Promise.all(orders.map(async (o) => (await stored(o))!));
    expect(used.reduce((s, o) => s + o.mileage_used, 0) + left).toBe(5000);
    expect(used.filter((o) => o.mileage_used === 2000)).toHaveLength(2);
    for (const o of orders) {
      const f = (await form(m.token, o)).body.data!;
      expect(f.summary.itemsPrice - f.summary.sale - f.summary.coupon - f.summary.mileage + f.summary.shipping).toBe(f.summary.final);
      expect((await stored(o))!.total_price).toBe(f.summary.final);
    }
  });

  it('applies a coupon and mileage together, by the rules the form answers', async () => {
    await couponsAllowed();
    const m = await buyer();
    await DB.prepare('UPDATE members SET mileage = 3005 WHERE user_no = ?').bind(m.userNo).run();
    const o = await order(m.token);
    const coupon = await giveCoupon(m.userNo, { type: 'RATE', value: 10, max: 2000 });
    const f = (await form(m.token, o)).body.data!;
    expect(f.mileage).toMatchObject({ balance: 3005, used: 0, minBalance: 1000, unit: 10, max: 3000 });
    expect(f.coupons.find((c) => c.couponNo === coupon)).toMatchObject({ usable: true });
    const refused = [
      [15, 'NOT_UNIT'],
      [3010, 'ABOVE_MAX'],
    ] as const;
    for (const [use, reason] of refused) expect((await apply(m.token, o, coupon, use)).body).toMatchObject({ errorCode: 'MILEAGE_NOT_ALLOWED', message: t.mileageReasons[reason] });
    const done = (await apply(m.token, o, coupon, 3000)).body.data!;
    const discount = f.coupons.find((c) => c.couponNo === coupon)!.discount;
    expect(done.summary).toMatchObject({ coupon: discount, mileage: 3000, final: f.summary.final - discount - 3000 });
    expect((await stored(o))!.total_price).toBe(done.summary.final);
    expect(await balance(m.userNo)).toBe(5);
    // Changed to less: the difference comes back.
    expect((await apply(m.token, o, coupon, 1000)).status).toBe(200);
    expect(await balance(m.userNo)).toBe(2005);
    expect((await stored(o))!.total_price).toBe(f.summary.final - discount - 1000);
  });

  it('refuses a coupon the items or their brand do not take, and one under its minimum', async () => {
    const m = await buyer();
    await couponsAllowed();
    const o = await order(m.token);
    const min = await giveCoupon(m.userNo, { min: 100_000_000 });
    expect((await apply(m.token, o, min, 0)).body).toMatchObject({ errorCode: 'COUPON_UNAVAILABLE', message: t.couponReasons.BELOW_MINIMUM });
    await DB.prepare('UPDATE items SET is_coupon_allowed_in_order = 0 WHERE item_no = ?').bind(ITEM).run();
    try {
      const any = await giveCoupon(m.userNo);
      expect((await apply(m.token, o, any, 0)).body).toMatchObject({ errorCode: 'COUPON_UNAVAILABLE', message: t.couponReasons.NOT_APPLICABLE });
    } finally {
      await couponsAllowed();
    }
  });

  it("refuses another member's order on every checkout-form route", async () => {
    const owner = await buyer();
    const other = await buyer();
    const o = await order(owner.token);
    const coupon = await giveCoupon(other.userNo);
    for (const res of [await form(other.token, o), await apply(other.token, o, coupon, 0), await call('POST', `/api/v4/orders/${o}/delivery`, { token: other.token, json: delivery })]) {
      expect([res.status, res.body.errorCode]).toEqual([404, 'ORDER_NOT_FOUND']);
    }
    expect((await form(owner.token, 'bad order!')).status).toBe(400);
    expect(await stored(o)).toMatchObject({ coupon_no: null, mileage_used: 0 });
  });
});

describe('checkoutProblem', () => {
  it('names a missing address, a coupon no longer valid and mileage above the balance; null when ready', async () => {
    await couponsAllowed();
    const m = await buyer();
    await DB.prepare('UPDATE members SET mileage = 2000 WHERE user_no = ?').bind(m.userNo).run();
    const o = await order(m.token);
    expect(await checkoutProblem(DB, o, m.userNo)).toBe('DELIVERY_ADDRESS_REQUIRED');
    expect((await form(m.token, o)).body.data!.problem).toEqual({ code: 'DELIVERY_ADDRESS_REQUIRED', message: t.deliveryAddressRequired });
    const saved = await call<{ saved: boolean; delivery: unknown }>('POST', `/api/v4/orders/${o}/delivery`, { token: m.token, json: { ...delivery, saveToBook: true } });
    expect(saved.body.data).toMatchObject({ saved: true, delivery: { recipientPhone: '010-1234-5678', deliveryRequest: '문 앞에 놓아주세요' } });
    expect((await call<{ addresses: { isDefault: boolean }[] }>('GET', '/api/v4/addresses', { token: m.token })).body.data!.addresses).toMatchObject([{ isDefault: true }]);
    expect(await checkoutProblem(DB, o, m.userNo)).toBeNull();
    expect(await checkoutProblem(DB, o, m.userNo + 100_000)).toBe('ORDER_NOT_FOUND');
    // The order answer the order pages read carries the address.
    expect((await call('GET', `/api/v4/orders/${o}`, { token: m.token })).body.data).toMatchObject({
      delivery: { zipcode: '04524', addressDetail: '3층' },
      couponNo: null,
      couponDiscount: 0,
      mileageUsed: 0,
    });

    const coupon = await giveCoupon(m.userNo);
    expect((await apply(m.token, o, coupon, 1000)).status).toBe(200);
    expect(await checkoutProblem(DB, o, m.userNo)).toBeNull();
    expect((await call('GET', `/api/v4/orders/${o}`, { token: m.token })).body.data).toMatchObject({ couponNo: coupon, couponDiscount: 5000, mileageUsed: 1000 });
    await DB.prepare('UPDATE member_coupons SET expires_at = ? WHERE coupon_no = ?')
      .bind(Date.now() - 1, coupon)
      .run();
    expect(await checkoutProblem(DB, o, m.userNo)).toBe('COUPON_NO_LONGER_VALID');
    expect((await apply(m.token, o, null, 1000)).status).toBe(200);
    expect(await checkoutProblem(DB, o, m.userNo)).toBeNull();
    // A clawback after the mileage was reserved: the balance no longer covers it.
    await DB.prepare('UPDATE members SET mileage = mileage - 1500 WHERE user_no = ?').bind(m.userNo).run();
    expect(await checkoutProblem(DB, o, m.userNo)).toBe('MILEAGE_ABOVE_BALANCE');
  });

  it('a gift needs no address, and refuses one', async () => {
    const m = await buyer();
    const res = await call<{ orderNo: string }>('POST', '/api/v4/orders/buy-now', { token: m.token, json: { itemNo: ITEM, lines: [{ optionNo: await optionNo(ITEM), qty: 1 }], gift: true } });
    const o = res.body.data!.orderNo;
    expect(await checkoutProblem(DB, o, m.userNo)).toBeNull();
    expect((await call('POST', `/api/v4/orders/${o}/delivery`, { token: m.token, json: delivery })).body.errorCode).toBe('DELIVERY_NOT_FOR_GIFT');
  });

  it('an expired unpaid order gives its coupon and mileage back', async () => {
    await couponsAllowed();
    const m = await buyer();
    await DB.prepare('UPDATE members SET mileage = 4000 WHERE user_no = ?').bind(m.userNo).run();
    const o = await order(m.token);
    const coupon = await giveCoupon(m.userNo);
    expect((await apply(m.token, o, coupon, 3000)).status).toBe(200);
    expect(await balance(m.userNo)).toBe(1000);
    await DB.prepare('UPDATE orders SET created_at = created_at - ? WHERE order_no = ?')
      .bind(UNPAID_ORDER_HOLD_MS + 60_000, o)
      .run();
    await originWorker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: ORDER_EXPIRY_CRON }), originEnv);
    expect(await balance(m.userNo)).toBe(4000);
    expect(await DB.prepare('SELECT used_at, used_order_no FROM member_coupons WHERE coupon_no = ?').bind(coupon).first()).toEqual({ used_at: null, used_order_no: null });
    expect((await apply(m.token, o, null, 0)).body.errorCode).toBe('ORDER_NOT_EDITABLE');
  });
});

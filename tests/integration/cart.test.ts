import { describe, expect, it } from 'vitest';
import type { Cart } from '../../schemas/cart';
import { ko as originKo } from '../../origin/copy/ko';
import { call as origin, createMember, DB } from './origin-auth-helpers';
import { storefront, type Storefront } from './harness';
import { browse, Jar, login } from './session-helpers';
import { payInSandbox } from './pay-helpers';
import { leaf } from './item-options';

/**
 * The cart page and its calls (issue 11 item 3), through the storefront: lines priced and
 * checked against the item as it is now, quantity within the item's limits, removal, an order
 * of the chosen lines that is refused when the cart changed meanwhile, and payment taking
 * exactly the ordered lines out of the cart.
 */
const m = originKo.memberService;
type Json<T> = { result?: string; errorCode?: string; message?: string; data: T };

async function member(sf: Storefront): Promise<{ jar: Jar; userNo: number }> {
  const made = await createMember({ password: 'demo1234!' });
  return { jar: await login(sf, made.userId, new Jar()), userNo: made.userNo };
}

const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function call<T>(sf: Storefront, jar: Jar, path: string, init: RequestInit = {}) {
  const res = await browse(sf, jar, path, init);
  return { status: res.status, body: (await res.json()) as Json<T> };
}

const add = (sf: Storefront, jar: Jar, itemNo: number, lines: { optionNo: number | null; qty: number; text?: string }[]) =>
  call<{ count: number }>(sf, jar, '/api/v4/cart-item', send('POST', { itemNo, lines }));
const cart = async (sf: Storefront, jar: Jar) => (await call<Cart>(sf, jar, '/api/v4/cart-item')).body.data;

describe('cart page', () => {
  it('sends a visitor to log in and back; its calls answer 401', async () => {
    const sf = storefront();
    const res = await sf.fetch('/cart', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/cart')}`);
    expect((await sf.fetch('/api/v4/cart-item')).status).toBe(401);
  });

  it('shows the lines, latest first, priced as the item is now, with the badge agreeing and a cart visit counted', async () => {
    const sf = storefront();
    const { jar } = await member(sf);
    const black = await leaf(1001, '블랙 / M');
    expect((await add(sf, jar, 1001, [{ optionNo: black, qty: 2 }])).status).toBe(200);
    expect((await add(sf, jar, 1003, [{ optionNo: null, qty: 1 }])).status).toBe(200);

    const data = await cart(sf, jar);
    expect(data.count).toBe(2);
    expect(data.lines.map((l) => l.itemNo)).toEqual([1003, 1001]);
    const coat = data.lines[1]!;
    expect(coat).toMatchObject({ optionNo: black, optionLabel: '블랙 / M', qty: 2, minQty: 1, maxQty: 5, state: 'orderable', reason: '' });
    expect(coat.consumerUnitPrice).toBeGreaterThan(coat.unitPrice);
    expect(coat.shipping.freeBrand).toBe(true);

    const res = await browse(sf, jar, '/cart');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('sf_cart_visits='))).toMatch(/^sf_cart_visits=1;/);
    const html = await res.text();
    expect(html).toContain('data-testid="cart-page"');
    expect(html.indexOf('data-cart-line')).toBeGreaterThan(-1);
    expect(html).toContain('블랙 / M');
    expect(html).toMatch(/장바구니 2 \(상품 2개\)/);
    // Coming back to the cart from another page counts another visit.
    expect((await browse(sf, jar, '/cart')).headers.getSetCookie().some((c) => c.startsWith('sf_cart_visits='))).toBe(false);
    jar.values.set('sf_current_url', encodeURIComponent('http://127.0.0.1:8787/'));
    const again = await browse(sf, jar, '/cart');
    expect(again.headers.getSetCookie().find((c) => c.startsWith('sf_cart_visits='))).toMatch(/^sf_cart_visits=2;/);
  });

  it('changes a quantity within the item limits and refuses one outside them with the reason', async () => {
    const sf = storefront();
    const { jar } = await member(sf);
    await add(sf, jar, 1009, [{ optionNo: await leaf(1009), qty: 1 }]);
    const [line] = (await cart(sf, jar)).lines;
    expect(line).toMatchObject({ itemNo: 1009, maxQty: 2 });

    const two = await call<Cart>(sf, jar, `/api/v4/cart-item/${line!.cartItemNo}`, send('PUT', { qty: 2 }));
    expect(two.status).toBe(200);
    expect(two.body.data.lines[0]?.qty).toBe(2);

    const three = await call<Cart>(sf, jar, `/api/v4/cart-item/${line!.cartItemNo}`, send('PUT', { qty: 3 }));
    expect(three.status).toBe(409);
    expect(three.body).toMatchObject({ result: 'FAIL', errorCode: 'QUANTITY_LIMIT', message: expect.stringContaining('2') });
    expect((await cart(sf, jar)).lines[0]?.qty).toBe(2);

    expect((await call(sf, jar, `/api/v4/cart-item/${line!.cartItemNo}`, send('PUT', { qty: 0 }))).status).toBe(400);
    expect((await call(sf, jar, `/api/v4/cart-item/${line!.cartItemNo}`, send('PUT', { qty: 'many' }))).status).toBe(400);
    expect((await call(sf, jar, '/api/v4/cart-item/abc', send('PUT', { qty: 1 }))).status).toBe(400);
    expect((await call(sf, jar, '/api/v4/cart-item/99999999999999999999', send('PUT', { qty: 1 }))).status).toBe(400);
    // Another member's line is not found, and not changed.
    const other = await member(sf);
    const foreign = await call(sf, other.jar, `/api/v4/cart-item/${line!.cartItemNo}`, send('PUT', { qty: 1 }));
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: 'CART_LINE_NOT_FOUND', message: m.cartLineNotFound } });
    expect((await cart(sf, jar)).lines[0]?.qty).toBe(2);
  });

  it('removes lines; the count follows, a second press and a foreign number change nothing', async () => {
    const sf = storefront();
    const { jar } = await member(sf);
    const other = await member(sf);
    await add(sf, jar, 1003, [{ optionNo: null, qty: 1 }]);
    await add(sf, jar, 1009, [{ optionNo: await leaf(1009), qty: 1 }]);
    await add(sf, other.jar, 1003, [{ optionNo: null, qty: 1 }]);
    const mine = (await cart(sf, jar)).lines;
    const theirs = (await cart(sf, other.jar)).lines;

    const removed = await call<Cart>(sf, jar, '/api/v4/cart-item/remove', send('POST', { cartItemNos: [mine[0]!.cartItemNo, theirs[0]!.cartItemNo] }));
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ count: 1, lines: [{ cartItemNo: mine[1]!.cartItemNo }] });
    expect((await call(sf, jar, '/api/v4/cart-item/remove', send('POST', { cartItemNos: [mine[0]!.cartItemNo] }))).body.data).toMatchObject({ count: 1 });
    expect((await call<{ count: number }>(sf, jar, '/api/v4/cart-item/item-count')).body.data.count).toBe(1);
    expect((await cart(sf, other.jar)).count).toBe(1);
    expect((await call(sf, jar, '/api/v4/cart-item/remove', send('POST', { cartItemNos: [] }))).status).toBe(400);
    expect((await call(sf, jar, '/api/v4/cart-item/remove', send('POST', { cartItemNos: Array.from({ length: 101 }, (_, i) => i + 1) }))).status).toBe(400);
  });

  it('marks a line that sold out after it was added, and will not order it', async () => {
    const sf = storefront();
    const { jar, userNo } = await member(sf);
    // 1004 is sold out: it cannot be added now, so the line is put as it was stored before.
    await DB.prepare('INSERT INTO cart_items (user_no, item_no, option_key, option_text, qty, created_at, updated_at) VALUES (?, 1004, 0, ?, 1, ?, ?)').bind(userNo, '', Date.now(), Date.now()).run();
    const [line] = (await cart(sf, jar)).lines;
    expect(line).toMatchObject({ itemNo: 1004, state: 'soldOut', reason: m.itemSoldOut });
    const html = await (await browse(sf, jar, '/cart')).text();
    expect(html).toContain('data-state="soldOut"');
    const order = await call(sf, jar, '/api/v4/orders/from-cart', send('POST', { lines: [{ cartItemNo: line!.cartItemNo, qty: 1 }] }));
    expect(order.status).toBe(409);
    expect(order.body).toMatchObject({ errorCode: 'SOLD_OUT', message: expect.stringContaining(m.itemSoldOut) });
    expect(await DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_no = ? AND kind = 'cart'").bind(userNo).first<{ n: number }>()).toEqual({ n: 0 });
  });

  it('orders the chosen lines as one order; a changed cart is refused as stale; paying takes just those lines out', async () => {
    const sf = storefront();
    const { jar, userNo } = await member(sf);
    await add(sf, jar, 1003, [{ optionNo: null, qty: 2 }]);
    await add(sf, jar, 1009, [{ optionNo: await leaf(1009), qty: 1 }]);
    const lines = (await cart(sf, jar)).lines.filter((l) => l.itemNo === 1003 || l.itemNo === 1009);
    const asked = lines.map((l) => ({ cartItemNo: l.cartItemNo, qty: l.qty }));

    // Another tab changed a quantity: the order as seen is stale.
    await call(sf, jar, `/api/v4/cart-item/${lines[1]!.cartItemNo}`, send('PUT', { qty: lines[1]!.qty + 1 }));
    const stale = await call(sf, jar, '/api/v4/orders/from-cart', send('POST', { lines: asked }));
    expect(stale).toMatchObject({ status: 409, body: { errorCode: 'CART_STALE', message: m.cartStale } });
    expect((await call(sf, jar, '/api/v4/orders/from-cart', send('POST', { lines: [asked[0], asked[0]] }))).status).toBe(400);

    const fresh = (await cart(sf, jar)).lines.filter((l) => l.itemNo === 1003 || l.itemNo === 1009).map((l) => ({ cartItemNo: l.cartItemNo, qty: l.qty }));
    const ordered = await call<{ orderNo: string; checkoutUrl: string }>(sf, jar, '/api/v4/orders/from-cart', send('POST', { lines: fresh }));
    expect(ordered.status).toBe(200);
    const { orderNo, checkoutUrl } = ordered.body.data;
    expect(checkoutUrl).toBe(`/checkout?order=${orderNo}`);
    const row = await DB.prepare('SELECT kind, total_price FROM orders WHERE order_no = ?').bind(orderNo).first<{ kind: string; total_price: number }>();
    expect(row?.kind).toBe('cart');
    const expected = lines.reduce((n, l) => n + l.unitPrice * (fresh.find((f) => f.cartItemNo === l.cartItemNo)?.qty ?? 0), 0);
    expect(row?.total_price).toBe(expected);

    const checkout = await (await browse(sf, jar, checkoutUrl)).text();
    expect(checkout).toContain('data-testid="checkout-pay"');
    const list = await (await browse(sf, jar, '/my-order/list')).text();
    expect(list).toContain(orderNo);
    expect(list).toContain('장바구니 주문');
    // Until it is paid, the lines stay in the cart; a line added after the order stays after payment.
    expect((await cart(sf, jar)).lines.some((l) => l.itemNo === 1003)).toBe(true);
    expect((await add(sf, jar, 1008, [{ optionNo: await leaf(1008), qty: 1, text: 'JH' }])).status).toBe(200);
    expect((await payInSandbox(sf, jar, orderNo)).back.headers.get('location')).toBe(`/checkout/complete/${orderNo}`);
    const after = await cart(sf, jar);
    expect(after.lines.map((l) => l.itemNo).sort()).toEqual(
      (await DB.prepare('SELECT item_no FROM cart_items WHERE user_no = ? ORDER BY item_no').bind(userNo).all<{ item_no: number }>()).results.map((r) => r.item_no),
    );
    expect(after.lines.some((l) => l.itemNo === 1003 || l.itemNo === 1009)).toBe(false);
    expect(after.lines.some((l) => l.itemNo === 1008)).toBe(true);
  });

  it("charges the shipping the cart shows: the checkout's total is the cart's amount to pay, for buy now too", async () => {
    await origin('GET', '/api/v5/product-detail/1003'); // the origin prepares its database on the first call
    const before = await DB.prepare('SELECT shipping_type, shipping_fee, free_shipping_threshold FROM items WHERE item_no = 1003').first<{
      shipping_type: number;
      shipping_fee: number;
      free_shipping_threshold: number;
    }>();
    // A basic rate whose threshold this cart stays under: 3,000원 for the item, once for both pieces.
    await DB.prepare('UPDATE items SET shipping_type = 11, shipping_fee = 3000, free_shipping_threshold = 10000000 WHERE item_no = 1003').run();
    try {
      const sf = storefront({ cache: false });
      const { jar } = await member(sf);
      await add(sf, jar, 1003, [{ optionNo: null, qty: 2 }]);
      const page = await (await browse(sf, jar, '/cart')).text();
      const shown = (name: string) => /data-total="(\w+)">([^<]+)</g.exec(page.slice(page.indexOf(`data-total="${name}"`) - 20))?.[2];
      expect(shown('shipping')).toBe('3,000원');
      const line = (await cart(sf, jar)).lines.find((l) => l.itemNo === 1003)!;
      const ordered = await call<{ orderNo: string; checkoutUrl: string }>(sf, jar, '/api/v4/orders/from-cart', send('POST', { lines: [{ cartItemNo: line.cartItemNo, qty: 2 }] }));
      const row = await DB.prepare('SELECT total_price, shipping_fee FROM orders WHERE order_no = ?').bind(ordered.body.data.orderNo).first<{ total_price: number; shipping_fee: number }>();
      expect(row).toEqual({ total_price: line.unitPrice * 2 + 3000, shipping_fee: 3000 });
      const checkout = await (await browse(sf, jar, ordered.body.data.checkoutUrl)).text();
      expect(checkout).toContain('data-testid="summary-shipping">3,000원<');
      expect(checkout).toContain(`data-testid="checkout-total">${shown('pay')}<`);

      const now = await call<{ orderNo: string }>(sf, jar, '/api/v4/orders/buy-now', send('POST', { itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: false }));
      const single = await DB.prepare('SELECT total_price, shipping_fee FROM orders WHERE order_no = ?').bind(now.body.data.orderNo).first<{ total_price: number; shipping_fee: number }>();
      expect(single).toEqual({ total_price: line.unitPrice + 3000, shipping_fee: 3000 });
    } finally {
      await DB.prepare('UPDATE items SET shipping_type = ?, shipping_fee = ?, free_shipping_threshold = ? WHERE item_no = 1003')
        .bind(before!.shipping_type, before!.shipping_fee, before!.free_shipping_threshold)
        .run();
    }
  });

  it('keeps adult-only items to verified adults when ordering from the cart', async () => {
    const sf = storefront();
    const { jar, userNo } = await member(sf);
    await DB.prepare('INSERT INTO cart_items (user_no, item_no, option_key, option_text, qty, created_at, updated_at) VALUES (?, 1005, 0, ?, 1, ?, ?)').bind(userNo, '', Date.now(), Date.now()).run();
    const [line] = (await cart(sf, jar)).lines;
    const order = await call(sf, jar, '/api/v4/orders/from-cart', send('POST', { lines: [{ cartItemNo: line!.cartItemNo, qty: 1 }] }));
    expect(order).toMatchObject({ status: 403, body: { errorCode: 'ADULT_VERIFICATION_REQUIRED' } });
  });
});

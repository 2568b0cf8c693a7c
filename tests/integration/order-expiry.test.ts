import { createScheduledController } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import originWorker from '../../origin/worker';
import { ORDER_EXPIRY_CRON } from '../../origin/order-expiry';
import { ko as originKo } from '../../origin/copy/ko';
import { ko } from '../../src/copy/ko';
import { UNPAID_ORDER_HOLD_MINUTES, UNPAID_ORDER_HOLD_MS } from '../../rules/order-hold';
import { storefront } from './harness';
import { leaf as optionNo } from './item-options';
import { buyer, buyNow, countStock, ORDER_ITEM as ITEM, stockLeft } from './order-helpers';
import { call, DB, originEnv } from './origin-auth-helpers';
import { browse, Jar, login } from './session-helpers';

/**
 * Unpaid orders expire (issue 27): an order not paid within its hold is cancelled by the
 * origin's cron and its stock given back, in one batch; a payment racing the expiry either pays
 * (the stock stays taken) or finds the order cancelled (the stock is back), never both.
 */
const MINUTE = 60_000;

/** The origin worker's cron handler, as the five-minute trigger runs it, at `scheduledTime`. */
const runExpiry = (scheduledTime: number) => originWorker.scheduled(createScheduledController({ scheduledTime, cron: ORDER_EXPIRY_CRON }), originEnv);

const pay = (token: string, orderNo: string) => call('POST', `/sandbox/payments/${orderNo}`, { token, json: {} });
const statusOf = async (orderNo: string) => (await DB.prepare('SELECT status FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string }>())?.status;
/** Moves an order's creation back, as if it had been made `ms` earlier. */
const age = (orderNo: string, ms: number) => DB.prepare('UPDATE orders SET created_at = created_at - ? WHERE order_no = ?').bind(ms, orderNo).run();

/** What orders not cancelled hold of the option. */
const held = async (option: number) =>
  (await DB.prepare("SELECT COALESCE(SUM(l.qty), 0) AS n FROM order_lines l JOIN orders o ON o.order_no = l.order_no WHERE l.option_no = ? AND o.status <> 'CANCELLED'")
    .bind(option)
    .first<{ n: number }>())!.n;

describe('unpaid orders expire', () => {
  it('the cron cancels an order past its hold and gives its stock back; an order within the hold is untouched', async () => {
    const option = await optionNo(ITEM, '블랙 / S');
    await countStock(option, 10);
    const a = await buyer();
    const old = await buyNow(a.token, option, 3);
    const fresh = await buyNow(a.token, option, 2);
    expect(await stockLeft(option)).toEqual({ item: 5, option: 5 });
    await age(old, UNPAID_ORDER_HOLD_MS + MINUTE);
    // Within the hold by a minute: kept.
    await age(fresh, UNPAID_ORDER_HOLD_MS - MINUTE);

    await runExpiry(Date.now());
    expect(await statusOf(old)).toBe('CANCELLED');
    expect(await statusOf(fresh)).toBe('PENDING_PAYMENT');
    expect(await stockLeft(option)).toEqual({ item: 8, option: 8 });
    // A second run gives nothing back twice.
    await runExpiry(Date.now());
    expect(await stockLeft(option)).toEqual({ item: 8, option: 8 });

    // The cancelled order cannot be paid, and says why; the one within its hold can.
    const refused = await pay(a.token, old);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ result: 'FAIL', errorCode: 'ORDER_EXPIRED', message: originKo.memberService.orderExpired });
    expect((await pay(a.token, fresh)).status).toBe(200);
    expect(await statusOf(fresh)).toBe('PAID');
    expect(await stockLeft(option)).toEqual({ item: 8, option: 8 });
  });

  it('a payment of an order past its hold is refused and cancels it at once, before the cron', async () => {
    const option = await optionNo(ITEM, '블랙 / M');
    await countStock(option, 4);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 4);
    expect(await stockLeft(option)).toEqual({ item: 0, option: 0 });
    await age(orderNo, UNPAID_ORDER_HOLD_MS + MINUTE);
    const refused = await pay(a.token, orderNo);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'ORDER_EXPIRED', message: originKo.memberService.orderExpired });
    expect(await statusOf(orderNo)).toBe('CANCELLED');
    expect(await stockLeft(option)).toEqual({ item: 4, option: 4 });
  });

  it('the checkout says an unpaid order will be cancelled, and that a cancelled one was', async () => {
    const sf = storefront();
    const option = await optionNo(ITEM, '블랙 / L');
    await countStock(option, 10);
    const a = await buyer();
    const jar = await login(sf, a.userId, new Jar());
    const orderNo = await buyNow(a.token, option, 1);
    const pending = await (await browse(sf, jar, `/checkout?order=${orderNo}`)).text();
    expect(pending).toContain('data-testid="checkout-hold"');
    expect(pending).toContain(ko.member.checkoutHoldNote(UNPAID_ORDER_HOLD_MINUTES));
    await age(orderNo, UNPAID_ORDER_HOLD_MS + MINUTE);
    await runExpiry(Date.now());
    const html = await (await browse(sf, jar, `/checkout?order=${orderNo}`)).text();
    expect(html).toContain('data-testid="checkout-cancelled"');
    expect(html).toContain(ko.member.checkoutCancelled(UNPAID_ORDER_HOLD_MINUTES));
    expect(html).toContain(ko.orders.statuses.CANCELLED);
    expect(html).not.toContain(ko.member.checkoutPaid);
    expect(html).not.toContain('data-testid="checkout-pay"');
    expect(html).not.toContain('data-testid="checkout-hold"');
  });

  it('twenty payments racing the expiry: each order is paid or cancelled, never both, and stock plus held stays what it was', async () => {
    const option = await optionNo(ITEM, '차콜 / M');
    const INITIAL = 100;
    await countStock(option, INITIAL);
    const buyers = await Promise.all(Array.from({ length: 3 }, () => buyer()));
    // Thirty orders of one each: twenty are paid while the expiry runs, ten are never paid.
    const orders: { token: string; orderNo: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const b = buyers[i % buyers.length]!;
      orders.push({ token: b.token, orderNo: await buyNow(b.token, option, 1) });
    }
    expect(await stockLeft(option)).toEqual({ item: INITIAL - 30, option: INITIAL - 30 });
    // Order i was made 29 - i minutes ago (the twenty to be paid are the oldest): all within the
    // hold on the real clock the payments use.
    await Promise.all(orders.map((o, i) => age(o.orderNo, (29 - i) * MINUTE)));
    // Cron runs one after another while the payments are in flight, each as if a minute later
    // than the last, so each expires a few more orders (the oldest first) among the payments:
    // whichever commits first decides each order. The last run expires whatever is left.
    let settled = false;
    const paying = Promise.all(orders.slice(0, 20).map((o) => pay(o.token, o.orderNo))).finally(() => {
      settled = true;
    });
    const start = Date.now() + UNPAID_ORDER_HOLD_MS - 30 * MINUTE;
    const expiring = (async () => {
      for (let minute = 1; !settled && minute < 30; minute++) await runExpiry(start + minute * MINUTE);
      await runExpiry(start + 31 * MINUTE);
    })();
    const [answers] = await Promise.all([paying, expiring]);
    const statuses = await Promise.all(orders.map((o) => statusOf(o.orderNo)));
    for (const [i, a] of answers.entries()) {
      if (a.status === 200) expect(statuses[i]).toBe('PAID');
      else {
        expect(a.body).toEqual({ result: 'FAIL', errorCode: 'ORDER_EXPIRED', message: originKo.memberService.orderExpired });
        expect(a.status).toBe(409);
        expect(statuses[i]).toBe('CANCELLED');
      }
    }
    // The ten never paid were cancelled by the run; nothing is left pending.
    expect(statuses.slice(20)).toEqual(Array.from({ length: 10 }, () => 'CANCELLED'));
    const paid = statuses.filter((s) => s === 'PAID').length;
    expect(await held(option)).toBe(paid);
    const left = await stockLeft(option);
    expect(left).toEqual({ item: INITIAL - paid, option: INITIAL - paid });
    expect(left.option + (await held(option))).toBe(INITIAL);
  });
});

import { describe, expect, it } from 'vitest';
import { ko as originKo } from '../../origin/copy/ko';
import { ko } from '../../src/copy/ko';
import { call, createMember, DB } from './origin-auth-helpers';
import { bornYearsAgo, person, verifyAdult, verifyIdentity, type TestMember } from './origin-identity-harness';
import { originUpstream, rewritingUpstream, storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * DECISIONS 14 (issue 27 item 1): an adult-only item is given only to a verified adult, and a
 * minor or an unverified member never holds, sees or reviews one through any path. The demo's
 * adult-only item is 1005.
 */
const m = originKo.memberService;
const ADULT_ITEM = 1005;
/** A giftable item for anyone, with options. */
const PLAIN_ITEM = 1001;

async function firstOption(itemNo: number): Promise<number | null> {
  const item = (await call<{ optionItems: { list: { list: { optionNo: number }[] }[] } }>('GET', `/api/v5/product-detail/${itemNo}`)).body.data!;
  return item.optionItems.list[0]?.list[0]?.optionNo ?? null;
}

type Stage = 'none' | 'identity' | 'adult';

/** A member with the storefront password, verified up to `stage` as someone born on `birthDate`. */
async function member(stage: Stage, birthDate = '1985-06-06'): Promise<TestMember> {
  const who = person({ name: '김회원', birthDate });
  const made = await createMember({ password: 'demo1234!', name: who.name });
  const session = await call<{ accessToken: string }>('POST', '/user/login', { json: { id: made.userId, password: 'demo1234!' } });
  const m: TestMember = { userNo: made.userNo, userId: made.userId, token: session.body.data!.accessToken, name: who.name };
  if (stage !== 'none') expect((await verifyIdentity(m, who)).status).toBe(200);
  if (stage === 'adult') expect((await verifyAdult(m, who)).status).toBe(200);
  return m;
}

const adult = () => member('adult');
const minor = () => member('adult', bornYearsAgo(17));

async function giftOrder(sender: TestMember, itemNo = ADULT_ITEM): Promise<string> {
  const res = await call<{ orderNo: string }>('POST', '/api/v4/orders/buy-now', { token: sender.token, json: { itemNo, lines: [{ optionNo: await firstOption(itemNo), qty: 1 }], gift: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.orderNo;
}

const nameRecipient = (sender: TestMember, orderNo: string, recipient: TestMember) =>
  call('POST', `/api/v4/orders/${orderNo}/gift`, { token: sender.token, json: { recipientId: recipient.userId, message: '선물이에요' } });
const pay = (sender: TestMember, orderNo: string) => call('POST', `/sandbox/payments/${orderNo}`, { token: sender.token, json: {} });
const orderRow = (orderNo: string) =>
  DB.prepare('SELECT status, ship_at, gift_recipient_user_no FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string; ship_at: number | null; gift_recipient_user_no: number | null }>();

describe('an adult-only gift', () => {
  it('is refused at the gift step to a minor, an identity-only member and an unverified one; the order stays unpaid', async () => {
    const sender = await adult();
    const orderNo = await giftOrder(sender);
    for (const recipient of [await minor(), await member('identity'), await member('none')]) {
      const res = await nameRecipient(sender, orderNo, recipient);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ result: 'FAIL', errorCode: 'GIFT_RECIPIENT_NOT_ADULT', message: m.giftRecipientNotAdult });
    }
    expect(await orderRow(orderNo)).toEqual({ status: 'PENDING_PAYMENT', ship_at: null, gift_recipient_user_no: null });
    expect((await pay(sender, orderNo)).body).toMatchObject({ errorCode: 'GIFT_RECIPIENT_REQUIRED' });
    expect((await orderRow(orderNo))?.status).toBe('PENDING_PAYMENT');

    // A verified adult may receive it, and then it is paid.
    const grown = await adult();
    expect((await nameRecipient(sender, orderNo, grown)).status).toBe(200);
    expect((await pay(sender, orderNo)).status).toBe(200);
    expect((await orderRow(orderNo))?.status).toBe('PAID');
  });

  it('gives any other item to a minor as before', async () => {
    const sender = await adult();
    const orderNo = await giftOrder(sender, PLAIN_ITEM);
    expect((await nameRecipient(sender, orderNo, await minor())).status).toBe(200);
    expect((await pay(sender, orderNo)).status).toBe(200);
  });

  it('is not paid once the recipient no longer is a verified adult (verification lapsed or gone since the gift step)', async () => {
    const sender = await adult();
    const lapsed = await adult();
    const orderNo = await giftOrder(sender);
    expect((await nameRecipient(sender, orderNo, lapsed)).status).toBe(200);
    // A year and a day later, as far as the verification goes.
    await DB.prepare('UPDATE adult_verifications SET verified_at = ? WHERE user_no = ?')
      .bind(Date.now() - 366 * 86_400_000, lapsed.userNo)
      .run();
    const refused = await pay(sender, orderNo);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ result: 'FAIL', errorCode: 'GIFT_RECIPIENT_NOT_ADULT', message: m.giftRecipientNotAdult });
    expect(await orderRow(orderNo)).toMatchObject({ status: 'PENDING_PAYMENT', ship_at: null });

    const gone = await adult();
    const second = await giftOrder(sender);
    expect((await nameRecipient(sender, second, gone)).status).toBe(200);
    await DB.prepare('DELETE FROM adult_verifications WHERE user_no = ?').bind(gone.userNo).run();
    expect((await pay(sender, second)).status).toBe(403);
    expect((await orderRow(second))?.status).toBe('PENDING_PAYMENT');
  });

  it("nor is the buyer's own order of it paid once the buyer no longer is a verified adult", async () => {
    const buyer = await adult();
    const res = await call<{ orderNo: string }>('POST', '/api/v4/orders/buy-now', { token: buyer.token, json: { itemNo: ADULT_ITEM, lines: [{ optionNo: null, qty: 1 }] } });
    const orderNo = res.body.data!.orderNo;
    await DB.prepare('UPDATE adult_verifications SET verified_at = ? WHERE user_no = ?')
      .bind(Date.now() - 366 * 86_400_000, buyer.userNo)
      .run();
    const refused = await pay(buyer, orderNo);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ result: 'FAIL', errorCode: 'ADULT_VERIFICATION_REQUIRED', message: m.adultRequired });
    expect(await orderRow(orderNo)).toMatchObject({ status: 'PENDING_PAYMENT', ship_at: null });
  });

  it('an order from the cart leaves the cart only when it is paid: kept for a lapsed buyer, taken out for a verified one', async () => {
    const cartOrder = async (buyer: TestMember) => {
      expect((await call('POST', '/api/v4/cart-item', { token: buyer.token, json: { itemNo: ADULT_ITEM, lines: [{ optionNo: null, qty: 1 }] } })).status).toBe(200);
      const cart = await call<{ lines: { cartItemNo: number; qty: number }[] }>('GET', '/api/v4/cart-item', { token: buyer.token });
      const lines = cart.body.data!.lines.map((l) => ({ cartItemNo: l.cartItemNo, qty: l.qty }));
      const made = await call<{ orderNo: string }>('POST', '/api/v4/orders/from-cart', { token: buyer.token, json: { lines } });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return made.body.data!.orderNo;
    };
    const inCart = async (who: TestMember) => (await DB.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE user_no = ?').bind(who.userNo).first<{ n: number }>())!.n;
    const lapsing = await adult();
    const held = await cartOrder(lapsing);
    await lapse(lapsing);
    expect((await pay(lapsing, held)).status).toBe(403);
    expect(await inCart(lapsing)).toBe(1);
    const grown = await adult();
    const paid = await cartOrder(grown);
    expect((await pay(grown, paid)).status).toBe(200);
    expect(await inCart(grown)).toBe(0);
    expect((await orderRow(paid))?.status).toBe('PAID');
  });

  it('shows the refusal beside the recipient field of the checkout, with what was typed', async () => {
    const sf = storefront();
    const sender = await adult();
    const recipient = await minor();
    const orderNo = await giftOrder(sender);
    const jar = await login(sf, sender.userId, new Jar());
    const res = await browse(sf, jar, '/checkout/gift', {
      method: 'POST',
      body: new URLSearchParams({ order: orderNo, recipientId: recipient.userId, message: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('data-testid="gift-recipientId-error"');
    expect(html).toContain(m.giftRecipientNotAdult);
    expect(html).toContain(`value="${recipient.userId}"`);
    expect(html).not.toContain('data-testid="checkout-pay"');
  });
});

describe('likes, questions and restock requests on an adult-only item', () => {
  const heartCount = async () => (await DB.prepare('SELECT COALESCE((SELECT heart_count FROM hearts WHERE item_no = ?), 0) AS n').bind(ADULT_ITEM).first<{ n: number }>())!.n;
  const like = (who: TestMember) => call('POST', '/api/v4/hearts', { token: who.token, json: { itemNo: ADULT_ITEM } });
  const ask = (who: TestMember) => call('POST', `/api/v5/product-detail/${ADULT_ITEM}/qna`, { token: who.token, json: { title: '배송 문의', content: '언제 도착하나요?', isSecret: false } });
  const questions = async () => (await DB.prepare('SELECT COUNT(*) AS n FROM qna WHERE item_no = ?').bind(ADULT_ITEM).first<{ n: number }>())!.n;

  it('are refused to a minor, an identity-only and an unverified member; the public count stays', async () => {
    const before = { hearts: await heartCount(), questions: await questions() };
    for (const who of [await minor(), await member('identity'), await member('none')]) {
      for (const res of [await like(who), await ask(who)]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ result: 'FAIL', errorCode: 'ADULT_VERIFICATION_REQUIRED', message: m.adultOnlyAction });
      }
      const restock = await call('POST', '/api/v4/restock', { token: who.token, json: { itemNo: ADULT_ITEM, optionNo: null } });
      expect(restock.body).toEqual({ result: 'FAIL', errorCode: 'ADULT_VERIFICATION_REQUIRED', message: m.adultRequired });
      const liked = await DB.prepare('SELECT COUNT(*) AS n FROM member_hearts WHERE user_no = ?').bind(who.userNo).first<{ n: number }>();
      expect(liked!.n).toBe(0);
    }
    expect({ hearts: await heartCount(), questions: await questions() }).toEqual(before);
  });

  it("count on my page only as the likes page lists them (never an adult-only item's, as lists go)", async () => {
    const grown = await adult();
    for (const itemNo of [ADULT_ITEM, PLAIN_ITEM]) expect((await call('POST', '/api/v4/hearts', { token: grown.token, json: { itemNo } })).status).toBe(200);
    const likes = await call<{ count: number; results: { itemNo: number }[] }>('GET', '/api/v4/hearts', { token: grown.token });
    expect(likes.body.data).toMatchObject({ count: 1, results: [expect.objectContaining({ itemNo: PLAIN_ITEM })] });
    const summary = await call<{ user_heart_count: { heart_type: string; total: number }[] }>('GET', `/order/user-summary/${grown.userNo}/`, { token: grown.token });
    expect(summary.body.data!.user_heart_count.find((h) => h.heart_type === 'PRT')?.total).toBe(1);
  });

  it('are taken from a verified adult', async () => {
    const grown = await adult();
    const before = await heartCount();
    expect((await like(grown)).status).toBe(200);
    expect(await heartCount()).toBe(before + 1);
    expect((await ask(grown)).status).toBe(200);
  });
});

const NAME_1005 = '전통 증류주 선물 세트';
/** Option text on a line of 1005, as a member may type one (an engraving): it names the item too. */
const OPTION_TEXT_1005 = '하루공방 증류주 각인';
/** Puts OPTION_TEXT_1005 on the order's lines and on the member's cart lines of 1005. */
const optionTextOn = (orderNo: string, userNo?: number) =>
  DB.batch([
    DB.prepare('UPDATE order_lines SET option_text = ? WHERE order_no = ?').bind(OPTION_TEXT_1005, orderNo),
    DB.prepare('UPDATE cart_items SET option_text = ? WHERE user_no = ? AND item_no = ?').bind(OPTION_TEXT_1005, userNo ?? -1, ADULT_ITEM),
  ]);
const deliver = (sender: TestMember, orderNo: string) => call('POST', `/sandbox/payments/${orderNo}/deliver`, { token: sender.token, json: {} });
const lapse = (who: TestMember) =>
  DB.prepare('UPDATE adult_verifications SET verified_at = ? WHERE user_no = ?')
    .bind(Date.now() - 366 * 86_400_000, who.userNo)
    .run();

/**
 * A delivered gift of 1005 held by `holder`, as one given before the gift step asked (or to an
 * adult whose verification lapsed since): named to a verified adult, paid, delivered, then
 * moved to `holder` in the database.
 */
async function heldGift(holder: TestMember): Promise<string> {
  const sender = await adult();
  const orderNo = await giftOrder(sender);
  expect((await nameRecipient(sender, orderNo, await adult())).status).toBe(200);
  expect((await pay(sender, orderNo)).status).toBe(200);
  expect((await deliver(sender, orderNo)).status).toBe(200);
  await DB.prepare('UPDATE orders SET gift_recipient_user_no = ? WHERE order_no = ?').bind(holder.userNo, orderNo).run();
  return orderNo;
}

/** A delivered order of 1005 of `buyer` (a verified adult at the time), and 1005 in their cart. */
async function boughtAndCarted(buyer: TestMember): Promise<string> {
  const res = await call<{ orderNo: string }>('POST', '/api/v4/orders/buy-now', { token: buyer.token, json: { itemNo: ADULT_ITEM, lines: [{ optionNo: null, qty: 1 }] } });
  const orderNo = res.body.data!.orderNo;
  expect((await pay(buyer, orderNo)).status).toBe(200);
  expect((await deliver(buyer, orderNo)).status).toBe(200);
  expect((await call('POST', '/api/v4/cart-item', { token: buyer.token, json: { itemNo: ADULT_ITEM, lines: [{ optionNo: null, qty: 1 }] } })).status).toBe(200);
  return orderNo;
}

type Line = { itemNo: number; itemName: string; brandName?: string; imageUrl?: string; adultWithheld?: boolean };
const linesOf = async (who: TestMember) => {
  const [received, orders, cart, mine, counts] = await Promise.all([
    call<{ results: { orderNo: string; lines: Line[] }[] }>('GET', '/api/v4/orders/received', { token: who.token }),
    call<{ results: { orderNo: string; lines: Line[] }[] }>('GET', '/api/v4/orders', { token: who.token }),
    call<{ lines: (Line & { state: string; reason: string })[] }>('GET', '/api/v4/cart-item', { token: who.token }),
    call<{ writable: { orderNo: string }[]; written: Line[] }>('GET', '/api/v4/reviews/mine', { token: who.token }),
    call<{ writableCount: number; possibleEarnMileage: number }>('GET', '/api/v4/reviews/my-page-count', { token: who.token }),
  ]);
  return {
    received: received.body.data!.results.flatMap((o) => o.lines),
    orders: orders.body.data!.results.flatMap((o) => o.lines),
    cart: cart.body.data!.lines,
    writable: mine.body.data!.writable.map((w) => w.orderNo),
    written: mine.body.data!.written,
    counts: counts.body.data!,
  };
};
const orderOf = async (who: TestMember, orderNo: string) => (await call<{ lines: Record<string, unknown>[] }>('GET', `/api/v4/orders/${orderNo}`, { token: who.token })).body.data!;
const writeReview = (who: TestMember, orderNo: string) =>
  call('POST', '/api/v4/reviews', { token: who.token, json: { orderNo, seq: 0, rating: 5, content: '좋은 선물이었어요. 감사합니다.', photoKeys: [] } });
const mileageOf = async (who: TestMember) => (await DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(who.userNo).first<{ mileage: number }>())!.mileage;

describe('a member who is not a verified adult, holding an adult-only item', () => {
  it('sees a received gift of it withheld, cannot review it, and is promised no mileage for it', async () => {
    const kid = await minor();
    const orderNo = await heldGift(kid);
    await optionTextOn(orderNo);
    const seen = await linesOf(kid);
    expect(seen.received).toEqual([expect.objectContaining({ itemNo: ADULT_ITEM, itemName: '', brandName: '', optionText: '', adultWithheld: true })]);
    expect(JSON.stringify(seen.received)).not.toContain(NAME_1005);
    expect(JSON.stringify(seen.received)).not.toContain(OPTION_TEXT_1005);
    expect(seen.writable).not.toContain(orderNo);
    expect(seen.counts).toMatchObject({ writableCount: 0, possibleEarnMileage: 0 });
    const before = await mileageOf(kid);
    const refused = await writeReview(kid, orderNo);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ result: 'FAIL', errorCode: 'ADULT_VERIFICATION_REQUIRED', message: m.adultOnlyAction });
    expect(await mileageOf(kid)).toBe(before);
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE order_no = ?').bind(orderNo).first<{ n: number }>())!.n).toBe(0);
  });

  it('sees their own order, cart line and written review of it withheld once their verification lapsed', async () => {
    const buyer = await adult();
    const orderNo = await boughtAndCarted(buyer);
    await optionTextOn(orderNo, buyer.userNo);
    expect((await writeReview(buyer, orderNo)).status).toBe(200);
    const shown = await linesOf(buyer);
    expect(shown.orders).toEqual([expect.objectContaining({ itemNo: ADULT_ITEM, itemName: expect.stringContaining(NAME_1005), optionText: OPTION_TEXT_1005, adultWithheld: false })]);
    expect(shown.cart[0]).toMatchObject({ itemNo: ADULT_ITEM, itemName: expect.stringContaining(NAME_1005), text: OPTION_TEXT_1005, state: 'orderable' });
    expect(shown.written).toEqual([expect.objectContaining({ optionText: OPTION_TEXT_1005 })]);
    expect((await orderOf(buyer, orderNo)).lines).toEqual([expect.objectContaining({ optionText: OPTION_TEXT_1005, adultWithheld: false })]);
    expect(shown.cart[0]?.adultWithheld).not.toBe(true);

    await lapse(buyer);
    const held = await linesOf(buyer);
    expect(held.orders).toEqual([expect.objectContaining({ itemNo: ADULT_ITEM, itemName: '', brandName: '', adultWithheld: true })]);
    expect(held.cart).toEqual([expect.objectContaining({ itemNo: ADULT_ITEM, itemName: '', brandName: '', imageUrl: '', state: 'unavailable', reason: m.adultOnlyAction, adultWithheld: true })]);
    expect(held.written).toEqual([expect.objectContaining({ itemNo: ADULT_ITEM, itemName: '', optionText: '', adultWithheld: true })]);
    expect(held.cart).toEqual([expect.objectContaining({ optionLabel: '', text: '' })]);
    expect(JSON.stringify(held)).not.toContain(NAME_1005);
    expect(JSON.stringify(held)).not.toContain(OPTION_TEXT_1005);
    // The one order's own answer (the checkout's source) keeps the line, not its option text.
    const one = await orderOf(buyer, orderNo);
    expect(one.lines).toEqual([expect.objectContaining({ itemNo: ADULT_ITEM, optionText: '', qty: 1, adultWithheld: true })]);
    expect(JSON.stringify(one)).not.toContain(OPTION_TEXT_1005);
  });

  it('keeps a verified adult’s received gift of it, reviewable, with its name', async () => {
    const grown = await adult();
    const orderNo = await heldGift(grown);
    const seen = await linesOf(grown);
    expect(seen.received).toEqual([expect.objectContaining({ itemNo: ADULT_ITEM, itemName: expect.stringContaining(NAME_1005), adultWithheld: false })]);
    expect(seen.writable).toContain(orderNo);
    expect((await writeReview(grown, orderNo)).status).toBe(200);
  });

  it('the pages draw a withheld line as the gate does: its title, no name, no link', async () => {
    const sf = storefront();
    const kid = await minor();
    const orderNo = await heldGift(kid);
    await optionTextOn(orderNo);
    const jar = await login(sf, kid.userId, new Jar());
    const gifts = await (await browse(sf, jar, '/my-order/gifts')).text();
    expect(gifts).toContain(`data-gift-order="${orderNo}"`);
    expect(gifts).toContain('data-adult-withheld="true"');
    expect(gifts).toContain(ko.identity.adultGateTitle);
    expect(gifts).not.toContain(NAME_1005);
    expect(gifts).not.toContain(OPTION_TEXT_1005);
    expect(gifts).not.toContain('href="/my-order/review"');
    const reviews = await (await browse(sf, jar, '/my-order/review')).text();
    expect(reviews).not.toContain(`order=${orderNo}`);
    expect(reviews).not.toContain(NAME_1005);
    expect((await browse(sf, jar, `/my-order/review/write?order=${orderNo}&seq=0`)).status).toBe(404);

    const buyer = await adult();
    const bought = await boughtAndCarted(buyer);
    await optionTextOn(bought, buyer.userNo);
    const buyerJar = await login(sf, buyer.userId, new Jar());
    const PAGES = ['/my-order/list', '/cart', `/checkout?order=${bought}`];
    for (const path of PAGES) expect([path, (await (await browse(sf, buyerJar, path)).text()).includes(OPTION_TEXT_1005)]).toEqual([path, true]);
    expect(await (await browse(sf, buyerJar, `/checkout?order=${bought}`)).text()).toContain(NAME_1005);
    await lapse(buyer);
    for (const path of PAGES) {
      const html = await (await browse(sf, buyerJar, path)).text();
      expect([path, html.includes('data-adult-withheld="true"')]).toEqual([path, true]);
      expect([path, html.includes(NAME_1005)]).toEqual([path, false]);
      expect([path, html.includes(OPTION_TEXT_1005)]).toEqual([path, false]);
      expect([path, html.includes('/products/1005')]).toEqual([path, false]);
      expect([path, html.includes('/images/adult/')]).toEqual([path, false]);
      expect([path, html.includes(ko.identity.adultGateTitle)]).toEqual([path, true]);
    }
  });
});

describe('twenty at once', () => {
  it('a minor is never named, whatever races with the naming and the payment; the adult gift is paid once', async () => {
    const sender = await adult();
    const kid = await minor();
    const grown = await adult();
    const orderNo = await giftOrder(sender);
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? nameRecipient(sender, orderNo, kid) : pay(sender, orderNo))));
    expect(first.map((a) => a.body.errorCode)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 'GIFT_RECIPIENT_NOT_ADULT' : 'GIFT_RECIPIENT_REQUIRED')));
    expect(await orderRow(orderNo)).toEqual({ status: 'PENDING_PAYMENT', ship_at: null, gift_recipient_user_no: null });

    const steps = [() => nameRecipient(sender, orderNo, grown), () => nameRecipient(sender, orderNo, kid), () => pay(sender, orderNo)];
    const mixed = await Promise.all(Array.from({ length: 20 }, (_, i) => steps[i % 3]!()));
    // Each answer by what it asked, as `status errorCode` (or `200`): what each may be, given
    // that the others may have landed before it.
    const answered = (step: number) => mixed.filter((_, i) => i % 3 === step).map((a) => (a.status === 200 ? '200' : `${a.status} ${String(a.body.errorCode)}`));
    const namedGrown = answered(0);
    const namedKid = answered(1);
    const paid = answered(2);
    expect([namedGrown.length, namedKid.length, paid.length]).toEqual([7, 7, 6]);
    // The adult is named unless the order was paid first (then the gift can no longer change).
    for (const a of namedGrown) expect(['200', '409 GIFT_NOT_EDITABLE']).toContain(a);
    // The minor is refused, as not an adult, or as too late once the order was paid.
    for (const a of namedKid) expect(['403 GIFT_RECIPIENT_NOT_ADULT', '409 GIFT_NOT_EDITABLE']).toContain(a);
    // A payment goes through once the adult is named, and before that asks for a recipient.
    for (const a of paid) expect(['200', '409 GIFT_RECIPIENT_REQUIRED']).toContain(a);
    for (const [i, a] of mixed.entries()) if (i % 3 === 2 && a.status === 200) expect(a.body).toEqual({ result: 'SUCCESS', data: { orderNo, paid: true } });
    // Nothing is paid to nobody, and nothing is named after the payment: the order is paid
    // exactly when some payment answered 200, and then some naming of the adult came first.
    const anyPaid = paid.includes('200');
    if (anyPaid) expect(namedGrown).toContain('200');
    expect(namedGrown.filter((a) => a === '200').length).toBeGreaterThan(0);
    const row = await orderRow(orderNo);
    expect(row).toEqual({ status: anyPaid ? 'PAID' : 'PENDING_PAYMENT', ship_at: anyPaid ? expect.any(Number) : null, gift_recipient_user_no: grown.userNo });
    // Paid once: a further payment answers 200 and, if the race paid it, changes nothing.
    const paidAt = async () => (await DB.prepare('SELECT paid_at AS at FROM orders WHERE order_no = ?').bind(orderNo).first<{ at: number | null }>())!.at;
    const before = await paidAt();
    expect(before === null).toBe(!anyPaid);
    expect((await pay(sender, orderNo)).status).toBe(200);
    expect(await orderRow(orderNo)).toEqual({ status: 'PAID', ship_at: expect.any(Number), gift_recipient_user_no: grown.userNo });
    if (anyPaid) expect(await paidAt()).toBe(before);
  });

  it("twenty likes of a minor at once leave the item's public count as it was", async () => {
    const kid = await minor();
    const count = async () => (await DB.prepare('SELECT COALESCE((SELECT heart_count FROM hearts WHERE item_no = ?), 0) AS n').bind(ADULT_ITEM).first<{ n: number }>())!.n;
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/v4/hearts', { token: kid.token, json: { itemNo: ADULT_ITEM } })));
    expect(answers.every((a) => a.status === 403)).toBe(true);
    expect(await count()).toBe(before);
  });
});

describe('the storefront withholds again, whatever the upstream sends', () => {
  const LEAK = 'ADULT-LINE-LEAK';
  type Raw = { itemName?: string; brandName?: string; useAdultCheck?: string; adultWithheld?: boolean };
  /** Undoes the upstream's withholding on every flagged line, at any depth; adds a writable adult line to review. */
  function unwithhold(body: unknown): unknown {
    if (Array.isArray(body)) return body.map(unwithhold);
    if (body === null || typeof body !== 'object') return body;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body)) out[k] = unwithhold(v);
    const line = out as Raw;
    if (line.useAdultCheck === 'T') {
      Object.assign(line, { itemName: LEAK, brandName: LEAK, adultWithheld: false });
      // The option's words as well, wherever the line carries them (they may name the item).
      for (const key of ['optionText', 'text', 'optionLabel']) if (key in out) out[key] = LEAK;
    }
    if (Array.isArray(out.writable))
      out.writable = [
        ...out.writable,
        { orderNo: '1', seq: 0, kind: 'gift', itemNo: ADULT_ITEM, itemName: LEAK, brandName: LEAK, optionText: '', deliveredAt: null, mileage: 300, useAdultCheck: 'T' },
      ];
    return out;
  }
  const hostile = () => rewritingUpstream(originUpstream(), /^\/api\/v4\/(orders|orders\/received|orders\/[0-9A-Za-z-]+|cart-item|reviews\/mine)(\?|$)/, unwithhold);

  it('the hostile upstream really names the lines (the fixture is not a no-op)', async () => {
    const kid = await minor();
    await heldGift(kid);
    const res = await hostile()('/api/v4/orders/received', { headers: { authorization: `Bearer ${kid.token}` } });
    const body = await res.text();
    expect(body).toContain(LEAK);
    expect(body).toContain(`"optionText":"${LEAK}"`);
    const buyer = await adult();
    const bought = await boughtAndCarted(buyer);
    await lapse(buyer);
    const auth = { headers: { authorization: `Bearer ${buyer.token}` } };
    expect(await (await hostile()(`/api/v4/orders/${bought}`, auth)).text()).toContain(`"optionText":"${LEAK}"`);
    const cart = await (await hostile()('/api/v4/cart-item', auth)).text();
    expect(cart).toContain(`"optionLabel":"${LEAK}"`);
    expect(cart).toContain(`"text":"${LEAK}"`);
  });

  it('pages and the cart and reviews JSON of a member who is not a verified adult show none of it', async () => {
    const sf = storefront({ upstream: hostile() });
    const kid = await minor();
    await heldGift(kid);
    const buyer = await adult();
    const bought = await boughtAndCarted(buyer);
    expect((await writeReview(buyer, bought)).status).toBe(200);
    await lapse(buyer);
    const kidJar = await login(sf, kid.userId, new Jar());
    const buyerJar = await login(sf, buyer.userId, new Jar());
    const seen: [string, string][] = [
      ['gifts', await (await browse(sf, kidJar, '/my-order/gifts')).text()],
      ['reviews (minor)', await (await browse(sf, kidJar, '/my-order/review')).text()],
      ['orders', await (await browse(sf, buyerJar, '/my-order/list')).text()],
      ['cart', await (await browse(sf, buyerJar, '/cart')).text()],
      ['checkout', await (await browse(sf, buyerJar, `/checkout?order=${bought}`)).text()],
      ['cart JSON', await (await browse(sf, buyerJar, '/api/v4/cart-item')).text()],
      ['reviews (lapsed)', await (await browse(sf, buyerJar, '/my-order/review')).text()],
      ['reviews JSON (lapsed)', await (await browse(sf, buyerJar, '/api/v4/reviews/mine')).text()],
    ];
    for (const [where, body] of seen) expect([where, body.includes(LEAK)]).toEqual([where, false]);
    for (const [where, body] of seen.filter(([w]) => w !== 'reviews (minor)')) expect([where, /data-adult-withheld="true"|"adultWithheld":true/.test(body)]).toEqual([where, true]);
    expect(seen[1]![1]).not.toContain('order=1&amp;seq=0');
    expect((await browse(sf, kidJar, '/my-order/review/write?order=1&seq=0')).status).toBe(404);
  });

  it('a verified adult is shown the names the upstream sends', async () => {
    const sf = storefront({ upstream: hostile() });
    const grown = await adult();
    await heldGift(grown);
    const jar = await login(sf, grown.userId, new Jar());
    expect(await (await browse(sf, jar, '/my-order/gifts')).text()).toContain(LEAK);
  });
});

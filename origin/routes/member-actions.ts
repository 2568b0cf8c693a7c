/**
 * The member actions of the item page (auth contract, "Member actions"): cart, buy now and
 * gift, likes, restock requests and Q&A questions. Mounted at the root with every path spelled
 * out; each route carries requireMember itself. Whatever the browser sends, the item is read
 * from the database and the lines are checked by the rules the item page uses, and an
 * adult-only item needs a current adult verification of an adult (likes and questions too).
 */

import { Hono } from 'hono/tiny';
import { ko } from '../copy/ko';
import { BuyNowRequestSchema, CartRequestSchema, HeartRequestSchema, QuestionRequestSchema, RestockRequestSchema } from '../../schemas/requests/member-actions';
import { authNow } from '../auth/clock';
import { loginNeeded, memberFromAuthorization, readAsMember, requireMember, type MemberAppEnv } from '../auth/require-member';
import { fail, ok } from '../http';
import { adultGate, adultItemGate, loadItem } from './member-item';
import { readJson } from './json-body';
import { checkLines, checkRestock, purchasableOptions, shippingFeeOf, unwantedText, type CheckedLine, type Refusal } from './member-actions-lines';
import * as store from './member-actions-store';
import { placeOrder } from './order-write';
import { CatalogueIdParamSchema } from '../../schemas/requests/ids';
import { CART_MAX_LINES } from '../../rules/cart';
import { quantityCaps } from '../../rules/quantity';
import type { ItemDetail } from '../../schemas/item-detail';

export const memberActionsRoute = new Hono<MemberAppEnv>();

const m = ko.memberService;

// The item page's member reads (count, like state): the member check and the read in one D1 round trip.
memberActionsRoute.get('/api/v4/cart-item/item-count', async (c) => {
  const r = await readAsMember<{ n: number }>(c.env.DB, c.req.header('authorization'), (userNo) => store.cartCountStatement(c.env.DB, userNo));
  return r ? ok(c, { count: r.results[0]?.n ?? 0 }) : loginNeeded(c);
});

memberActionsRoute.post('/api/v4/cart-item', requireMember, async (c) => {
  const input = await readJson(c, CartRequestSchema);
  if (!input.ok) return input.response;
  const loaded = await loadItem(c, input.value.itemNo);
  if (!loaded.ok) return loaded.response;
  const { item } = loaded;
  const gated = await adultGate(c, item);
  if (gated) return gated;

  const unwanted = unwantedText(item, input.value.lines);
  if (unwanted) return c.json({ result: 'FAIL', errorCode: unwanted.errorCode, message: unwanted.message, field: unwanted.field }, unwanted.status);
  const now = authNow();
  const checked = checkLines(item, input.value.lines, 'cart', now);
  if (!checked.ok) return fail(c, checked.refusal.status, checked.refusal.errorCode, checked.refusal.message);

  const userNo = c.var.member.userNo;
  const refused = await cartAddRefusal(c.env.DB, userNo, item, checked.lines, now);
  if (refused) return fail(c, refused.status, refused.errorCode, refused.message);
  // The checks above give the shopper the reason; the write checks the same bounds again inside
  // its statements, so adds arriving together cannot pass them between our read and our write.
  const options = purchasableOptions(item);
  const adds = checked.lines.map((line) => ({ line, lineCap: quantityCaps(item, options?.get(line.optionKey)?.option ?? null).line }));
  const count = await store.addCartLines(c.env.DB, userNo, item.itemNo, adds, quantityCaps(item).item, CART_MAX_LINES, now.getTime());
  if (count !== null) return ok(c, { count });
  const reason = (await cartAddRefusal(c.env.DB, userNo, item, checked.lines, now)) ?? { status: 409 as const, errorCode: 'CART_FULL' as const, message: m.cartFull };
  return fail(c, reason.status, reason.errorCode, reason.message);
});

/**
 * Why adding `lines` to the cart as it is now would break a bound, or null: a line already in the
 * cart grows, so the quantity limits apply to what the cart will hold, and a new line needs room.
 */
async function cartAddRefusal(db: D1Database, userNo: number, item: ItemDetail, lines: CheckedLine[], now: Date): Promise<Refusal | null> {
  const existing = await store.cartLinesOf(db, userNo, item.itemNo);
  const merged = lines.map((l) => ({ ...l, qty: l.qty + (existing.get(store.lineKey(l)) ?? 0) }));
  const recheck = checkLines(item, merged, 'cart', now);
  if (!recheck.ok) return recheck.refusal;
  const added = merged.filter((l) => !existing.has(store.lineKey(l))).length;
  if ((await store.cartCount(db, userNo)) + added > CART_MAX_LINES) return { status: 409, errorCode: 'CART_FULL', message: m.cartFull };
  return null;
}

memberActionsRoute.post('/api/v4/orders/buy-now', requireMember, async (c) => {
  const input = await readJson(c, BuyNowRequestSchema);
  if (!input.ok) return input.response;
  const loaded = await loadItem(c, input.value.itemNo);
  if (!loaded.ok) return loaded.response;
  const gated = await adultGate(c, loaded.item);
  if (gated) return gated;
  const unwanted = unwantedText(loaded.item, input.value.lines);
  if (unwanted) return c.json({ result: 'FAIL', errorCode: unwanted.errorCode, message: unwanted.message, field: unwanted.field }, unwanted.status);
  const gift = input.value.gift;
  const checked = checkLines(loaded.item, input.value.lines, gift ? 'gift' : 'buyNow', authNow());
  if (!checked.ok) return fail(c, checked.refusal.status, checked.refusal.errorCode, checked.refusal.message);
  const shippingFee = shippingFeeOf(loaded.item, checked.lines);
  const itemNo = loaded.item.itemNo;
  const lines = checked.lines.map((l) => ({ ...l, itemNo, cartItemNo: null }));
  const orderNo = await placeOrder(c.env.DB, { userNo: c.var.member.userNo, kind: gift ? 'gift' : 'buy_now', lines, shippingFee, now: authNow() });
  if (orderNo === null) return fail(c, 409, 'SOLD_OUT', m.stockRanOut);
  return ok(c, { orderNo, checkoutUrl: `/checkout?order=${encodeURIComponent(orderNo)}` });
});

memberActionsRoute.post('/api/v4/hearts', requireMember, async (c) => {
  const input = await readJson(c, HeartRequestSchema);
  if (!input.ok) return input.response;
  if (!(await store.itemExists(c.env.DB, input.value.itemNo))) return fail(c, 404, 'ITEM_NOT_FOUND', m.itemNotFound);
  const gated = await adultItemGate(c, input.value.itemNo);
  if (gated) return gated;
  const heartCount = await store.setHeart(c.env.DB, c.var.member.userNo, input.value.itemNo, true, authNow().getTime());
  return ok(c, { liked: true, heartCount });
});

/** Whether the member likes the item, and its count: the item page after a reload. */
memberActionsRoute.get('/api/v4/hearts/:itemNo', async (c) => {
  const auth = c.req.header('authorization');
  const parsed = CatalogueIdParamSchema.safeParse(c.req.param('itemNo'));
  // As behind requireMember: no member is 401 before a bad item number is 400.
  if (!parsed.success) return (await memberFromAuthorization(c.env.DB, auth)) ? fail(c, 400, 'INVALID_ITEM_NO', m.invalidRequest) : loginNeeded(c);
  const r = await readAsMember<store.HeartRow>(c.env.DB, auth, (userNo) => store.heartStatement(c.env.DB, userNo, parsed.data));
  return r ? ok(c, store.heartOfRow(r.results[0])) : loginNeeded(c);
});

memberActionsRoute.delete('/api/v4/hearts/:itemNo', requireMember, async (c) => {
  const parsed = CatalogueIdParamSchema.safeParse(c.req.param('itemNo'));
  if (!parsed.success) return fail(c, 400, 'INVALID_ITEM_NO', m.invalidRequest);
  const heartCount = await store.setHeart(c.env.DB, c.var.member.userNo, parsed.data, false, authNow().getTime());
  return ok(c, { liked: false, heartCount });
});

memberActionsRoute.post('/api/v4/restock', requireMember, async (c) => {
  const input = await readJson(c, RestockRequestSchema);
  if (!input.ok) return input.response;
  const loaded = await loadItem(c, input.value.itemNo);
  if (!loaded.ok) return loaded.response;
  const gated = await adultGate(c, loaded.item);
  if (gated) return gated;
  const checked = checkRestock(loaded.item, input.value.optionNo, authNow());
  if (!checked.ok) return fail(c, checked.refusal.status, checked.refusal.errorCode, checked.refusal.message);
  await store.requestRestock(c.env.DB, c.var.member.userNo, loaded.item.itemNo, checked.optionKey, authNow().getTime());
  return ok(c, { requested: true });
});

memberActionsRoute.post('/api/v5/product-detail/:itemNo/qna', requireMember, async (c) => {
  const parsedNo = CatalogueIdParamSchema.safeParse(c.req.param('itemNo'));
  if (!parsedNo.success) return fail(c, 400, 'INVALID_ITEM_NO', m.invalidRequest);
  const input = await readJson(c, QuestionRequestSchema, { fieldMessages: { title: m.qnaTitle, content: m.qnaContent } });
  if (!input.ok) return input.response;
  if (!(await store.itemExists(c.env.DB, parsedNo.data))) return fail(c, 404, 'ITEM_NOT_FOUND', m.itemNotFound);
  const gated = await adultItemGate(c, parsedNo.data);
  if (gated) return gated;
  const qna = await store.askQuestion(c.env.DB, c.var.member, parsedNo.data, input.value, authNow().getTime());
  return ok(c, qna);
});

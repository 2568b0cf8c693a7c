/**
 * The member actions of the item page (auth contract, "Member actions"): cart, buy now and
 * gift, likes, restock requests and Q&A questions. Mounted at the root with every path spelled
 * out; each route carries requireMember itself. Whatever the browser sends, the item is read
 * from the database and the lines are checked by the rules the item page uses, and an
 * adult-only item needs a current adult verification of an adult (likes and questions too).
 */

import { Hono } from 'hono/tiny';
import { ko } from '../copy/ko';
import {
  BuyNowRequestSchema,
  CartRequestSchema,
  HeartRequestSchema,
  QuestionRequestSchema,
  RestockRequestSchema,
} from '../../schemas/requests/member-actions';
import { authNow } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { fail, ok } from '../http';
import { adultGate, adultItemGate, loadItem } from './member-item';
import { readJson } from './json-body';
import { checkLines, checkRestock, shippingFeeOf } from './member-actions-lines';
import * as store from './member-actions-store';
import { CatalogueIdParamSchema } from '../../schemas/requests/ids';
import { CART_MAX_LINES } from '../../rules/cart';

export const memberActionsRoute = new Hono<MemberAppEnv>();

const m = ko.memberService;

memberActionsRoute.get('/api/v4/cart-item/item-count', requireMember, async (c) => {
  return ok(c, { count: await store.cartCount(c.env.DB, c.var.member.userNo) });
});

memberActionsRoute.post('/api/v4/cart-item', requireMember, async (c) => {
  const input = await readJson(c, CartRequestSchema);
  if (!input.ok) return input.response;
  const loaded = await loadItem(c, input.value.itemNo);
  if (!loaded.ok) return loaded.response;
  const { item } = loaded;
  const gated = await adultGate(c, item);
  if (gated) return gated;

  const now = authNow();
  const checked = checkLines(item, input.value.lines, 'cart', now);
  if (!checked.ok) return fail(c, checked.refusal.status, checked.refusal.errorCode, checked.refusal.message);

  // A line already in the cart grows: the quantity limits apply to what the cart will hold.
  const userNo = c.var.member.userNo;
  const existing = await store.cartLinesOf(c.env.DB, userNo, item.itemNo);
  const merged = checked.lines.map((l) => ({ ...l, qty: l.qty + (existing.get(store.lineKey(l)) ?? 0) }));
  const recheck = checkLines(item, merged, 'cart', now);
  if (!recheck.ok) return fail(c, recheck.refusal.status, recheck.refusal.errorCode, recheck.refusal.message);

  const added = merged.filter((l) => !existing.has(store.lineKey(l))).length;
  if ((await store.cartCount(c.env.DB, userNo)) + added > CART_MAX_LINES) return fail(c, 409, 'CART_FULL', m.cartFull);
  const count = await store.putCartLines(c.env.DB, userNo, item.itemNo, recheck.lines, now.getTime());
  return ok(c, { count });
});

memberActionsRoute.post('/api/v4/orders/buy-now', requireMember, async (c) => {
  const input = await readJson(c, BuyNowRequestSchema);
  if (!input.ok) return input.response;
  const loaded = await loadItem(c, input.value.itemNo);
  if (!loaded.ok) return loaded.response;
  const gated = await adultGate(c, loaded.item);
  if (gated) return gated;
  const gift = input.value.gift;
  const checked = checkLines(loaded.item, input.value.lines, gift ? 'gift' : 'buyNow', authNow());
  if (!checked.ok) return fail(c, checked.refusal.status, checked.refusal.errorCode, checked.refusal.message);
  const shippingFee = shippingFeeOf(loaded.item, checked.lines);
  const orderNo = await store.createOrder(c.env.DB, c.var.member.userNo, gift, loaded.item.itemNo, checked.lines, shippingFee, authNow());
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
memberActionsRoute.get('/api/v4/hearts/:itemNo', requireMember, async (c) => {
  const parsed = CatalogueIdParamSchema.safeParse(c.req.param('itemNo'));
  if (!parsed.success) return fail(c, 400, 'INVALID_ITEM_NO', m.invalidRequest);
  return ok(c, await store.heartOf(c.env.DB, c.var.member.userNo, parsed.data));
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

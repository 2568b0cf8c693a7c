/**
 * The cart page's calls (ours, docs/auth-contract.md; issue 11 item 3), members only:
 * - `GET /api/v4/cart-item`: the lines, priced and checked against each item as it is now;
 * - `PUT /api/v4/cart-item/{cartItemNo}` `{ qty }`: a line's quantity, within the item's limits;
 * - `POST /api/v4/cart-item/remove` `{ cartItemNos }`: removes lines (unknown ones are ignored,
 *   so a double press removes once);
 * - `POST /api/v4/orders/from-cart` `{ lines: [{ cartItemNo, qty }] }`: one order of the chosen
 *   lines, checked as the item page checks an order; a line changed meanwhile makes it stale.
 * Every cart change answers the whole cart, so the page settles to what is stored.
 */
import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import { staleLine } from '../../rules/cart';
import { quantityCaps, quantityLimits, quantityProblem } from '../../rules/quantity';
import { CartOrderRequestSchema, CartQuantityRequestSchema, CartRemoveRequestSchema } from '../../schemas/requests/cart';
import { CatalogueIdParamSchema } from '../../schemas/requests/ids';
import { authNow } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { itemsOf, readCart, removeLines, setQuantity, storedLines } from './cart-store';
import { placeOrder, type OrderLineToWrite } from './order-write';
import { readJson } from './json-body';
import { checkLines, purchasableOptions, shippingFeeOf } from './member-actions-lines';
import { adultGate } from './member-item';

export const cartRoute = new Hono<MemberAppEnv>();

const m = ko.memberService;

const answerCart = async (c: Context<MemberAppEnv>) => ok(c, await readCart(c.env.DB, c.var.member.userNo, authNow()));

cartRoute.get('/api/v4/cart-item', requireMember, answerCart);

cartRoute.put('/api/v4/cart-item/:cartItemNo', requireMember, async (c) => {
  const no = CatalogueIdParamSchema.safeParse(c.req.param('cartItemNo'));
  if (!no.success) return fail(c, 400, 'INVALID_REQUEST', m.invalidRequest);
  const input = await readJson(c, CartQuantityRequestSchema);
  if (!input.ok) return input.response;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const lines = await storedLines(db, userNo);
  const line = lines.find((l) => l.cartItemNo === no.data);
  if (!line) return fail(c, 404, 'CART_LINE_NOT_FOUND', m.cartLineNotFound);
  const item = (await itemsOf(db, [line.itemNo])).get(line.itemNo);
  if (!item) return fail(c, 409, 'NOT_ON_SALE', m.notOnSale);

  // The item's caps count every line of it in the cart, as an order of them all would.
  const option = line.optionKey > 0 ? (purchasableOptions(item)?.get(line.optionKey)?.option ?? null) : null;
  const others = lines.filter((l) => l.itemNo === line.itemNo && l.cartItemNo !== line.cartItemNo).reduce((n, l) => n + l.qty, 0);
  const problem = quantityProblem(input.value.qty, quantityLimits(item, option, others));
  // Coming down towards the limits is always allowed: a line over a limit that has since
  // tightened must be fixable step by step.
  const decreasing = input.value.qty < line.qty && problem?.key !== 'belowMin';
  if (problem && !decreasing) {
    return fail(c, 409, 'QUANTITY_LIMIT', problem.key === 'unavailable' ? ko.quantity.unavailable : ko.quantity[problem.key](problem.limit));
  }
  if (await setQuantity(db, userNo, line.cartItemNo, input.value.qty, authNow().getTime(), quantityCaps(item, option))) return answerCart(c);
  // Gone meanwhile, or another change of the item's lines took the room: say which.
  const now = (await storedLines(db, userNo)).filter((l) => l.itemNo === line.itemNo);
  if (!now.some((l) => l.cartItemNo === line.cartItemNo)) return fail(c, 404, 'CART_LINE_NOT_FOUND', m.cartLineNotFound);
  const taken = now.filter((l) => l.cartItemNo !== line.cartItemNo).reduce((n, l) => n + l.qty, 0);
  const late = quantityProblem(input.value.qty, quantityLimits(item, option, taken)) ?? { key: 'unavailable' as const, limit: 0 };
  return fail(c, 409, 'QUANTITY_LIMIT', late.key === 'unavailable' ? ko.quantity.unavailable : ko.quantity[late.key](late.limit));
});

cartRoute.post('/api/v4/cart-item/remove', requireMember, async (c) => {
  const input = await readJson(c, CartRemoveRequestSchema);
  if (!input.ok) return input.response;
  await removeLines(c.env.DB, c.var.member.userNo, input.value.cartItemNos);
  return answerCart(c);
});

cartRoute.post('/api/v4/orders/from-cart', requireMember, async (c) => {
  const input = await readJson(c, CartOrderRequestSchema);
  if (!input.ok) return input.response;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const now = authNow();
  const stored = await storedLines(db, userNo);
  const stale = staleLine(new Map(stored.map((l) => [l.cartItemNo, l.qty])), input.value.lines);
  if (!stale.ok) return fail(c, 409, 'CART_STALE', m.cartStale);

  const chosen = new Set(input.value.lines.map((l) => l.cartItemNo));
  const lines = stored.filter((l) => chosen.has(l.cartItemNo));
  const items = await itemsOf(
    db,
    lines.map((l) => l.itemNo),
  );
  const ordered: OrderLineToWrite[] = [];
  let shippingFee = 0;
  // Item by item, the check the item page's order makes (sale state, options, limits over all
  // of the item's lines), so the cart can never order what the item page would refuse.
  for (const [itemNo, item] of items) {
    const mine = lines.filter((l) => l.itemNo === itemNo);
    const name = item?.itemName || mine[0]?.itemName || `#${itemNo}`;
    if (!item) return fail(c, 409, 'NOT_ON_SALE', m.cartLineProblem(name, m.notOnSale));
    const gated = await adultGate(c, item);
    if (gated) return gated;
    const checked = checkLines(
      item,
      mine.map((l) => ({ optionNo: l.optionKey > 0 ? l.optionKey : null, qty: l.qty, text: l.text })),
      'cart',
      now,
    );
    if (!checked.ok) return fail(c, checked.refusal.status, checked.refusal.errorCode, m.cartLineProblem(name, checked.refusal.message));
    checked.lines.forEach((l, i) => {
      ordered.push({ ...l, itemNo, cartItemNo: mine[i]!.cartItemNo });
    });
    // Each item ships once for all its lines, as the cart showed (rules/shipping-fee.ts).
    shippingFee += shippingFeeOf(item, checked.lines);
  }
  // Lines keep the cart's order (latest added first), as the shopper saw them.
  const position = new Map(stored.map((l, i) => [l.cartItemNo, i]));
  ordered.sort((a, b) => (position.get(a.cartItemNo ?? 0) ?? 0) - (position.get(b.cartItemNo ?? 0) ?? 0));
  const orderNo = await placeOrder(db, { userNo, kind: 'cart', lines: ordered, shippingFee, now });
  if (orderNo === null) return fail(c, 409, 'SOLD_OUT', m.stockRanOut);
  return ok(c, { orderNo, checkoutUrl: `/checkout?order=${encodeURIComponent(orderNo)}` });
});

import { GiftRecipientAnswerSchema, OrderListSchema, PaymentAnswerSchema, ReceivedGiftsSchema, type OrderList, type ReceivedGifts } from '../../schemas/order';
import type { GiftRecipientRequest } from '../../schemas/requests/gift';
import { buildQuery } from '../../src/navigation/url';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * The member's orders beyond the checkout's one (issue 11 item 4): the list, and the sandbox's
 * "delivered now" (development only: the origin answers 404 elsewhere). Paying: ./payments.ts.
 *
 * @example const list = await getOrders(upstreamDeps(c), { token, page: 1, size: 10 });
 */
export const getOrders = (deps: UpstreamDeps, input: Member & { page: number; size: number }): Promise<OrderList> =>
  memberCall(deps, { path: `/api/v4/orders${buildQuery([['page', input.page], ['size', input.size]])}`, token: input.token, schema: OrderListSchema });

/** `POST /sandbox/payments/{orderNo}/deliver`: a paid order delivered now (development only). */
export const deliverSandboxOrder = (deps: UpstreamDeps, input: Member & { orderNo: string }): Promise<{ orderNo: string; paid: boolean }> =>
  memberCall(deps, { path: `/sandbox/payments/${encodeURIComponent(input.orderNo)}/deliver`, method: 'POST', token: input.token, body: {}, schema: PaymentAnswerSchema });

/** `POST /api/v4/orders/{orderNo}/gift` (ours): whom a pending gift order goes to, and the note. */
export const setGiftRecipient = (deps: UpstreamDeps, input: Member & { orderNo: string } & GiftRecipientRequest) =>
  memberCall(deps, {
    path: `/api/v4/orders/${encodeURIComponent(input.orderNo)}/gift`,
    method: 'POST',
    token: input.token,
    body: { recipientId: input.recipientId, message: input.message },
    schema: GiftRecipientAnswerSchema,
  });

/** `GET /api/v4/orders/received` (ours): the paid gifts the member received, newest first. */
export const getReceivedGifts = (deps: UpstreamDeps, input: Member & { page: number; size: number }): Promise<ReceivedGifts> =>
  memberCall(deps, { path: `/api/v4/orders/received${buildQuery([['page', input.page], ['size', input.size]])}`, token: input.token, schema: ReceivedGiftsSchema });

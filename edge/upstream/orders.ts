import { OrderListSchema, PaymentAnswerSchema, type OrderList } from '../../schemas/order';
import { buildQuery } from '../../src/navigation/url';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * The member's orders beyond the checkout's one (issue 11 item 4): the list, and the sandbox
 * payment (development only: the origin answers 404 elsewhere).
 *
 * @example const list = await getOrders(upstreamDeps(c), { token, page: 1, size: 10 });
 */
export const getOrders = (deps: UpstreamDeps, input: Member & { page: number; size: number }): Promise<OrderList> =>
  memberCall(deps, { path: `/api/v4/orders${buildQuery([['page', input.page], ['size', input.size]])}`, token: input.token, schema: OrderListSchema });

/** `POST /sandbox/payments/{orderNo}`: marks the order paid (a second press changes nothing). */
export const paySandboxOrder = (deps: UpstreamDeps, input: Member & { orderNo: string }): Promise<{ orderNo: string; paid: boolean }> =>
  memberCall(deps, { path: `/sandbox/payments/${encodeURIComponent(input.orderNo)}`, method: 'POST', token: input.token, body: {}, schema: PaymentAnswerSchema });

/** `POST /sandbox/payments/{orderNo}/deliver`: a paid order delivered now (development only). */
export const deliverSandboxOrder = (deps: UpstreamDeps, input: Member & { orderNo: string }): Promise<{ orderNo: string; paid: boolean }> =>
  memberCall(deps, { path: `/sandbox/payments/${encodeURIComponent(input.orderNo)}/deliver`, method: 'POST', token: input.token, body: {}, schema: PaymentAnswerSchema });

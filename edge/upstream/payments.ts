import { OrderDeliverySchema, type OrderDelivery, PaymentConfirmedSchema, PaymentSchema, PaymentStartSchema, type Payment, type PaymentMethod, type PaymentStart } from '../../schemas/payment';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * Paying through the provider (issue 29; origin/payments/routes.ts): start after the purchase
 * agreement, confirm the success return, read the order's payment.
 */
export const startPayment = (deps: UpstreamDeps, input: Member & { orderNo: string; method: PaymentMethod; agreed: boolean }): Promise<PaymentStart> =>
  memberCall(deps, { path: '/api/v4/payments/start', method: 'POST', token: input.token, body: { orderNo: input.orderNo, method: input.method, agreed: input.agreed }, schema: PaymentStartSchema });

export const confirmPayment = (deps: UpstreamDeps, input: Member & { paymentKey: string; orderId: string; amount: number }) =>
  memberCall(deps, {
    path: '/api/v4/payments/confirm',
    method: 'POST',
    token: input.token,
    body: { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount },
    schema: PaymentConfirmedSchema,
  });

export const getPayment = (deps: UpstreamDeps, input: Member & { orderNo: string }): Promise<Payment> =>
  memberCall(deps, { path: `/api/v4/payments/${encodeURIComponent(input.orderNo)}`, token: input.token, schema: PaymentSchema });

/** The delivery fields of the member's order (absent before the address work adds them: all null). */
export const getOrderDelivery = (deps: UpstreamDeps, input: Member & { orderNo: string }): Promise<OrderDelivery> =>
  memberCall(deps, { path: `/api/v4/orders/${encodeURIComponent(input.orderNo)}`, token: input.token, schema: OrderDeliverySchema });

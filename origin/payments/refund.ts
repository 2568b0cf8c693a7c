/**
 * Refunds through the payment adapter (issue 29 contract): the cancel before shipping
 * (routes/order-cancel.ts) calls this once the order is cancelled, for an order that was paid.
 *
 * THIS FILE IS THE ORDERS BRANCH'S STAND-IN. The pay engineer owns origin/payments/ and their
 * version (Toss's cancel call, or the sandbox) replaces this one at merge, with the same
 * signature. Here it does only what the sandbox does: the sandbox payment moved no money, so in
 * development the refund succeeds and the caller records it (order_cancels.refund_state).
 * Anywhere else there is no provider in this branch, so it answers a code rather than pretend.
 */
import { isDevelopment } from '../auth/request';
import type { OriginEnv } from '../env';

export type RefundResult = { ok: true } | { ok: false; code: string };

export async function refundPayment(env: OriginEnv, _db: D1Database, _order: { orderNo: string; userNo: number }, _reason: string): Promise<RefundResult> {
  if (isDevelopment(env)) return { ok: true };
  return { ok: false, code: 'REFUND_PROVIDER_UNAVAILABLE' };
}

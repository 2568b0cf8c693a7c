/**
 * Refunds through the provider (issue 29 contract): the orders work calls this for a cancel
 * before shipping, once the order is cancelled. Toss's cancel (or the sandbox's) of the order's
 * confirmed payment, claimed first (DONE → CANCELING) so twenty at once cancel once; a refused
 * cancel puts it back to DONE for another try. An order already refunded answers ok again. A
 * claim older than STALE_REFUND_MS is a refund that died mid-call (a crash): claimable again,
 * and Toss's Idempotency-Key `refund-<orderNo>` makes the second cancel the first's answer.
 */
import { isDevelopment } from '../auth/request';
import { authNowMs } from '../auth/clock';
import type { OriginEnv } from '../env';
import { providerFor } from './provider';

const STALE_REFUND_MS = 60_000;

export type RefundResult = { ok: true } | { ok: false; code: string };

export async function refundPayment(env: OriginEnv, db: D1Database, order: { orderNo: string; userNo: number }, reason: string): Promise<RefundResult> {
  const row = await db
    .prepare('SELECT status, payment_key, provider FROM payments WHERE order_no = ? AND user_no = ?')
    .bind(order.orderNo, order.userNo)
    .first<{ status: string; payment_key: string | null; provider: string }>();
  if (!row || row.status === 'READY' || row.status === 'FAILED') {
    // Nothing was charged through a provider: in development the demo data's orders were paid
    // before payments had rows; anywhere else a paid order without one is a fault to look at.
    return isDevelopment(env) ? { ok: true } : { ok: false, code: 'PAYMENT_NOT_FOUND' };
  }
  if (row.status === 'CANCELED') return { ok: true };
  if ((row.status !== 'DONE' && row.status !== 'CANCELING') || !row.payment_key) return { ok: false, code: 'PAYMENT_IN_PROGRESS' };
  const provider = providerFor(env);
  if (!provider || provider.mode !== row.provider) return { ok: false, code: 'PAYMENT_UNAVAILABLE' };
  const claimed = await db
    .prepare("UPDATE payments SET status = 'CANCELING', updated_at = ?3 WHERE order_no = ?1 AND payment_key = ?2 AND (status = 'DONE' OR (status = 'CANCELING' AND updated_at < ?4))")
    .bind(order.orderNo, row.payment_key, authNowMs(), authNowMs() - STALE_REFUND_MS)
    .run();
  if (!claimed.meta.changes) return { ok: false, code: 'PAYMENT_IN_PROGRESS' };
  const result = await provider.cancel({ paymentKey: row.payment_key, reason: reason.slice(0, 200) || 'cancel', idempotencyKey: `refund-${order.orderNo}` });
  await db
    .prepare("UPDATE payments SET status = ?3, failure_code = ?4, failure_message = ?5, updated_at = ?6 WHERE order_no = ?1 AND payment_key = ?2 AND status = 'CANCELING'")
    .bind(order.orderNo, row.payment_key, result.ok ? 'CANCELED' : 'DONE', result.ok ? null : result.code.slice(0, 80), result.ok ? null : result.message.slice(0, 500), authNowMs())
    .run();
  if (!result.ok) console.warn('[payments] refund refused', provider.mode, result.code);
  return result.ok ? { ok: true } : { ok: false, code: result.code };
}

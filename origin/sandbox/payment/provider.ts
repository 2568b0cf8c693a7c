/**
 * The sandbox payment provider (development only): Toss's server contract over its own ledger
 * (`sandbox_payments`, written by the sandbox payment window, ./window.ts). Its confirm answers
 * as Toss's does: the approved payment with its method and receipt, or `{code, message}` when
 * the key is unknown, the order or amount differ from what the window approved, or it was
 * cancelled. A repeated confirm of a DONE payment answers it again (Toss's idempotency).
 */
import { sandboxPaymentCopy as t } from '../../copy/sandbox-ko';
import type { PaymentProvider } from '../../payments/provider';

/** Toss names methods in Korean in its Payment object; the sandbox says the same. */
export const SANDBOX_METHOD_NAMES = t.methods;

interface Row {
  order_id: string;
  amount: number;
  method: string;
  status: string;
  approved_at: string | null;
}

export function sandboxProvider(db: D1Database): PaymentProvider {
  return {
    mode: 'sandbox',
    async confirm({ paymentKey, orderId, amount }) {
      const approvedAt = new Date().toISOString();
      // READY → DONE once, with the order and amount the window approved in the same statement.
      const row =
        (await db
          .prepare(
            "UPDATE sandbox_payments SET status = 'DONE', approved_at = ?4 WHERE payment_key = ?1 AND order_id = ?2 AND amount = ?3 AND status = 'READY' RETURNING order_id, amount, method, status, approved_at",
          )
          .bind(paymentKey, orderId, amount, approvedAt)
          .first<Row>()) ?? (await db.prepare('SELECT order_id, amount, method, status, approved_at FROM sandbox_payments WHERE payment_key = ?').bind(paymentKey).first<Row>());
      if (!row) return { ok: false, code: 'NOT_FOUND_PAYMENT', message: t.notFound };
      if (row.order_id !== orderId || row.amount !== amount) return { ok: false, code: 'UNAUTHORIZED_KEY', message: t.mismatch };
      if (row.status !== 'DONE') return { ok: false, code: 'ALREADY_CANCELED_PAYMENT', message: t.alreadyCanceled };
      return {
        ok: true,
        value: {
          paymentKey,
          orderId,
          status: 'DONE',
          method: SANDBOX_METHOD_NAMES[row.method] ?? row.method,
          totalAmount: row.amount,
          approvedAt: row.approved_at,
          receipt: { url: `/sandbox/payments/receipt/${encodeURIComponent(paymentKey)}` },
        },
      };
    },
    async cancel({ paymentKey }) {
      const done = await db
        .prepare("UPDATE sandbox_payments SET status = 'CANCELED' WHERE payment_key = ? AND status IN ('DONE', 'CANCELED') RETURNING status")
        .bind(paymentKey)
        .first<{ status: string }>();
      return done ? { ok: true, value: { status: 'CANCELED' } } : { ok: false, code: 'NOT_FOUND_PAYMENT', message: t.notFound };
    },
  };
}

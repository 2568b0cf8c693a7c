/**
 * Toss Payments' server API (v1 payments, as Toss documents it): confirm
 * `POST /v1/payments/confirm {paymentKey, orderId, amount}` and cancel
 * `POST /v1/payments/{paymentKey}/cancel {cancelReason}`, authorised with
 * `Basic base64(secretKey + ':')` and an `Idempotency-Key`, so a retried call (a replayed
 * return, a timeout) is answered as the first was rather than charged or cancelled again.
 * The secret key stays here, never in the browser. Any answer that is not Toss's shape, or no
 * answer, is a failure with a code of ours: the caller leaves the order payable.
 */
import { ProviderErrorSchema, ProviderPaymentSchema, type PaymentProvider, type ProviderResult } from './provider';

export const TOSS_API = 'https://api.tosspayments.com';
/** Toss answers confirm within seconds; past this the shopper is told to try again. */
const TIMEOUT_MS = 15_000;

export function tossProvider(secretKey: string, fetcher: typeof fetch = fetch): PaymentProvider {
  const authorization = `Basic ${btoa(`${secretKey}:`)}`;
  async function post<T>(path: string, body: unknown, idempotencyKey: string, read: (json: unknown) => T | null): Promise<ProviderResult<T>> {
    let res: Response;
    try {
      res = await fetcher(`${TOSS_API}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return { ok: false, code: 'PROVIDER_UNREACHABLE', message: '' };
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      return { ok: false, code: 'PROVIDER_BAD_ANSWER', message: '' };
    }
    if (!res.ok) {
      const error = ProviderErrorSchema.safeParse(json);
      return error.success ? { ok: false, code: error.data.code, message: error.data.message } : { ok: false, code: 'PROVIDER_BAD_ANSWER', message: '' };
    }
    const value = read(json);
    return value === null ? { ok: false, code: 'PROVIDER_BAD_ANSWER', message: '' } : { ok: true, value };
  }
  return {
    mode: 'toss',
    confirm: ({ paymentKey, orderId, amount }) =>
      post('/v1/payments/confirm', { paymentKey, orderId, amount }, `confirm-${paymentKey}`.slice(0, 300), (json) => {
        const p = ProviderPaymentSchema.safeParse(json);
        return p.success ? p.data : null;
      }),
    cancel: ({ paymentKey, reason, idempotencyKey }) =>
      post(`/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, { cancelReason: reason }, idempotencyKey, (json) => {
        const p = ProviderPaymentSchema.pick({ status: true }).safeParse(json);
        return p.success ? { status: p.data.status } : null;
      }),
  };
}

/**
 * Toss Payments' server API (v1 payments, as Toss documents it): confirm
 * `POST /v1/payments/confirm {paymentKey, orderId, amount}` and cancel
 * `POST /v1/payments/{paymentKey}/cancel {cancelReason}`, authorised with
 * `Basic base64(secretKey + ':')` and an `Idempotency-Key`, so a retried call (a replayed
 * return, a timeout) is answered as the first was rather than charged or cancelled again.
 * The secret key stays here, never in the browser. Toss's 4xx `{code, message}` is a refusal; no
 * answer, a timeout, a 5xx or an answer that is not Toss's shape is an unknown outcome (a code of
 * ours, `unknown`): Toss may have done it, so the caller asks again with the same key.
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
      return { ok: false, code: 'PROVIDER_UNREACHABLE', message: '', unknown: true };
    }
    const badAnswer = { ok: false, code: 'PROVIDER_BAD_ANSWER', message: '', unknown: true } as const;
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      return badAnswer;
    }
    if (!res.ok) {
      const error = ProviderErrorSchema.safeParse(json);
      if (!error.success) return badAnswer;
      return res.status >= 500 ? { ok: false, code: error.data.code, message: error.data.message, unknown: true } : { ok: false, code: error.data.code, message: error.data.message };
    }
    const value = read(json);
    return value === null ? badAnswer : { ok: true, value };
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

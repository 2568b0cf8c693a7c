/**
 * A payment provider as the origin uses it (issue 29): Toss Payments' server contract — confirm
 * an approved payment by its `paymentKey`, `orderId` and `amount`, cancel (refund) a confirmed
 * one — spoken by `toss` (./toss.ts, with the secret key) and, in development only, by the
 * sandbox (origin/sandbox/payment/provider.ts), which keeps its own ledger in D1.
 *
 * Which one: `TOSS_SECRET_KEY` set → Toss, in any environment; unset → the sandbox in
 * development, none in production (the routes then refuse with PAYMENT_UNAVAILABLE).
 */
import * as z from 'zod';
import { isDevelopment } from '../auth/request';
import type { OriginEnv } from '../env';
import { sandboxProvider } from '../sandbox/payment/provider';
import { tossProvider } from './toss';

export type ProviderMode = 'toss' | 'sandbox';

export { PAYMENT_METHODS, PaymentMethodSchema, type PaymentMethod } from '../../schemas/payment';

/** What the confirm needs of the provider's approved payment (Toss's Payment object, in part). */
export const ProviderPaymentSchema = z.object({
  paymentKey: z.string().min(1).max(200),
  orderId: z.string().min(1).max(64),
  status: z.string().max(40),
  /** Toss answers the method in Korean (카드, 계좌이체, 가상계좌, 휴대폰, 간편결제); kept as said. */
  method: z
    .string()
    .max(40)
    .nullish()
    .transform((v) => v ?? null),
  totalAmount: z.number().int().nonnegative(),
  approvedAt: z
    .string()
    .max(40)
    .nullish()
    .transform((v) => v ?? null),
  receipt: z.object({ url: z.string().max(500).nullish() }).nullish(),
});
export type ProviderPayment = z.infer<typeof ProviderPaymentSchema>;

/** Toss's error answer `{ code, message }`. */
export const ProviderErrorSchema = z.object({ code: z.string().min(1).max(80), message: z.string().max(500).default('') });

/**
 * `unknown`: no answer, an unreadable one or a 5xx — the provider may have done it all the same
 * (captured the money), so the caller keeps the payment as it is and asks again with the same
 * idempotency key rather than recording a failure.
 */
export type ProviderResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string; unknown?: true };

export interface ConfirmInput {
  paymentKey: string;
  orderId: string;
  amount: number;
}

export interface CancelInput {
  paymentKey: string;
  reason: string;
  /** Toss's `Idempotency-Key`: a repeated cancel with the same key cancels once. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  mode: ProviderMode;
  confirm(input: ConfirmInput): Promise<ProviderResult<ProviderPayment>>;
  cancel(input: CancelInput): Promise<ProviderResult<{ status: string }>>;
}

/** A deploy leaves the sandbox out of the bundle (origin/app.ts). */
const sandboxBundled = () => typeof __STOREFRONT_DEV_PAGES__ === 'undefined' || __STOREFRONT_DEV_PAGES__;

/**
 * The mode a start answers the storefront, without building a provider: the one condition
 * `providerFor` follows too, so a start never promises a provider the confirm lacks.
 */
export function providerModeOf(env: OriginEnv, bundled: boolean = sandboxBundled()): ProviderMode | null {
  if (env.TOSS_SECRET_KEY?.trim()) return 'toss';
  return isDevelopment(env) && bundled ? 'sandbox' : null;
}

/** The provider this origin pays through, or null: production without `TOSS_SECRET_KEY`. */
export function providerFor(env: OriginEnv, fetcher: typeof fetch = fetch, bundled: boolean = sandboxBundled()): PaymentProvider | null {
  const mode = providerModeOf(env, bundled);
  const secret = env.TOSS_SECRET_KEY?.trim();
  if (mode === 'toss' && secret) return tossProvider(secret, fetcher);
  return mode === 'sandbox' ? sandboxProvider(env.DB) : null;
}

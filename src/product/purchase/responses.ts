import * as z from 'zod/mini';

/**
 * The gateway's success answers, read with zod/mini (this runs in the browser). Answers use
 * the data-wrapping envelope `{ result?, data, message?, errorCode? }` (DECISIONS 5); a plain
 * body is read as the payload itself. Each reader returns null for a body it cannot use, which
 * the caller treats as a failed call. The recommendation lists' reader is apart
 * (./recommendation-answer.ts): 좋아요's calls (./heart-call.ts) check their answer with these
 * few schemas, without the cards' (issue 32 §3).
 */
const bag = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

export function payloadOf(body: unknown): unknown {
  const b = bag(body);
  return b && 'data' in b ? b.data : body;
}

/** Numbers may arrive as numeric strings; anything else unusable becomes the fallback. */
export const num = (fallback = 0) =>
  z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()]))),
    z.transform((v) => {
      const n = v === null || v === undefined || v === '' ? fallback : Number(v);
      return Number.isFinite(n) ? n : fallback;
    }),
  );
export const str = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => v ?? ''),
);

const CartAnswer = z.object({ count: num() });
const CheckoutAnswer = z.object({ checkoutUrl: z.string() });
const HeartAnswer = z.object({ liked: z.boolean(), heartCount: num() });

export function read<T>(schema: z.ZodMiniType<T>, body: unknown): T | null {
  const parsed = schema.safeParse(payloadOf(body));
  return parsed.success ? parsed.data : null;
}

/** `{ data: { count } }`: the cart's new item count. A missing data means 0 (spec 5). */
export function readCartAnswer(body: unknown): { count: number } | null {
  return payloadOf(body) == null ? { count: 0 } : read(CartAnswer, body);
}

export function readCheckoutAnswer(body: unknown): { checkoutUrl: string } | null {
  const answer = read(CheckoutAnswer, body);
  return answer && answer.checkoutUrl.trim() !== '' ? { checkoutUrl: answer.checkoutUrl.trim() } : null;
}

export function readHeartAnswer(body: unknown): { liked: boolean; heartCount: number } | null {
  const answer = read(HeartAnswer, body);
  return answer && { liked: answer.liked, heartCount: Math.max(0, Math.floor(answer.heartCount)) };
}

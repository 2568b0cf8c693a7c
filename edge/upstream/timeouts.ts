/**
 * Deadlines of the upstream calls, in one place (spec 9). Item detail and additional detail
 * are the spec's; the lists (reviews, Q&A, recommendations) are ours: deferred sections that
 * should give up well before a shopper does. Tests override them through `deps.timeouts`.
 */
export const UPSTREAM_TIMEOUTS = {
  itemDetail: 3000,
  additionalDetail: 20_000,
  reviews: 5000,
  qna: 5000,
  recommendations: 5000,
} as const;

export type TimeoutName = keyof typeof UPSTREAM_TIMEOUTS;
export type TimeoutOverrides = Partial<Record<TimeoutName, number>>;

/** The deadline for `name`, with a test's override when it is a positive finite number. */
export function timeoutFor(name: TimeoutName, overrides?: TimeoutOverrides): number {
  const o = overrides?.[name];
  return typeof o === 'number' && Number.isFinite(o) && o > 0 ? o : UPSTREAM_TIMEOUTS[name];
}

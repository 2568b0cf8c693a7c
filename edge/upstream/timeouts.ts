/**
 * Every deadline of an edge → upstream call, in one table (spec 9). Item detail and additional
 * detail are the spec's; the rest are ours: deferred sections and browser reads give up well
 * before a shopper does, and what the shell waits for (notices, the header's cart count) must
 * never hold a page up. Tests override any of them through `deps.timeouts`.
 */
export const UPSTREAM_TIMEOUTS = {
  // Item page (catalog.ts)
  itemDetail: 3000,
  additionalDetail: 20_000,
  reviews: 5000,
  qna: 5000,
  recommendations: 5000,
  // Shared navigation and listings (navigation.ts)
  suggestions: 2000,
  listing: 5000,
  // Content pages (terms, privacy, company): issue 14.
  content: 5000,
  categories: 3000,
  /** The notice strip is best effort: no strip rather than a slow page. */
  notices: 800,
  // Personal calls (member.ts, identity.ts)
  member: 5000,
  /** The grade lookup runs in the session middleware, before every member's page. */
  userLevel: 2000,
  /** The adult gate decides before render; an unreadable status keeps the gate shut. */
  adultVerification: 3000,
  /** The header's cart count is best effort: the island asks again if it is missing. */
  headerCartCount: 1500,
  /** Whether a member's token is still live (session middleware): a member page waits for it. */
  tokenStatus: 1500,
  /** The origin's signing keys, for the session middleware. */
  jwks: 3000,
  // Other services and raw answers
  flags: 3000,
  /** The ad-tracking post runs after the answer (waitUntil); a slow provider costs nobody a wait. */
  adTracking: 3000,
  images: 10_000,
  /** A review photo streams from the shopper's phone through to the upstream: the deadline covers their upload. */
  upload: 60_000,
  /** `/healthz` and the start script's warm-up (the first call seeds the origin's data). */
  health: 15_000,
  /** The identity sandbox pages proxied as they are (edge/pages/sandbox-proxy.ts). */
  sandboxProxy: 10_000,
} as const;

export type TimeoutName = keyof typeof UPSTREAM_TIMEOUTS;
export type TimeoutOverrides = Partial<Record<TimeoutName, number>>;

/** The deadline for `name`, with a test's override when it is a positive finite number. */
export function timeoutFor(name: TimeoutName, overrides?: TimeoutOverrides): number {
  const o = overrides?.[name];
  return typeof o === 'number' && Number.isFinite(o) && o > 0 ? o : UPSTREAM_TIMEOUTS[name];
}

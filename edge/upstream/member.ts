import { z } from 'zod';
import { LoginResponseSchema } from '../../schemas/user';
import { UserLevelResponseSchema, type UserLevelResponse } from '../../schemas/member-grade';
import { CartCountSchema } from '../../schemas/cart';
import { QnaSchema } from '../../schemas/qna';
import { isUpstreamError, pageStatusFor } from './errors';
import { upstreamJson, type Envelope, type UpstreamDeps } from './request';
import type { UpstreamFetch } from './transport';

/**
 * The member calls of spec 7 and the auth contract: login, refresh, logout, user level, and the
 * item page's member actions. Every one is personal, so none is cached ('none'), and every one
 * with a session sends `Authorization: Bearer <access token>`.
 *
 * Each answers a `MemberResult`: the parsed data, or the upstream's refusal (status, errorCode,
 * message) so gateway routes and dialogs can show the server's words (spec 8).
 *
 * @example
 *   const r = await getCartCount({ fetch: c.var.upstream }, session.accessToken);
 *   if (r.ok) badge(r.data.count);
 */
export const MEMBER_TIMEOUT_MS = 5000;

export type MemberFailure = { ok: false; status: number; errorCode: string; message: string | null; kind: string };
export type MemberResult<T> = { ok: true; data: T } | MemberFailure;

export interface MemberCall<S extends z.ZodType> {
  path: string;
  schema: S;
  method?: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  token?: string | null;
  body?: unknown;
  envelope?: Envelope;
  timeoutMs?: number;
}

/** One member call: never throws; an upstream failure becomes a MemberFailure. */
export async function memberCall<S extends z.ZodType>(deps: Pick<UpstreamDeps, 'fetch' | 'signal'>, call: MemberCall<S>): Promise<MemberResult<z.output<S>>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const data = await upstreamJson(deps.fetch, {
      path: call.path,
      schema: call.schema,
      envelope: call.envelope ?? 'either',
      timeoutMs: call.timeoutMs ?? MEMBER_TIMEOUT_MS,
      cache: 'none',
      signal: deps.signal,
      init: { method: call.method ?? 'GET', headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) },
    });
    return { ok: true, data };
  } catch (error) {
    return failureOf(error);
  }
}

export function failureOf(error: unknown): MemberFailure {
  if (!isUpstreamError(error)) return { ok: false, status: 500, errorCode: 'UNKNOWN', message: null, kind: 'unknown' };
  // A `result: 'FAIL'` inside a 200 is a refusal, not a broken answer: keep it a 400-class failure.
  const refusal = error.kind === 'schema' && !!error.errorCode;
  const status = refusal ? 400 : pageStatusFor(error);
  const serverMessage = error.kind === 'http' || refusal ? error.message : null;
  return { ok: false, status, errorCode: error.errorCode ?? `UPSTREAM_${error.kind.toUpperCase()}`, message: serverMessage, kind: error.kind };
}

const bearer = (fetch: UpstreamFetch, signal?: AbortSignal) => ({ fetch, signal });

// ── Login plumbing ──────────────────────────────────────────────────────────────────────────

/** The login answer: LoginResponse plus the refresh token and user number (auth contract). */
export const LoginAnswerSchema = LoginResponseSchema.extend({
  refreshToken: z.string().min(1),
  userNo: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive()),
});
export type LoginAnswer = z.output<typeof LoginAnswerSchema>;

export const TokenPairSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type TokenPair = z.output<typeof TokenPairSchema>;

export const login = (fetch: UpstreamFetch, body: { id: string; password: string }, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/user/login', method: 'POST', body, schema: LoginAnswerSchema });

export const socialLogin = (fetch: UpstreamFetch, body: { access_token: string; social_type: string; redirect_uri: string }, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/user/sns-login', method: 'POST', body, schema: LoginAnswerSchema });

export const refreshTokens = (fetch: UpstreamFetch, refreshToken: string, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/user/token/refresh', method: 'POST', body: { refreshToken }, schema: TokenPairSchema });

export const logout = (fetch: UpstreamFetch, token: string, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/user/logout', token, schema: z.unknown() });

/** The origin's signing keys, for the session middleware (never cached upstream: it caches itself). */
export const JwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

export async function fetchJwks(fetch: UpstreamFetch) {
  const r = await memberCall({ fetch }, { path: '/.well-known/jwks.json', schema: JwksSchema, envelope: 'plain', timeoutMs: 3000 });
  if (!r.ok) throw new Error(`JWKS unavailable: ${r.errorCode}`);
  return r.data as { keys: Array<Record<string, unknown>> };
}

/** `GET /api/v4/user-level` (spec 7): the grade id; the answer's own result decides (spec 8). */
export const getUserLevel = (fetch: UpstreamFetch, token: string, signal?: AbortSignal): Promise<MemberResult<UserLevelResponse>> =>
  memberCall(bearer(fetch, signal), { path: '/api/v4/user-level', token, schema: UserLevelResponseSchema, envelope: 'plain', timeoutMs: 2000 });

// ── Item-page member actions ────────────────────────────────────────────────────────────────

export interface OrderLineInput {
  optionNo: number | null;
  qty: number;
  text?: string;
}

export const getCartCount = (fetch: UpstreamFetch, token: string, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/api/v4/cart-item/item-count', token, schema: CartCountSchema });

export const addToCart = (fetch: UpstreamFetch, token: string, body: { itemNo: number; lines: OrderLineInput[] }, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/api/v4/cart-item', method: 'POST', token, body, schema: CartCountSchema });

export const BuyNowAnswerSchema = z.object({ orderNo: z.union([z.number(), z.string()]).transform(String), checkoutUrl: z.string().min(1) });

export const buyNow = (fetch: UpstreamFetch, token: string, body: { itemNo: number; lines: OrderLineInput[]; gift: boolean }, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/api/v4/orders/buy-now', method: 'POST', token, body, schema: BuyNowAnswerSchema });

export const HeartAnswerSchema = z.object({ liked: z.boolean(), heartCount: z.number().int().nonnegative() });

export const like = (fetch: UpstreamFetch, token: string, itemNo: number, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/api/v4/hearts', method: 'POST', token, body: { itemNo }, schema: HeartAnswerSchema });

export const unlike = (fetch: UpstreamFetch, token: string, itemNo: number, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: `/api/v4/hearts/${itemNo}`, method: 'DELETE', token, schema: HeartAnswerSchema });

export const requestRestock = (fetch: UpstreamFetch, token: string, body: { itemNo: number; optionNo: number | null }, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: '/api/v4/restock', method: 'POST', token, body, schema: z.object({ requested: z.boolean() }) });

export const askQuestion = (
  fetch: UpstreamFetch,
  token: string,
  itemNo: number,
  body: { title: string; content: string; isSecret: boolean },
  signal?: AbortSignal,
) => memberCall(bearer(fetch, signal), { path: `/api/v5/product-detail/${itemNo}/qna`, method: 'POST', token, body, schema: QnaSchema });

/** `POST /api/v4/oauth/{provider}/token` (spec 7): the provider's code for its access token. */
export const exchangeSocialCode = (fetch: UpstreamFetch, provider: string, body: { code: string; redirectUri: string }, signal?: AbortSignal) =>
  memberCall(bearer(fetch, signal), { path: `/api/v4/oauth/${encodeURIComponent(provider)}/token`, method: 'POST', body, schema: z.object({ accessToken: z.string().min(1) }) });

import * as z from 'zod';
import { CartCountSchema, type CartCount } from '../../schemas/cart';
import { JwksSchema, type Jwks } from '../../schemas/jwks';
import { LoginAnswerSchema, SocialTokenSchema, TokenPairSchema, TokenStatusSchema, type LoginAnswer, type SocialToken, type TokenPair, type TokenStatus } from '../../schemas/login-answer';
import { BuyNowAnswerSchema, HeartAnswerSchema, RestockAnswerSchema, type BuyNowAnswer, type HeartAnswer, type RestockAnswer } from '../../schemas/member-action';
import { UserInfoSchema, UserSummarySchema, type UserInfo, type UserSummary } from '../../schemas/member';
import { ReviewCountsSchema, type ReviewCounts } from '../../schemas/review-count';
import { UserLevelResponseSchema, type UserLevelResponse } from '../../schemas/member-grade';
import { OrderSchema, type Order } from '../../schemas/order';
import { QnaSchema, type Qna } from '../../schemas/qna';
import { ListingSchema, type Listing } from '../../schemas/listing';
import type { JoinRequestInput } from '../../schemas/requests/join';
import { IdValidatorResponseSchema, type IdValidatorResponse } from '../../schemas/user';
import type { ListingQuery } from '../../src/listing/query';
import { buildQuery } from '../../src/navigation/url';
import { upstreamCall, type Envelope, type UpstreamDeps } from './request';
import type { TimeoutName } from './timeouts';

/**
 * The member calls of spec 7 and the auth contract: login, refresh, logout, user level, and the
 * item page's member actions. Every one is personal: never cached, never reported to the page
 * cache's freshness log, and every one with a session sends `Authorization: Bearer <token>`.
 *
 * Like every call in edge/upstream, each is `(deps, input) → Promise<T>` and throws an
 * `UpstreamError`; the upstream's refusal keeps its `status`, `errorCode` and server message
 * (spec 8), and a `result: 'FAIL'` inside a 2xx is a `schema` error carrying its `errorCode`
 * (see `isRefusal` in errors.ts). Gateway routes answer it with `relay` (gateway/respond.ts).
 *
 * @example
 *   const { count } = await getCartCount(upstreamDeps(c), { token: member.accessToken });
 */

/** Who is calling: the member's access token. */
export interface Member {
  token: string;
}

export interface MemberCall<S extends z.ZodType> {
  path: string;
  schema: S;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The member's access token, sent as `Authorization: Bearer`. */
  token?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  envelope?: Envelope;
  /** The deadline by name (timeouts.ts); `member` unless the caller has a tighter budget. */
  timeout?: TimeoutName;
}

/**
 * One personal call: Bearer header, JSON body, no cache. Only the transport, the signal and
 * the deadline overrides of `deps` are used, so a personal answer never reaches a shared cache
 * or marks a public page uncacheable.
 */
export function memberCall<S extends z.ZodType>(deps: UpstreamDeps, call: MemberCall<S>): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const personal: UpstreamDeps = { fetch: deps.fetch, signal: deps.signal, timeouts: deps.timeouts };
  return upstreamCall(personal, {
    path: call.path,
    schema: call.schema,
    envelope: call.envelope ?? 'either',
    timeout: call.timeout ?? 'member',
    cache: 'none',
    init: { method: call.method ?? 'GET', headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) },
  });
}

// ── Login plumbing ──────────────────────────────────────────────────────────────────────────

export type { LoginAnswer, TokenPair } from '../../schemas/login-answer';

export const login = (deps: UpstreamDeps, input: { id: string; password: string }): Promise<LoginAnswer> =>
  memberCall(deps, { path: '/user/login', method: 'POST', body: input, schema: LoginAnswerSchema });

export const socialLogin = (deps: UpstreamDeps, input: { access_token: string; social_type: string; redirect_uri: string }): Promise<LoginAnswer> =>
  memberCall(deps, { path: '/user/sns-login', method: 'POST', body: input, schema: LoginAnswerSchema });

/** `POST /user/join` (ours): sign-up; answers like a login, so the new member is logged in. */
export const join = (deps: UpstreamDeps, input: JoinRequestInput): Promise<LoginAnswer> => memberCall(deps, { path: '/user/join', method: 'POST', body: input, schema: LoginAnswerSchema });

/** `POST user/validator/id` (spec 7): the account types of a taken id; a free id is a 404 refusal. */
export const validateId = (deps: UpstreamDeps, input: { userId: string }): Promise<IdValidatorResponse> =>
  memberCall(deps, { path: '/user/validator/id', method: 'POST', body: { user_id: input.userId }, schema: IdValidatorResponseSchema });

export const refreshTokens = (deps: UpstreamDeps, input: { refreshToken: string }): Promise<TokenPair> =>
  memberCall(deps, { path: '/user/token/refresh', method: 'POST', body: { refreshToken: input.refreshToken }, schema: TokenPairSchema });

/** `GET /user/token/status` (ours): resolves while the token opens a session, refused (401) once it was ended. */
export const getTokenStatus = (deps: UpstreamDeps, input: Member): Promise<TokenStatus> =>
  memberCall(deps, { path: '/user/token/status', token: input.token, schema: TokenStatusSchema, timeout: 'tokenStatus' });

/** The logout answer is not read: any 2xx ends the session upstream. */
export const logout = (deps: UpstreamDeps, input: Member): Promise<unknown> => memberCall(deps, { path: '/user/logout', token: input.token, schema: z.unknown() });

/** The origin's signing keys, for the session middleware (never cached upstream: it caches itself). */
export const fetchJwks = (deps: UpstreamDeps): Promise<Jwks> => memberCall(deps, { path: '/.well-known/jwks.json', schema: JwksSchema, envelope: 'plain', timeout: 'jwks' });

/** `GET /user/info/`: the user-info refresh (spec 6). */
export const getUserInfo = (deps: UpstreamDeps, input: Member): Promise<UserInfo> => memberCall(deps, { path: '/user/info/', token: input.token, schema: UserInfoSchema });

/** `GET /api/v4/user-level` (spec 7): the grade id; the answer's own result decides (spec 8). */
export const getUserLevel = (deps: UpstreamDeps, input: Member): Promise<UserLevelResponse> =>
  memberCall(deps, { path: '/api/v4/user-level', token: input.token, schema: UserLevelResponseSchema, envelope: 'plain', timeout: 'userLevel' });

/** `POST /api/v4/oauth/{provider}/token` (spec 7): the provider's code for its access token. */
export const exchangeSocialCode = (deps: UpstreamDeps, input: { provider: string; code: string; redirectUri: string }): Promise<SocialToken> =>
  memberCall(deps, {
    path: `/api/v4/oauth/${encodeURIComponent(input.provider)}/token`,
    method: 'POST',
    body: { code: input.code, redirectUri: input.redirectUri },
    schema: SocialTokenSchema,
  });

// ── Item-page member actions ────────────────────────────────────────────────────────────────

export interface OrderLineInput {
  optionNo: number | null;
  qty: number;
  text?: string;
}

/** The member's cart count; `timeout: 'headerCartCount'` when the shell is waiting for it. */
export const getCartCount = (deps: UpstreamDeps, input: Member & { timeout?: 'member' | 'headerCartCount' }): Promise<CartCount> =>
  memberCall(deps, { path: '/api/v4/cart-item/item-count', token: input.token, schema: CartCountSchema, timeout: input.timeout ?? 'member' });

export const addToCart = (deps: UpstreamDeps, input: Member & { itemNo: number; lines: OrderLineInput[] }): Promise<CartCount> =>
  memberCall(deps, { path: '/api/v4/cart-item', method: 'POST', token: input.token, body: { itemNo: input.itemNo, lines: input.lines }, schema: CartCountSchema });

export const buyNow = (deps: UpstreamDeps, input: Member & { itemNo: number; lines: OrderLineInput[]; gift: boolean }): Promise<BuyNowAnswer> =>
  memberCall(deps, {
    path: '/api/v4/orders/buy-now',
    method: 'POST',
    token: input.token,
    body: { itemNo: input.itemNo, lines: input.lines, gift: input.gift },
    schema: BuyNowAnswerSchema,
  });

export const like = (deps: UpstreamDeps, input: Member & { itemNo: number }): Promise<HeartAnswer> =>
  memberCall(deps, { path: '/api/v4/hearts', method: 'POST', token: input.token, body: { itemNo: input.itemNo }, schema: HeartAnswerSchema });

export const unlike = (deps: UpstreamDeps, input: Member & { itemNo: number }): Promise<HeartAnswer> =>
  memberCall(deps, { path: `/api/v4/hearts/${input.itemNo}`, method: 'DELETE', token: input.token, schema: HeartAnswerSchema });

export const requestRestock = (deps: UpstreamDeps, input: Member & { itemNo: number; optionNo: number | null }): Promise<RestockAnswer> =>
  memberCall(deps, { path: '/api/v4/restock', method: 'POST', token: input.token, body: { itemNo: input.itemNo, optionNo: input.optionNo }, schema: RestockAnswerSchema });

export const askQuestion = (deps: UpstreamDeps, input: Member & { itemNo: number; title: string; content: string; isSecret: boolean }): Promise<Qna> =>
  memberCall(deps, {
    path: `/api/v5/product-detail/${input.itemNo}/qna`,
    method: 'POST',
    token: input.token,
    body: { title: input.title, content: input.content, isSecret: input.isSecret },
    schema: QnaSchema,
  });

/** `GET /api/v4/orders/{orderNo}`: the member's order, for the checkout page. */
/** `GET /api/v4/hearts/{itemNo}`: whether the member likes the item, and its count. */
export const getHeart = (deps: UpstreamDeps, input: Member & { itemNo: number }): Promise<HeartAnswer> =>
  memberCall(deps, { path: `/api/v4/hearts/${input.itemNo}`, token: input.token, schema: HeartAnswerSchema });

export const getOrder = (deps: UpstreamDeps, input: Member & { orderNo: string }): Promise<Order> =>
  memberCall(deps, { path: `/api/v4/orders/${encodeURIComponent(input.orderNo)}`, token: input.token, schema: OrderSchema });

/** `GET /order/user-summary/{id}/` (spec 3.7, 7): my page's figures, for the member's own number. */
export const getUserSummary = (deps: UpstreamDeps, input: Member & { userNo: number }): Promise<UserSummary> =>
  memberCall(deps, { path: `/order/user-summary/${input.userNo}/`, token: input.token, schema: UserSummarySchema });

/** `GET /api/v4/reviews/my-page-count` (spec 3.8, 7): reviews writable and written, and the mileage left to earn. */
export const getReviewCounts = (deps: UpstreamDeps, input: Member): Promise<ReviewCounts> =>
  memberCall(deps, { path: '/api/v4/reviews/my-page-count', token: input.token, schema: ReviewCountsSchema });

/** `GET /api/v4/hearts?sort=&page=&size=`: the member's liked items, one listing page (ours, docs/auth-contract.md). */
export const getLikedItems = (deps: UpstreamDeps, input: Member & { query: ListingQuery }): Promise<Listing> =>
  memberCall(deps, {
    path: `/api/v4/hearts${buildQuery([
      ['sort', input.query.sort],
      ['page', input.query.page],
      ['size', input.query.size],
    ])}`,
    token: input.token,
    schema: ListingSchema,
    timeout: 'listing',
  });

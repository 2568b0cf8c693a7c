/**
 * Resolves `c.var.member` (spec 6, auth contract) before anything renders:
 * - `sf_at` verified against the origin's JWKS, and still live at the origin → a member
 *   (./token-liveness.ts: asked at most every five seconds per token and isolate; a session
 *   ended by logout, a password change or leaving is a visitor within five seconds);
 * - expired (or missing) with `sf_rt` → refreshed through `POST /user/token/refresh`, new cookies;
 * - forged, malformed, `alg: none`, wrong issuer or audience, refused refresh → a visitor, and
 *   the cookies are cleared; never an error page;
 * - the JWKS, the refresh or the liveness call unreachable → a visitor for this request, cookies kept;
 * - a session the origin says has ended → a visitor; its display hints (`sf_user`, grade) are
 *   cleared, the tokens left to expire (a parallel request of the browser that just changed
 *   its password carries the old pair, and must not wipe the new one).
 * Then the grade cookie (spec 6, 8): fetched from user-level only for a member without one, not
 * set on a FAIL answer, removed for a visitor. Set-Cookie is added to the answer on the way out,
 * before its first byte leaves the edge (ARCHITECTURE rule 3).
 *
 *     app.use('*', device(), clock(), session(), flags());   // session before flags
 *     app.get('/x', (c) => c.text(contextOf(c).member?.name ?? 'visitor'));
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { gradeNameOf, MemberGrade } from '../../schemas/member-grade';
import { memberHintOf } from '../../src/member/member-hint';
import type { AppEnv } from '../app-env';
import { refusalOf } from '../upstream/errors';
import { fetchJwks, getTokenStatus, getUserLevel, refreshTokens, type TokenPair } from '../upstream/member';
import { upstreamFromEnv, type UpstreamFetch } from '../upstream/transport';
import { JwksCache, verifyAccessToken, verifyMemberProof, type AccessClaims } from './access-token';
import {
  type AuthCookies,
  clearedSessionCookies,
  clearGradeCookie,
  clearUserCookie,
  gradeCookie,
  hasAnyAuthCookie,
  readAuthCookies,
  RECONFIRM_AUDIENCE,
  RECONFIRM_COOKIE,
  sessionCookies,
  USER_COOKIE,
} from './auth-cookies';
import { cookiesOf } from './cookies';
import { rewriteHeaders } from './response-headers';
import { ContextNotFoundError } from './request-context';
import { joinShared, keepShared, type Keep } from '../shared-work';
import { TokenLiveness, type Liveness } from './token-liveness';
import type { CookieJar, Member } from './vars';
import { waitUntilOf } from '../waituntil';
import { UPSTREAM_TIMEOUTS } from '../upstream/timeouts';

/** How this request reaches the origin: its transport, and its `waitUntil` for calls others may share. */
interface Via {
  fetch: UpstreamFetch;
  keep: Keep | undefined;
}

export interface SessionOptions {
  /** The clock of the default JWKS cache (its ten-minute life, its one-second refetch limit) and of the token-liveness memo; tests advance a fake one. */
  jwksClock?: () => number;
  /** The clock that decides expiry; real time by default (STOREFRONT_NOW is for promotions only). */
  now?: () => Date;
  /** Paths that need no session (proxied sandbox pages, static files). */
  skip?: (path: string) => boolean;
}

/**
 * A refresh answer reused for this long, so the parallel requests of one page load (which all
 * carry the same expired access token and refresh token) do not spend one refresh token twice.
 * Reused only for the same pair: someone holding just a spent refresh token gets nothing.
 */
export const REFRESH_MEMO_MS = 10_000;
const MEMO_MAX = 500;
/** A little past the refresh call's own deadline (`member`), so an answer on time is still heard. */
const REFRESH_JOIN_MS = UPSTREAM_TIMEOUTS.member + 500;

const defaultSkip = (path: string) => path.startsWith('/sandbox/') || path.startsWith('/assets/') || path === '/healthz';

/**
 * The member of this request, or null for a visitor. For the middleware and gateway routes
 * that run without the whole context; pages read `contextOf(c).member`.
 */
export function memberOf(c: Context<AppEnv>): Member | null {
  const member = c.get('member');
  if (member === undefined) throw new ContextNotFoundError('session()');
  return member;
}

export function toSession(claims: AccessClaims, accessToken: string): Member {
  const s: Member = { userNo: claims.userNo, userId: claims.userId, name: claims.name, accessToken };
  if (claims.grade !== undefined) s.grade = claims.grade;
  if (claims.email !== undefined) s.email = claims.email;
  s.gender = claims.gender ?? '';
  if (claims.creatorNo !== undefined) s.creatorNo = claims.creatorNo;
  return s;
}

/** What the origin says of a token's session: a refusal is an ended one, anything else unknown. */
function livenessOf(fetch: UpstreamFetch, token: string): Promise<Liveness> {
  return getTokenStatus({ fetch }, { token }).then(
    () => 'live',
    (error: unknown) => {
      const r = refusalOf(error);
      if (r.status === 401 || r.status === 403) return 'ended';
      console.error('[session] token status unknown:', r.errorCode);
      return 'unknown';
    },
  );
}

/** A grade cookie as an id; anything unknown is none (a bad cookie never grants a grade). */
export function gradeFromCookie(value: string | null): number | undefined {
  if (value === null) return undefined;
  const name = gradeNameOf(value);
  return name === 'NONE' && value.trim() !== '0' ? undefined : MemberGrade[name];
}

/**
 * What the isolate's requests share: answers and calls in flight only, never a request's own
 * transport (each call is made with the `Via` of the request that asks) nor its outcome.
 */
interface Shared {
  jwks: JwksCache<Via>;
  memo: Map<string, { at: number; answer: Promise<TokenPair> }>;
  liveness: TokenLiveness;
  now: () => Date;
}

/** One request's reading of its cookies, built and dropped within that request. */
interface Resolution {
  member: Member | null;
  /** The cookies are bad (forged, refused): clear them all. */
  clear: boolean;
  /** The refresh token this request refreshed with, if it did. */
  refreshWith: string | null;
  /** The origin says the session has ended. */
  ended: boolean;
  /** Set-Cookie lines to add on the way out. */
  out: string[];
}

const checkLive = (shared: Shared, via: Via, token: string, exp: number) => shared.liveness.check(token, exp, () => livenessOf(via.fetch, token), via.keep);

/** The refresh answer for this pair, and whether this request is the one that asked for it. */
async function refreshOnce(shared: Shared, via: Via, refreshToken: string, accessToken: string | null): Promise<{ pair: TokenPair; fresh: boolean }> {
  const { memo } = shared;
  const t = Date.now();
  const key = `${refreshToken}\u0000${accessToken ?? ''}`;
  const hit = memo.get(key);
  if (hit && t - hit.at < REFRESH_MEMO_MS) {
    // Another request's refresh: never a second one of our own (the pair is spent once used),
    // so past the bound this request goes on as a visitor for now, cookies kept.
    const pair = await joinShared(hit.answer, REFRESH_JOIN_MS, () => Promise.reject(new Error('shared refresh did not settle')));
    return { pair, fresh: false };
  }
  for (const [k, v] of memo) if (t - v.at >= REFRESH_MEMO_MS || memo.size > MEMO_MAX) memo.delete(k);
  const answer = keepShared(refreshTokens({ fetch: via.fetch }, { refreshToken }), via.keep);
  memo.set(key, { at: t, answer });
  // A passing fault is not remembered: the next request may try again.
  answer.catch((error: unknown) => {
    if (refusalOf(error).status >= 500) memo.delete(key);
  });
  return { pair: await answer, fresh: true };
}

/** The member an access token names, if it verifies and its session is live; else what to do with the cookies. */
async function fromAccessToken(shared: Shared, via: Via, cookies: AuthCookies, r: Resolution): Promise<void> {
  const accessToken = cookies.accessToken!;
  const verdict = await verifyAccessToken(accessToken, shared.jwks, shared.now(), via);
  if (verdict.status === 'valid') {
    const live = await checkLive(shared, via, accessToken, verdict.claims.exp);
    if (live === 'live') r.member = toSession(verdict.claims, accessToken);
    else r.ended = live === 'ended';
  } else if (verdict.status === 'expired' && cookies.refreshToken) r.refreshWith = cookies.refreshToken;
  else if (verdict.status === 'expired' || verdict.reason !== 'jwks-unavailable') r.clear = true;
}

/** The member a refresh brings back, with the new pair's cookies. */
async function fromRefresh(shared: Shared, via: Via, refreshWith: string, accessToken: string | null, r: Resolution): Promise<void> {
  const answer = await refreshOnce(shared, via, refreshWith, accessToken).catch((error: unknown) => {
    const status = refusalOf(error).status;
    if (status >= 400 && status < 500) r.clear = true;
    return null;
  });
  if (!answer) return;
  const { pair } = answer;
  const verdict = await verifyAccessToken(pair.accessToken, shared.jwks, shared.now(), via);
  if (verdict.status !== 'valid') {
    if (verdict.status !== 'invalid' || verdict.reason !== 'jwks-unavailable') r.clear = true;
    return;
  }
  // Only the request that made the refresh knows its token is live; a reused answer (up
  // to REFRESH_MEMO_MS old) asks like any other token, or a replayed old pair would
  // bring a session ended since then back past the liveness bound.
  if (answer.fresh) shared.liveness.issued(pair.accessToken);
  const live = answer.fresh ? 'live' : await checkLive(shared, via, pair.accessToken, verdict.claims.exp);
  if (live !== 'live') {
    r.ended = live === 'ended';
    return;
  }
  r.member = toSession(verdict.claims, pair.accessToken);
  r.out.push(...sessionCookies({ ...pair, user: { no: r.member.userNo, id: r.member.userId, name: r.member.name } }));
}

/** The request's session from its auth cookies: the access token, else a refresh. */
async function resolveSession(shared: Shared, via: Via, cookies: AuthCookies): Promise<Resolution> {
  const r: Resolution = { member: null, clear: false, refreshWith: null, ended: false, out: [] };
  if (cookies.accessToken) await fromAccessToken(shared, via, cookies, r);
  else if (cookies.refreshToken) r.refreshWith = cookies.refreshToken;
  if (r.refreshWith) await fromRefresh(shared, via, r.refreshWith, cookies.accessToken, r);
  return r;
}

/** The member's grade: from the cookie, else asked of user-level (spec 6, 8), its cookie added to `out`. */
async function settleGrade(fetch: UpstreamFetch, member: Member, gradeCookieValue: string | null, out: string[]): Promise<void> {
  const fromCookie = gradeFromCookie(gradeCookieValue);
  if (fromCookie !== undefined) member.grade = fromCookie;
  else {
    const level = await getUserLevel({ fetch }, { token: member.accessToken }).catch((error: unknown) => {
      const r = refusalOf(error);
      console.error('[session] user-level failed:', r.serverMessage ?? r.errorCode);
      return null;
    });
    if (level?.result === 'SUCCESS' && level.data) {
      member.grade = level.data.levelId;
      out.push(gradeCookie(level.data.levelId));
    } else if (level) {
      // Spec 8: a FAIL answer is logged with its message or code and sets no cookie.
      console.error('[session] user-level failed:', level.message ?? level.errorCode ?? 'UNKNOWN');
    }
  }
  member.gradeName = gradeNameOf(member.grade ?? 0);
}

/** A member's reconfirmation proof, display cookie, display name and grade. */
async function completeMember(shared: Shared, via: Via, jar: CookieJar, cookies: AuthCookies, member: Member, r: Resolution): Promise<void> {
  // The password-reconfirmation proof, only where the browser sends one (the account pages).
  const proof = jar[RECONFIRM_COOKIE];
  if (proof && (await verifyMemberProof(proof, shared.jwks, shared.now(), RECONFIRM_AUDIENCE, member.userNo, via))) member.reconfirmed = true;
  if (!r.refreshWith && !(USER_COOKIE in jar)) {
    r.out.push(...sessionCookies({ accessToken: cookies.accessToken!, refreshToken: cookies.refreshToken ?? '', user: { no: member.userNo, id: member.userId, name: member.name } }).slice(2));
  }
  // The name as the user-info refresh last saw it (spec 6): after a rename the token's is stale.
  // Display only; the hint is never trusted for a decision, and only for this member.
  const hint = memberHintOf(jar[USER_COOKIE]);
  if (hint && hint.no === member.userNo && hint.name.trim() !== '') member.name = hint.name;
  await settleGrade(via.fetch, member, cookies.grade, r.out);
}

/** The answer's cookies and caching once the handler has run. */
function finishAnswer(c: Context<AppEnv>, liveness: TokenLiveness, jar: CookieJar, member: Member | null, out: string[]): void {
  // Nothing personal in a shared cache (issue 10): an answer to a member, or to anyone holding
  // a session cookie (valid or not: the page may still show who they were), is private and
  // never stored, whatever the page asked for. A CDN rule that caches by extension
  // (`/wcd.css`) then has nothing to keep.
  if (member || hasAnyAuthCookie(jar)) keepPrivate(c);
  // The handler ended the session (logout, password change, leaving) and wrote its own
  // cookies; add none of ours, and ask the origin afresh about the old token next time.
  if (member && c.get('member') === null) {
    liveness.forget(member.accessToken);
    return;
  }
  if (out.length > 0) {
    rewriteHeaders(c, (headers) => {
      for (const cookie of out) headers.append('Set-Cookie', cookie);
      // Never let a shared cache keep an answer that sets someone's cookies.
      if (!headers.get('Cache-Control')?.includes('no-store')) headers.set('Cache-Control', 'private, no-store');
    });
  }
}

export function session(options: SessionOptions = {}) {
  const skip = options.skip ?? defaultSkip;
  const shared: Shared = {
    jwks: new JwksCache<Via>((via) => keepShared(fetchJwks({ fetch: via.fetch }), via.keep), options.jwksClock),
    memo: new Map(),
    liveness: new TokenLiveness(options.jwksClock),
    now: options.now ?? (() => new Date()),
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    // Proxied and static answers render no page: they are a visitor's, and no token is read.
    if (skip(new URL(c.req.url).pathname)) {
      c.set('member', null);
      return next();
    }
    const via: Via = { fetch: c.var.upstream ?? upstreamFromEnv(c.env), keep: waitUntilOf(c) };
    const jar = cookiesOf(c);
    const cookies = readAuthCookies(jar);
    const r = await resolveSession(shared, via, cookies);
    if (r.member && !r.clear) await completeMember(shared, via, jar, cookies, r.member, r);
    else if (r.clear) {
      r.member = null;
      r.out.push(...clearedSessionCookies());
    } else {
      if (cookies.grade !== null) r.out.push(clearGradeCookie());
      if (r.ended && USER_COOKIE in jar) r.out.push(clearUserCookie());
    }
    c.set('member', r.member);
    await next();
    finishAnswer(c, shared.liveness, jar, r.member, r.out);
  });
}

/** Marks the answer `private, no-store` (a copy when its headers are immutable). */
function keepPrivate(c: Context<AppEnv>): void {
  rewriteHeaders(c, (headers) => {
    headers.set('Cache-Control', 'private, no-store');
    headers.delete('Expires');
  });
}

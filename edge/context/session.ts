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
import type { Member } from './vars';
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

export function session(options: SessionOptions = {}) {
  const now = options.now ?? (() => new Date());
  const skip = options.skip ?? defaultSkip;
  // Shared by the isolate's requests: only answers and calls in flight, never a request's own
  // transport (each call is made with the `Via` of the request that asks).
  const jwks = new JwksCache<Via>((via) => keepShared(fetchJwks({ fetch: via.fetch }), via.keep), options.jwksClock);
  const memo = new Map<string, { at: number; answer: Promise<TokenPair> }>();
  const liveness = new TokenLiveness(options.jwksClock);
  const checkLive = (via: Via, token: string, exp: number) => liveness.check(token, exp, () => livenessOf(via.fetch, token), via.keep);

  /** The refresh answer for this pair, and whether this request is the one that asked for it. */
  const refreshOnce = async (via: Via, refreshToken: string, accessToken: string | null): Promise<{ pair: TokenPair; fresh: boolean }> => {
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
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    // Proxied and static answers render no page: they are a visitor's, and no token is read.
    if (skip(new URL(c.req.url).pathname)) {
      c.set('member', null);
      return next();
    }
    const fetch = c.var.upstream ?? upstreamFromEnv(c.env);
    const via: Via = { fetch, keep: waitUntilOf(c) };
    const jar = cookiesOf(c);
    const cookies = readAuthCookies(jar);
    const out: string[] = [];
    let member: Member | null = null;
    let clear = false;
    let refreshWith: string | null = null;
    let ended = false;

    if (cookies.accessToken) {
      const verdict = await verifyAccessToken(cookies.accessToken, jwks, now(), via);
      if (verdict.status === 'valid') {
        const live = await checkLive(via, cookies.accessToken, verdict.claims.exp);
        if (live === 'live') member = toSession(verdict.claims, cookies.accessToken);
        else ended = live === 'ended';
      } else if (verdict.status === 'expired' && cookies.refreshToken) refreshWith = cookies.refreshToken;
      else if (verdict.status === 'expired' || verdict.reason !== 'jwks-unavailable') clear = true;
    } else if (cookies.refreshToken) {
      refreshWith = cookies.refreshToken;
    }

    if (refreshWith) {
      const answer = await refreshOnce(via, refreshWith, cookies.accessToken).catch((error: unknown) => {
        const status = refusalOf(error).status;
        if (status >= 400 && status < 500) clear = true;
        return null;
      });
      if (answer) {
        const { pair } = answer;
        const verdict = await verifyAccessToken(pair.accessToken, jwks, now(), via);
        if (verdict.status === 'valid') {
          // Only the request that made the refresh knows its token is live; a reused answer (up
          // to REFRESH_MEMO_MS old) asks like any other token, or a replayed old pair would
          // bring a session ended since then back past the liveness bound.
          if (answer.fresh) liveness.issued(pair.accessToken);
          const live = answer.fresh ? 'live' : await checkLive(via, pair.accessToken, verdict.claims.exp);
          if (live === 'live') {
            member = toSession(verdict.claims, pair.accessToken);
            out.push(...sessionCookies({ ...pair, user: { no: member.userNo, id: member.userId, name: member.name } }));
          } else ended = live === 'ended';
        } else if (verdict.status !== 'invalid' || verdict.reason !== 'jwks-unavailable') clear = true;
      }
    }

    if (member && !clear) {
      // The password-reconfirmation proof, only where the browser sends one (the account pages).
      const proof = jar[RECONFIRM_COOKIE];
      if (proof && (await verifyMemberProof(proof, jwks, now(), RECONFIRM_AUDIENCE, member.userNo, via))) member.reconfirmed = true;
      if (!refreshWith && !(USER_COOKIE in jar)) {
        out.push(...sessionCookies({ accessToken: cookies.accessToken!, refreshToken: cookies.refreshToken ?? '', user: { no: member.userNo, id: member.userId, name: member.name } }).slice(2));
      }
      // The name as the user-info refresh last saw it (spec 6): after a rename the token's is stale.
      // Display only; the hint is never trusted for a decision, and only for this member.
      const hint = memberHintOf(jar[USER_COOKIE]);
      if (hint && hint.no === member.userNo && hint.name.trim() !== '') member.name = hint.name;
      const fromCookie = gradeFromCookie(cookies.grade);
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
    } else if (clear) {
      member = null;
      out.push(...clearedSessionCookies());
    } else {
      if (cookies.grade !== null) out.push(clearGradeCookie());
      if (ended && USER_COOKIE in jar) out.push(clearUserCookie());
    }

    c.set('member', member);
    await next();
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
  });
}

/** Marks the answer `private, no-store` (a copy when its headers are immutable). */
function keepPrivate(c: Context<AppEnv>): void {
  rewriteHeaders(c, (headers) => {
    headers.set('Cache-Control', 'private, no-store');
    headers.delete('Expires');
  });
}

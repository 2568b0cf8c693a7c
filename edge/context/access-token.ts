/**
 * Verifying the access-token cookie (auth contract, "Edge cookies"): ES256 only, issuer
 * `storefront-origin`, audience `storefront`, not expired, signed by a key of the origin's JWKS.
 * Anything else is not a member. An expired token whose signature and claims are otherwise good
 * is reported apart, since the edge may then refresh it.
 *
 * The JWKS is cached per isolate for ten minutes; a token whose `kid` is not in the cached set
 * makes one refetch (key rotation). A kid already looked for since the last fetch does not
 * refetch again, and refetches are at least a second apart, so forged kids cannot make every
 * request fetch the set.
 */
import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { UPSTREAM_TIMEOUTS } from '../upstream/timeouts';
import { joinShared } from '../shared-work';

export const TOKEN_ISSUER = 'storefront-origin';
export const TOKEN_AUDIENCE = 'storefront';
export const TOKEN_ALGORITHMS = ['ES256'];
export const JWKS_TTL_MS = 10 * 60_000;
export const JWKS_REFETCH_MIN_MS = 1000;
const MAX_TRIED_KIDS = 100;
/** A real token is a few hundred bytes; anything far larger is refused before parsing. */
export const MAX_TOKEN_LENGTH = 4096;

export interface AccessClaims {
  userNo: number;
  userId: string;
  name: string;
  grade?: number;
  /** Spec 3.7's session user: e-mail, and gender ('' when the token does not say). */
  email?: string;
  gender?: 'M' | 'F' | '';
  /** Spec 3.7's session user: the creator number of a member who is also a creator (optional). */
  creatorNo?: number;
  exp: number;
}

export type Verified = { status: 'valid'; claims: AccessClaims } | { status: 'expired'; claims: AccessClaims } | { status: 'invalid'; reason: string };

/** Fetches the set with the asking request's own transport (`R`: whatever the caller passes on). */
export type JwksLoader<R> = (request: R) => Promise<JSONWebKeySet>;
/** A little past the JWKS call's own deadline, so a set on time is still heard. */
export const JWKS_JOIN_MS = UPSTREAM_TIMEOUTS.jwks + 500;

interface CachedSet {
  keys: JSONWebKeySet;
  verify: ReturnType<typeof createLocalJWKSet>;
  fetchedAt: number;
}

/**
 * The JWKS of one upstream, cached; tests and apps with their own upstream make their own. A
 * request that finds another's fetch running waits at most JWKS_JOIN_MS, then fetches itself
 * (../shared-work.ts: a call whose request was cancelled may never settle in workerd).
 */
export class JwksCache<R = void> {
  private current: CachedSet | null = null;
  private inflight: Promise<CachedSet> | null = null;
  /** Kids looked for and not found since the last fetch. */
  private tried = new Set<string>();

  constructor(
    private readonly load: JwksLoader<R>,
    private readonly clock: () => number = Date.now,
    private readonly joinMs = JWKS_JOIN_MS,
  ) {}

  /** The cached set, fetched when missing or older than ten minutes. */
  async get(request: R): Promise<CachedSet> {
    const c = this.current;
    if (c && this.clock() - c.fetchedAt < JWKS_TTL_MS) return c;
    return this.fetch(request);
  }

  /** A fresh set after an unknown kid; null when this kid was already looked for, or too soon. */
  async refetchForUnknownKid(kid: string | undefined, request: R): Promise<CachedSet | null> {
    const c = this.current;
    const key = kid ?? '';
    if (this.tried.has(key) || this.tried.size >= MAX_TRIED_KIDS) return null;
    if (c && this.clock() - c.fetchedAt < JWKS_REFETCH_MIN_MS) return null;
    this.tried.add(key);
    return this.fetch(request);
  }

  private fetch(request: R): Promise<CachedSet> {
    const running = this.inflight;
    if (running) return joinShared(running, this.joinMs, () => this.start(request));
    return this.start(request);
  }

  private start(request: R): Promise<CachedSet> {
    const work: Promise<CachedSet> = this.load(request)
      .then((keys) => {
        const set = { keys, verify: createLocalJWKSet(keys), fetchedAt: this.clock() };
        this.current = set;
        this.tried = new Set();
        return set;
      })
      .finally(() => {
        if (this.inflight === work) this.inflight = null;
      });
    this.inflight = work;
    return work;
  }
}

/** The claims the storefront uses, or null when a required one is missing or of the wrong type. */
export function claimsOf(payload: JWTPayload): AccessClaims | null {
  const sub = payload.sub;
  const userNo = typeof sub === 'string' && /^[1-9]\d{0,15}$/.test(sub) ? Number(sub) : NaN;
  const uid = payload.uid;
  const name = payload.name;
  const grade = payload.grade;
  if (!Number.isSafeInteger(userNo) || typeof uid !== 'string' || uid.trim() === '' || typeof payload.exp !== 'number') return null;
  const claims: AccessClaims = { userNo, userId: uid, name: typeof name === 'string' ? name : '', exp: payload.exp };
  if (typeof grade === 'number' && Number.isInteger(grade) && grade >= 0) claims.grade = grade;
  else if (typeof grade === 'string' && /^\d{1,3}$/.test(grade)) claims.grade = Number(grade);
  // Optional claims: a bad one is dropped, never a reason to refuse the session.
  const email = payload.email;
  if (typeof email === 'string' && email.length <= 254) claims.email = email;
  const gender = payload.gender;
  claims.gender = gender === 'M' || gender === 'F' ? gender : '';
  const creatorNo = payload.creatorNo;
  if (typeof creatorNo === 'number' && Number.isSafeInteger(creatorNo) && creatorNo > 0) claims.creatorNo = creatorNo;
  return claims;
}

function kidOf(token: string): string | undefined {
  try {
    const kid = decodeProtectedHeader(token).kid;
    return typeof kid === 'string' ? kid.slice(0, 100) : undefined;
  } catch {
    return undefined;
  }
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

async function verifyWith(token: string, set: CachedSet, now: Date, audience = TOKEN_AUDIENCE) {
  return jwtVerify(token, set.verify, {
    algorithms: TOKEN_ALGORITHMS,
    issuer: TOKEN_ISSUER,
    audience,
    currentDate: now,
    requiredClaims: ['sub', 'exp'],
  });
}

/** Verifies with the cached set, and once more with a fresh one when the kid is unknown (rotation). */
async function verifyWithRefetch<R>(token: string, set: CachedSet, jwks: JwksCache<R>, now: Date, audience: string, request: R) {
  try {
    return await verifyWith(token, set, now, audience);
  } catch (error) {
    if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
    const fresh = await jwks.refetchForUnknownKid(kidOf(token), request).catch(() => null);
    if (!fresh) throw error;
    return verifyWith(token, fresh, now, audience);
  }
}

/**
 * Whether `token` is a valid, unexpired proof for `audience` (another of the origin's tokens,
 * signed with the same keys: the password reconfirmation's) about member `userNo`. Never
 * throws; anything wrong, the JWKS unreachable included, is false.
 */
export async function verifyMemberProof<R>(token: string, jwks: JwksCache<R>, now: Date, audience: string, userNo: number, request: R): Promise<boolean> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token) || audience === TOKEN_AUDIENCE) return false;
  try {
    const { payload } = await verifyWithRefetch(token, await jwks.get(request), jwks, now, audience, request);
    return payload.sub === String(userNo);
  } catch {
    return false;
  }
}

/**
 * The verdict on one token. Never throws: a JWKS that cannot be fetched makes the token
 * `invalid` with reason `jwks-unavailable`, which the caller may treat differently from a
 * forged token (it keeps the cookies, since the token may be fine).
 */
export async function verifyAccessToken<R>(token: string, jwks: JwksCache<R>, now: Date, request: R): Promise<Verified> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token)) {
    return { status: 'invalid', reason: 'malformed' };
  }
  let set: CachedSet;
  try {
    set = await jwks.get(request);
  } catch {
    return { status: 'invalid', reason: 'jwks-unavailable' };
  }
  try {
    const result = await verifyWithRefetch(token, set, jwks, now, TOKEN_AUDIENCE, request);
    const claims = claimsOf(result.payload);
    return claims ? { status: 'valid', claims } : { status: 'invalid', reason: 'claims' };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const claims = claimsOf(error.payload);
      return claims ? { status: 'expired', claims } : { status: 'invalid', reason: 'claims' };
    }
    const code = error instanceof errors.JOSEError ? error.code : 'error';
    return { status: 'invalid', reason: code };
  }
}

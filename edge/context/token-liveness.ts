/**
 * Whether a verified access token still opens its member's session (issue 27 item 4). The JWKS
 * proves who signed a token, not that the session behind it lives: logout, a password change
 * and leaving end it at the origin (token version) while the token runs for fifteen minutes.
 * So before a token counts as a member the edge asks the origin (`GET /user/token/status`),
 * and remembers per isolate, keyed by the whole token (one member's answer never serves
 * another's token):
 * - live, for LIVENESS_MEMO_MS: a session ended elsewhere is a visitor here within that bound;
 * - ended, until the token expires (a token version never goes back), so a replayed token
 *   costs the origin one call per isolate;
 * - a failed or late answer, not at all (the next request asks again); that request is a
 *   visitor: closed for writes and /collect, pages readable as a visitor.
 * The entry is made when the call starts, so an answer can be at most LIVENESS_MEMO_MS older
 * than the request it serves; `forget` drops it when this edge itself ends the session.
 * The call is made with the asking request's own transport and kept alive by its `waitUntil`;
 * a request that finds another's call still running waits at most LIVENESS_JOIN_MS for it and
 * then asks itself (../shared-work.ts: a call whose request was cancelled may never settle).
 */
import { UPSTREAM_TIMEOUTS } from '../upstream/timeouts';
import { joinShared, keepShared, type Keep } from '../shared-work';

export const LIVENESS_MEMO_MS = 5_000;
export const LIVENESS_MEMO_MAX = 1000;
/** A little past the call's own deadline (`tokenStatus`), so an answer on time is still heard. */
export const LIVENESS_JOIN_MS = UPSTREAM_TIMEOUTS.tokenStatus + 500;

export type Liveness = 'live' | 'ended' | 'unknown';

interface Entry {
  until: number;
  answer: Promise<Liveness>;
  /** The answer once it came: served as it is, without joining a promise. */
  said?: Liveness;
}

/** This request's way to ask the origin: 'unknown' (or a rejection) when it could not say. */
export type AskLiveness = () => Promise<Liveness>;

export class TokenLiveness {
  private readonly memo = new Map<string, Entry>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly max = LIVENESS_MEMO_MAX,
    private readonly joinMs = LIVENESS_JOIN_MS,
  ) {}

  /**
   * The token's liveness; `expiresAt` (seconds) bounds how long an ended answer is kept. `ask`
   * and `keep` are this request's: its transport and its `waitUntil`.
   */
  check(token: string, expiresAt: number, ask: AskLiveness, keep?: Keep): Promise<Liveness> {
    const now = this.clock();
    const hit = this.memo.get(token);
    if (hit && now < hit.until) {
      if (hit.said !== undefined) return Promise.resolve(hit.said);
      return joinShared(hit.answer, this.joinMs, () => this.start(token, expiresAt, ask, keep, this.clock()));
    }
    return this.start(token, expiresAt, ask, keep, now);
  }

  /** A token the origin has just issued (a refresh) is live without asking; an answer already kept stands. */
  issued(token: string): void {
    const now = this.clock();
    const hit = this.memo.get(token);
    if (hit && now < hit.until) return;
    this.remember(token, { until: now + LIVENESS_MEMO_MS, answer: Promise.resolve('live'), said: 'live' }, now);
  }

  private start(token: string, expiresAt: number, ask: AskLiveness, keep: Keep | undefined, now: number): Promise<Liveness> {
    const answer = keepShared(
      ask().catch((): Liveness => 'unknown'),
      keep,
    );
    const entry: Entry = { until: now + LIVENESS_MEMO_MS, answer };
    this.remember(token, entry, now);
    void answer.then((said) => {
      if (this.memo.get(token) !== entry) return;
      if (said === 'unknown') this.memo.delete(token);
      else {
        entry.said = said;
        if (said === 'ended') entry.until = Math.max(entry.until, expiresAt * 1000);
      }
    });
    return answer;
  }

  /** This edge ended the session behind `token` (logout, password change, leaving). */
  forget(token: string): void {
    this.memo.delete(token);
  }

  get size(): number {
    return this.memo.size;
  }

  private remember(token: string, entry: Entry, now: number): void {
    this.memo.delete(token);
    if (this.memo.size >= this.max) {
      for (const [k, v] of this.memo) if (v.until <= now) this.memo.delete(k);
      // Still full: the oldest entries go (a Map iterates in insertion order).
      for (const k of this.memo.keys()) {
        if (this.memo.size < this.max) break;
        this.memo.delete(k);
      }
    }
    this.memo.set(token, entry);
  }
}

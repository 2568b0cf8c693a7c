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
 */
export const LIVENESS_MEMO_MS = 5_000;
export const LIVENESS_MEMO_MAX = 1000;

export type Liveness = 'live' | 'ended' | 'unknown';

interface Entry {
  until: number;
  answer: Promise<Liveness>;
}

export class TokenLiveness {
  private readonly memo = new Map<string, Entry>();

  constructor(
    /** Asks the origin; 'unknown' (or a rejection) when it could not say. */
    private readonly ask: (token: string) => Promise<Liveness>,
    private readonly clock: () => number = Date.now,
    private readonly max = LIVENESS_MEMO_MAX,
  ) {}

  /** The token's liveness; `expiresAt` (seconds) bounds how long an ended answer is kept. */
  check(token: string, expiresAt: number): Promise<Liveness> {
    const now = this.clock();
    const hit = this.memo.get(token);
    if (hit && now < hit.until) return hit.answer;
    const answer = this.ask(token).catch((): Liveness => 'unknown');
    this.keep(token, { until: now + LIVENESS_MEMO_MS, answer }, now);
    void answer.then((said) => {
      const entry = this.memo.get(token);
      if (entry?.answer !== answer) return;
      if (said === 'unknown') this.memo.delete(token);
      else if (said === 'ended') entry.until = Math.max(entry.until, expiresAt * 1000);
    });
    return answer;
  }

  /** A token the origin has just issued (a refresh) is live without asking; an answer already kept stands. */
  issued(token: string): void {
    const now = this.clock();
    const hit = this.memo.get(token);
    if (hit && now < hit.until) return;
    this.keep(token, { until: now + LIVENESS_MEMO_MS, answer: Promise.resolve('live') }, now);
  }

  /** This edge ended the session behind `token` (logout, password change, leaving). */
  forget(token: string): void {
    this.memo.delete(token);
  }

  get size(): number {
    return this.memo.size;
  }

  private keep(token: string, entry: Entry, now: number): void {
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

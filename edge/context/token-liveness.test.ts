import { describe, expect, it } from 'vitest';
import { LIVENESS_MEMO_MS, TokenLiveness, type Liveness } from './token-liveness';

function rig(answers: Record<string, Liveness | Error>, max?: number) {
  const clock = { now: 1_000_000 };
  const asked: string[] = [];
  const memo = new TokenLiveness(() => clock.now, max);
  const ask = (token: string) => async () => {
    asked.push(token);
    const a = answers[token] ?? 'live';
    if (a instanceof Error) throw a;
    return a;
  };
  const liveness = {
    check: (token: string, exp: number) => memo.check(token, exp, ask(token)),
    issued: (token: string) => memo.issued(token),
    forget: (token: string) => memo.forget(token),
    get size() {
      return memo.size;
    },
  };
  return { liveness, clock, asked };
}

const farExp = () => Math.floor(Date.now() / 1000) + 900;

describe('TokenLiveness', () => {
  it('asks once per token within the memo, again after it', async () => {
    const { liveness, clock, asked } = rig({});
    expect(await Promise.all([liveness.check('a', farExp()), liveness.check('a', farExp())])).toEqual(['live', 'live']);
    clock.now += LIVENESS_MEMO_MS - 1;
    expect(await liveness.check('a', farExp())).toBe('live');
    expect(asked).toEqual(['a']);
    clock.now += 1;
    await liveness.check('a', farExp());
    expect(asked).toEqual(['a', 'a']);
  });

  it('keeps an ended answer when the same token is said to be issued again', async () => {
    const { liveness, asked } = rig({ a: 'ended' });
    expect(await liveness.check('a', farExp())).toBe('ended');
    liveness.issued('a');
    expect(await liveness.check('a', farExp())).toBe('ended');
    expect(asked).toEqual(['a']);
  });

  it("never serves one token's answer to another", async () => {
    const { liveness, asked } = rig({ a: 'live', b: 'ended' });
    expect(await liveness.check('a', farExp())).toBe('live');
    expect(await liveness.check('b', farExp())).toBe('ended');
    expect(asked).toEqual(['a', 'b']);
  });

  it('keeps an ended answer until the token expires', async () => {
    const { liveness, clock, asked } = rig({ a: 'ended' });
    const exp = Math.floor(clock.now / 1000) + 60;
    expect(await liveness.check('a', exp)).toBe('ended');
    clock.now += 59_000;
    expect(await liveness.check('a', exp)).toBe('ended');
    expect(asked).toEqual(['a']);
    clock.now += 1_000;
    await liveness.check('a', exp);
    expect(asked).toEqual(['a', 'a']);
  });

  it('does not remember a failure, thrown or said', async () => {
    const { liveness, asked } = rig({ a: new Error('down'), b: 'unknown' });
    expect(await liveness.check('a', farExp())).toBe('unknown');
    expect(await liveness.check('a', farExp())).toBe('unknown');
    expect(await liveness.check('b', farExp())).toBe('unknown');
    expect(await liveness.check('b', farExp())).toBe('unknown');
    expect(asked).toEqual(['a', 'a', 'b', 'b']);
  });

  it('forgets a token this edge ended, and takes a just-issued one as live', async () => {
    const { liveness, asked } = rig({ a: 'live', b: 'ended' });
    await liveness.check('a', farExp());
    liveness.forget('a');
    await liveness.check('a', farExp());
    expect(asked).toEqual(['a', 'a']);
    liveness.issued('b');
    expect(await liveness.check('b', farExp())).toBe('live');
    expect(asked).toEqual(['a', 'a']);
  });

  it('stays within its size, dropping the expired first and then the oldest', async () => {
    const { liveness, clock } = rig({}, 3);
    for (const t of ['a', 'b', 'c']) await liveness.check(t, farExp());
    expect(liveness.size).toBe(3);
    await liveness.check('d', farExp());
    expect(liveness.size).toBe(3);
    clock.now += LIVENESS_MEMO_MS;
    for (let i = 0; i < 50; i++) await liveness.check(`x${i}`, farExp());
    expect(liveness.size).toBe(3);
  });

  // workerd: a call belongs to the request that made it; when that request is cancelled the call
  // may never settle. A second request must neither hang on it nor be left without an answer.
  it("a request that finds another's call stuck waits a bounded time, then asks itself", async () => {
    const clock = { now: 1_000_000 };
    const memo = new TokenLiveness(() => clock.now, undefined, 20);
    const never = new Promise<Liveness>(() => {});
    const kept: Promise<unknown>[] = [];
    const first = memo.check(
      'a',
      farExp(),
      () => never,
      (p) => kept.push(p),
    );
    expect(kept).toHaveLength(1);
    let asked = 0;
    const second = await memo.check('a', farExp(), async () => (asked++, 'live'));
    expect(second).toBe('live');
    expect(asked).toBe(1);
    // The second request's answer now serves the token without asking again.
    expect(await memo.check('a', farExp(), async () => (asked++, 'ended'))).toBe('live');
    expect(asked).toBe(1);
    void first;
  });
});

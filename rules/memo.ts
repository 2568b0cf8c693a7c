/**
 * A bounded memo for pure functions of one primitive key that a render calls over and over with
 * the same few hundred values (prices, image links). When full it starts again rather than
 * tracking use: the values repeat across requests, so it refills with what is current at once.
 * For pure functions only: the answer must depend on the key and nothing else.
 *
 * @example const formatted = memoized(2000, (n: number) => format(n));
 */
/**
 * Whether memos remember anything: off in the cache-off test run (tests/setup/caches-off.ts), which
 * proves no answer depends on one. Read on every call, so switching takes effect at once.
 */
let remembering = true;

/** Switches every memo of this module on or off (off: each call computes, nothing is kept). */
export function rememberInMemos(on: boolean): void {
  remembering = on;
}

export function memoized<K extends string | number, V>(max: number, compute: (key: K) => V): (key: K) => V {
  return memoizedBy(max, (key: K) => key, compute);
}

/** The same for a function of several arguments, remembered by the key `keyOf` makes of them. */
export function memoizedBy<A extends unknown[], V>(max: number, keyOf: (...args: A) => string | number, compute: (...args: A) => V): (...args: A) => V {
  const memo = new Map<string | number, V>();
  return (...args) => {
    if (!remembering) return compute(...args);
    const key = keyOf(...args);
    const hit = memo.get(key);
    if (hit !== undefined || memo.has(key)) return hit as V;
    const value = compute(...args);
    if (memo.size >= max) memo.clear();
    memo.set(key, value);
    return value;
  };
}

/**
 * The same for a function of one object that is never changed once made (a shared upstream
 * answer, a resolved set of hosts): remembered with the object itself, so the answer goes when
 * the object does and nothing needs a bound.
 *
 * @example const headOf = memoizedPer((item: ItemDetail) => buildHead(item));
 */
export function memoizedPer<O extends object, V>(compute: (of: O) => V): (of: O) => V {
  const memo = new WeakMap<O, V>();
  return (of) => {
    if (!remembering) return compute(of);
    const hit = memo.get(of);
    if (hit !== undefined || memo.has(of)) return hit as V;
    const value = compute(of);
    memo.set(of, value);
    return value;
  };
}

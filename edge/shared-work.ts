/**
 * Work one request starts and other requests of the same isolate await: a memoised upstream call
 * (the JWKS, a token's liveness, a refresh, flags, a cached answer's load).
 *
 * In workerd, I/O belongs to the request that started it. When that request ends first (its
 * client went away, a navigation aborted it), its I/O is cancelled and the promise never settles;
 * a second request awaiting it then has nothing of its own left to wait for, and workerd cancels
 * it: "the Worker's code had hung". Two guards, used together:
 * - the starter hands the work to its `waitUntil` (`keepShared`), so the call outlives a
 *   client that left (workerd finishes waitUntil work after a disconnect, up to 30 s);
 * - a request that joins work it did not start waits on its own timer, at most `ms`
 *   (`joinShared`), then goes on without it. The timer is also what keeps the joiner alive
 *   in workerd's eyes while it waits.
 */

export type Keep = (work: Promise<unknown>) => void;

/** Hands `work` to the starting request's `waitUntil` (when there is one) and returns it. */
export function keepShared<T>(work: Promise<T>, keep: Keep | undefined): Promise<T> {
  // The kept copy swallows a failure: the callers see it through `work`, and a rejection nobody
  // else waits for is no unhandled rejection.
  keep?.(work.then(noop, noop));
  return work;
}

/** `work`, or `otherwise()` when it has not settled within `ms` of this request's own clock. */
export async function joinShared<T>(work: Promise<T>, ms: number, otherwise: () => T | Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const first = await Promise.race([work.then((value) => ({ value })), late]);
    return first === 'late' ? otherwise() : first.value;
  } finally {
    clearTimeout(timer);
  }
}

function noop(): void {}

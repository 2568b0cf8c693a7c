/**
 * A deferred section's data as a promise that never rejects. Server rendering has no error
 * boundaries, so a section that `use()`s a rejected promise would lose the whole boundary;
 * settled results let each section render its own "could not load" state instead.
 *
 * Once settled, the promise also says so the way React reads it (`status: 'fulfilled'` and
 * `value`, the thenable protocol of `use`): a section whose data is already in when the page
 * renders (a warm upstream cache, the common case) renders in place, with no fallback, no
 * hidden copy and no swap script; one still loading streams in as before.
 */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A promise as React's `use` reads it without suspending, once it has settled. */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function settle<T>(promise: Promise<T>, onError?: (error: unknown) => void): TrackedPromise<Settled<T>> {
  const out = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => {
      onError?.(error);
      return { ok: false as const, error };
    },
  ) as TrackedPromise<Settled<T>>;
  void out.then((v) => {
    out.status = 'fulfilled';
    out.value = v;
  });
  return out;
}

export function settledValue<T>(s: Settled<T>): T | null {
  return s.ok ? s.value : null;
}

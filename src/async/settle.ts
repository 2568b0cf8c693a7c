/**
 * A deferred section's data as a promise that never rejects. Server rendering has no error
 * boundaries, so a section that `use()`s a rejected promise would lose the whole boundary;
 * settled results let each section render its own "could not load" state instead.
 */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function settle<T>(promise: Promise<T>, onError?: (error: unknown) => void): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => {
      onError?.(error);
      return { ok: false as const, error };
    },
  );
}

export function settledValue<T>(s: Settled<T>): T | null {
  return s.ok ? s.value : null;
}

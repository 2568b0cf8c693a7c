/**
 * Once-per-isolate work (migrations, seeds) is one promise every request of the isolate awaits.
 * In workerd, that work's I/O belongs to the request that started it; if that request is
 * cancelled (its caller went away), the work would never settle and every later request would
 * wait on it until workerd cancels them as hung. Each request that awaits it also hands it to
 * its own `waitUntil`, so the work runs to its end whoever started it.
 */
export function kept<T>(c: { executionCtx: Pick<ExecutionContext, 'waitUntil'> }, work: Promise<T>): Promise<T> {
  try {
    c.executionCtx.waitUntil(work.then(noop, noop));
  } catch {
    // No execution context (in-process tests): nothing to keep alive.
  }
  return work;
}

function noop(): void {}

/** `c.executionCtx` throws when there is none (in-process tests, benchmarks). */
export function waitUntilOf(c: { executionCtx: Pick<ExecutionContext, 'waitUntil'> }): ((p: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (p) => ctx.waitUntil(p);
  } catch {
    return undefined;
  }
}

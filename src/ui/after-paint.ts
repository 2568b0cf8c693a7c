/**
 * Runs `fn` in a task after the next frame is painted; the returned function cancels it. rAF
 * callbacks run before the frame's paint, a task queued from one runs after it: work that would
 * delay a tap's first answer (a sheet's render, `showModal()`'s restyle of the whole page) goes
 * here, behind the frame that shows the answer (issue 32 §3).
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `afterNextPaint` as a promise: resolves in a task after the next painted frame. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));

import { useCallback, useEffect, useRef, useState } from 'react';

export const TOAST_DURATION_MS = 2000;

/**
 * A short notice such as 클립보드에 복사되었습니다. The live region is always in the page so
 * screen readers announce a message the moment it appears.
 */
export function Toast({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-20 z-60 flex justify-center px-4">
      {message ? <p className="max-w-[500px] rounded-2 bg-black/85 px-4 py-3 text-center text-sm text-white shadow-lg">{message}</p> : null}
    </div>
  );
}

/** State for one toast: `show(text)` displays it for `durationMs`; a new message restarts the clock. */
export function useToast(durationMs = TOAST_DURATION_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = useCallback(
    (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return { message, show };
}

import { useEffect, useState } from 'react';
import type { Flags } from './flags';

/** Spec 9: flags are refreshed every 60 s. */
export const LIVE_FLAGS_INTERVAL_MS = 60_000;

/** The storefront's own flags answer (edge/gateway/flags.ts) as flags; null when it does not fit. */
export function readFlags(body: unknown): Flags | null {
  if (body === null || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  return typeof b.adultVerification === 'boolean' && typeof b.savingMode === 'boolean' && typeof b.activeCart === 'boolean'
    ? { adultVerification: b.adultVerification, savingMode: b.savingMode, activeCart: b.activeCart }
    : null;
}

/**
 * The page's feature flags, kept live (issue 12 item 7): what the server rendered with at first,
 * then `GET /api/flags` once a minute while the page is in view (and at once when it comes back
 * into view), so a flag flipped on the flag service reaches an open page within a minute. A failed
 * or malformed answer keeps what the page has. A plain interval rather than react-query: the
 * purchase panel hydrates on interaction and this keeps the query client out of its chunk.
 */
export function useLiveFlags(initial: Flags): Flags {
  const [flags, setFlags] = useState(initial);
  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      if (document.visibilityState === 'hidden') return;
      // The data client loads with the first refresh (a minute in, or the page shown again), not
      // with the panel: the first tap on the item page needs none of it (issue 32 §3).
      const { exchange } = await import('../browser/data-client');
      const answer = await exchange({ method: 'GET', path: '/api/flags' });
      const next = answer.kind === 'answer' && answer.status === 200 ? readFlags(answer.body) : null;
      if (next && !cancelled) setFlags((was) => (was.activeCart === next.activeCart && was.savingMode === next.savingMode && was.adultVerification === next.adultVerification ? was : next));
    };
    const timer = setInterval(() => void refresh(), LIVE_FLAGS_INTERVAL_MS);
    const onShow = () => void refresh();
    document.addEventListener('visibilitychange', onShow);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, []);
  return flags;
}

import { exchange } from '../browser/data-client';
import { keywordsFrom, modeFor } from './suggest-state';

/**
 * The search bar's suggestions as react-query server state (issue 9 item 7): one query per
 * text, so an answer for text the shopper has since changed can never show under the new text
 * (it lands under its own key), and the popular list is asked for once per page however often
 * the input is focused. Failures reject: react-query keeps no data, and the next focus asks
 * again (an errored query without data is stale).
 */
const POPULAR_URL = '/api/v4/keyword/popular';
const AUTO_COMPLETE_URL = '/api/v4/auto-complete?keyword=';

/** Popular keywords change rarely; completions for the same text are reused for a minute. */
const POPULAR_STALE_MS = Number.POSITIVE_INFINITY;
const COMPLETION_STALE_MS = 60_000;

export type SuggestKey = readonly ['search', 'popular'] | readonly ['search', 'complete', string];

export function suggestKey(text: string): SuggestKey {
  const t = text.trim();
  return modeFor(t) === 'popular' ? ['search', 'popular'] : ['search', 'complete', t];
}

/** The keywords for a key, through the one data client; rejects on anything but a 2xx answer. */
export async function fetchSuggestions(key: SuggestKey, signal?: AbortSignal, fetchImpl?: typeof fetch): Promise<string[]> {
  const path = key[1] === 'popular' ? POPULAR_URL : AUTO_COMPLETE_URL + encodeURIComponent(key[2]);
  const answer = await exchange({ method: 'GET', path }, { signal, fetch: fetchImpl });
  if (answer.kind !== 'answer' || answer.status < 200 || answer.status >= 300) {
    throw new Error(`search suggestions: ${answer.kind === 'answer' ? answer.status : answer.kind}`);
  }
  return keywordsFrom(answer.body, key[1] === 'popular' ? 'popularKeyword' : 'keywords');
}

/** Options for `useQuery`: key, fetcher and how long an answer stays fresh. */
export function suggestQuery(text: string) {
  const queryKey = suggestKey(text);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSuggestions(queryKey, signal),
    staleTime: queryKey[1] === 'popular' ? POPULAR_STALE_MS : COMPLETION_STALE_MS,
  };
}

import { exchange } from '../browser/data-client';
import { keywordsFrom, modeFor } from './suggest-state';

/**
 * The search bar's suggestions (issue 9 item 7): one answer per key (the popular list, or the
 * completions for one trimmed text), so an answer for text the shopper has since changed can never
 * show under the new text, and the popular list is asked for once per page however often the
 * input is focused. A plain fetch with an abort and this page's small memory (`SuggestionMemory`)
 * instead of react-query, whose client would come with the search bar's first tap (issue 32 §3).
 * Failures reject and are not remembered: the next focus asks again.
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

/** How long an answer for `key` stays fresh. */
export function staleTimeOf(key: SuggestKey): number {
  return key[1] === 'popular' ? POPULAR_STALE_MS : COMPLETION_STALE_MS;
}

/** The answers this page has had, by key, while fresh; at most `limit` kept (oldest dropped). */
export class SuggestionMemory {
  readonly #answers = new Map<string, { items: string[]; at: number }>();
  constructor(private readonly limit = 50) {}

  get(key: SuggestKey, now: number): string[] | undefined {
    const id = key.join('\u0000');
    const hit = this.#answers.get(id);
    if (!hit) return undefined;
    if (now - hit.at < staleTimeOf(key)) return hit.items;
    this.#answers.delete(id);
    return undefined;
  }

  set(key: SuggestKey, items: string[], now: number): void {
    const id = key.join('\u0000');
    this.#answers.delete(id);
    this.#answers.set(id, { items, at: now });
    for (const old of this.#answers.keys()) {
      if (this.#answers.size <= this.limit) break;
      this.#answers.delete(old);
    }
  }
}

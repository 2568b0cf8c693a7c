import type { RecommendationType } from './requests';

/** A list is reused for five minutes (react-query's staleTime before issue 32 §3). */
export const RECOMMENDATION_FRESH_MS = 5 * 60_000;

/**
 * The recommendation lists this page has had, by item and type, while fresh: reopening the
 * sheet shows the list at once and asks for nothing. Failures are never kept (the next opening
 * asks again). Small on purpose: a page shows a handful of items' sheets at most.
 */
export class RecommendationMemory<T> {
  readonly #answers = new Map<string, { value: T; at: number }>();
  constructor(
    private readonly freshMs = RECOMMENDATION_FRESH_MS,
    private readonly limit = 20,
  ) {}

  get(itemNo: number, type: RecommendationType, now: number): T | undefined {
    const key = `${type}:${itemNo}`;
    const hit = this.#answers.get(key);
    if (!hit) return undefined;
    if (now - hit.at < this.freshMs) return hit.value;
    this.#answers.delete(key);
    return undefined;
  }

  set(itemNo: number, type: RecommendationType, value: T, now: number): void {
    const key = `${type}:${itemNo}`;
    this.#answers.delete(key);
    this.#answers.set(key, { value, at: now });
    for (const old of this.#answers.keys()) {
      if (this.#answers.size <= this.limit) break;
      this.#answers.delete(old);
    }
  }
}

/**
 * Auto-complete ranking: the same keyword always gives the same list. Order: names that start
 * with the keyword, then names with a word that starts with it, then names that contain it,
 * then names that only hold its terms apart; within each, brands before items, then the more
 * popular (brand hearts, item sales), then the shorter name, then code-point order. Names are
 * compared case-insensitively and listed once.
 */

import { containsAllTerms, normaliseKeyword } from './search-query';

export interface SuggestCandidate {
  text: string;
  kind: 'brand' | 'item';
  popularity: number;
}

export const MAX_SUGGESTIONS = 10;

function tier(name: string, keyword: string): number {
  if (name.startsWith(keyword)) return 0;
  if (name.includes(` ${keyword}`)) return 1;
  if (name.includes(keyword)) return 2;
  return 3;
}

export function rankSuggestions(keyword: string, candidates: readonly SuggestCandidate[], limit = MAX_SUGGESTIONS): string[] {
  const k = normaliseKeyword(keyword).toLowerCase();
  if (!k) return [];
  const ranked = candidates
    .map((c) => ({ ...c, text: normaliseKeyword(c.text) }))
    .filter((c) => c.text !== '')
    .map((c) => ({ ...c, key: c.text.toLowerCase(), tier: tier(c.text.toLowerCase(), k) }))
    .sort(
      (a, b) =>
        a.tier - b.tier || (a.kind === b.kind ? 0 : a.kind === 'brand' ? -1 : 1) || b.popularity - a.popularity || a.text.length - b.text.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of ranked) {
    if (seen.has(c.key)) continue;
    seen.add(c.key);
    out.push(c.text);
    if (out.length === limit) break;
  }
  return out;
}

/** Which of a brand's names to suggest: those holding every term, else the Korean name. */
export function brandSuggestionNames(name: string, nameEng: string, terms: string[]): string[] {
  const matching = [name, nameEng].filter((n) => n.trim() !== '' && containsAllTerms(n, terms));
  return matching.length > 0 ? matching : [name];
}

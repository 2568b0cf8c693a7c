import type { FrontCategory } from '../../schemas/item-detail';

/**
 * Spec 5 category rule: which of an item's front-category paths represents it, and the code used
 * for links and tracking.
 *
 * 1. No entries: nothing. Exactly one: that one, whatever its names.
 * 2. Otherwise drop entries in which any level is named EXCLUSIVE, LUXURY or PREMIUM (the whole
 *    name, ignoring case and surrounding spaces; these are curated shelves, not what the item is).
 * 3. Among the rest, the first whose first-level name names the user's gender wins:
 *    M (male)  → contains 남성 or 남자, or is exactly 남, or has the word MEN/MAN;
 *    F (female)→ contains 여성 or 여자, or is exactly 여, or has the word WOMEN/WOMAN.
 *    Whole words and these exact forms only, so 남녀공용 (unisex) and WOMEN never count as male,
 *    and no gender (visitor, or empty) skips this step.
 * 4. Fallback: the first remaining entry, else (everything was excluded) the first entry.
 * The code is the third level's, else the second's, else the first's, skipping empty codes and
 * the default code 100100100. A path without any usable code gives a null code.
 */

export type Gender = 'M' | 'F';
export const DEFAULT_CATEGORY_CODE = '100100100';

const EXCLUDED = new Set(['EXCLUSIVE', 'LUXURY', 'PREMIUM']);

const names = (c: FrontCategory): string[] => [c.category1Name, c.category2Name, c.category3Name];

export const isExcludedCategory = (c: FrontCategory): boolean => names(c).some((n) => EXCLUDED.has(n.trim().toUpperCase()));

const GENDER_WORDS: Record<Gender, { contains: string[]; exact: string; word: RegExp }> = {
  M: { contains: ['남성', '남자'], exact: '남', word: /\b(MEN|MAN)\b/i },
  F: { contains: ['여성', '여자'], exact: '여', word: /\b(WOMEN|WOMAN)\b/i },
};

export function namesGender(name: string, gender: Gender): boolean {
  const words = GENDER_WORDS[gender];
  const n = name.trim();
  return n === words.exact || words.contains.some((w) => n.includes(w)) || words.word.test(n);
}

export function toGender(value: string | null | undefined): Gender | null {
  const v = (value ?? '').trim().toUpperCase();
  return v === 'M' || v === 'F' ? v : null;
}

export function categoryCode(c: FrontCategory): string | null {
  for (const code of [c.category3Code, c.category2Code, c.category1Code]) {
    const t = code.trim();
    if (t !== '' && t !== DEFAULT_CATEGORY_CODE) return t;
  }
  return null;
}

export interface ChosenCategory {
  category: FrontCategory | null;
  code: string | null;
}

export function chooseCategory(entries: readonly FrontCategory[], userGender: string | null | undefined): ChosenCategory {
  const pick = (category: FrontCategory | undefined): ChosenCategory => (category ? { category, code: categoryCode(category) } : { category: null, code: null });
  if (entries.length <= 1) return pick(entries[0]);
  const remaining = entries.filter((c) => !isExcludedCategory(c));
  const gender = toGender(userGender);
  const preferred = gender ? remaining.find((c) => namesGender(c.category1Name, gender)) : undefined;
  return pick(preferred ?? remaining[0] ?? entries[0]);
}

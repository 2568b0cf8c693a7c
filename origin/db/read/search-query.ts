/**
 * Turning a shopper's keyword into a name match over the trigram indexes (0006).
 *
 * A keyword is NFKC-normalised (full-width 'ＮＯＲＴＨ' and composed/decomposed Hangul compare
 * equal), split on blanks, and every term must occur in one of the searched columns. Terms of
 * 3+ characters go through FTS5 MATCH as quoted phrases, which the trigram index answers.
 * Trigram cannot index 1–2 character terms ('니트', '코트'), so those become LIKE '%term%' over
 * the same index table: a scan, but of names only (a few dozen bytes per item), and in
 * a query with a 3+ character term it only filters the rows MATCH already found. At this
 * catalogue's size a scan costs well under a millisecond; a catalogue of millions of items would
 * add a bigram column instead.
 */

/** Terms beyond this are ignored: it bounds the SQL and its bound parameters. */
export const MAX_TERMS = 8;
/** The shortest term the trigram index can answer. */
export const TRIGRAM_MIN = 3;

/** NFKC, controls to blanks, runs of blanks to one space, trimmed. */
export function normaliseKeyword(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Length in characters (code points), as shoppers count them. */
export const charLength = (s: string): number => [...s].length;

/** Distinct blank-separated terms of a normalised keyword, at most MAX_TERMS. */
export function searchTerms(keyword: string): string[] {
  const seen = new Map<string, string>();
  for (const t of normaliseKeyword(keyword).split(' ')) {
    const key = t.toLowerCase();
    if (t && !seen.has(key)) seen.set(key, t);
    if (seen.size === MAX_TERMS) break;
  }
  return [...seen.values()];
}

export interface NameFilter {
  /** `SELECT rowid FROM <table> WHERE …` selecting the matching rows. */
  sql: string;
  binds: string[];
}

/** A term as an FTS5 phrase: quoted, inner quotes doubled, so no term is read as syntax. */
export const ftsPhrase = (term: string): string => `"${term.replace(/"/g, '""')}"`;

/** A term as a LIKE pattern with its wildcards escaped (ESCAPE '\'). */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The rows of an FTS5 `table` where every term occurs in at least one of `columns`. `table`
 * and `columns` are code constants, never input; terms only ever travel as bound values.
 */
export function nameFilter(table: string, columns: readonly string[], allColumns: readonly string[], terms: string[]): NameFilter {
  const long = terms.filter((t) => charLength(t) >= TRIGRAM_MIN);
  const short = terms.filter((t) => charLength(t) < TRIGRAM_MIN);
  const where: string[] = [];
  const binds: string[] = [];
  if (long.length > 0) {
    const colset = columns.length === allColumns.length ? '' : `{${columns.join(' ')}} : `;
    where.push(`${table} MATCH ?`);
    binds.push(long.map((t) => `${colset}${ftsPhrase(t)}`).join(' AND '));
  }
  for (const t of short) {
    where.push(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    for (let i = 0; i < columns.length; i++) binds.push(likePattern(t));
  }
  // No terms matches nothing rather than everything: a blank search is not "all items".
  return { sql: `SELECT rowid FROM ${table} WHERE ${where.length > 0 ? where.join(' AND ') : '0'}`, binds };
}

export const ITEM_SEARCH_COLUMNS = ['item_name', 'brand_name', 'brand_name_eng'] as const;
export const BRAND_SEARCH_COLUMNS = ['name', 'name_eng'] as const;

/** Items whose own name or brand (Korean or English) holds every term. */
export const itemFilter = (terms: string[]): NameFilter => nameFilter('item_search', ITEM_SEARCH_COLUMNS, ITEM_SEARCH_COLUMNS, terms);
/** Items whose own name holds every term (auto-complete suggests item names that contain what was typed). */
export const itemNameFilter = (terms: string[]): NameFilter => nameFilter('item_search', ['item_name'], ITEM_SEARCH_COLUMNS, terms);
export const brandFilter = (terms: string[]): NameFilter => nameFilter('brand_search', BRAND_SEARCH_COLUMNS, BRAND_SEARCH_COLUMNS, terms);

/** Whether `text` holds every term, case-insensitively (the same rule as the SQL above). */
export function containsAllTerms(text: string, terms: string[]): boolean {
  const t = normaliseKeyword(text).toLowerCase();
  return terms.every((term) => t.includes(term.toLowerCase()));
}

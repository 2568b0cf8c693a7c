import { describe, expect, it } from 'vitest';
import { brandFilter, containsAllTerms, ftsPhrase, itemFilter, itemNameFilter, likePattern, MAX_TERMS, normaliseKeyword, searchTerms } from './search-query';

describe('normaliseKeyword', () => {
  it('folds full-width letters, decomposed Hangul, controls and blank runs', () => {
    expect(normaliseKeyword('  ＮＯＲＴＨ\t\n힐  ')).toBe('NORTH 힐');
    expect(normaliseKeyword('니트'.normalize('NFD'))).toBe('니트');
    expect(normaliseKeyword('a\u0000b')).toBe('a b');
  });
});

describe('searchTerms', () => {
  it('splits on blanks and drops case-insensitive repeats', () => {
    expect(searchTerms('케이블  니트 니트 North north')).toEqual(['케이블', '니트', 'North']);
  });
  it('keeps at most MAX_TERMS terms', () => {
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `t${i}`).join(' '))).toHaveLength(MAX_TERMS);
  });
  it('is empty for a blank keyword', () => {
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('phrases and patterns', () => {
  it('quotes FTS phrases so operators and quotes stay text', () => {
    expect(ftsPhrase('a"b OR c*')).toBe('"a""b OR c*"');
  });
  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_\\')).toBe('%50\\%\\_\\\\%');
  });
});

describe('nameFilter', () => {
  it('answers 3+ character terms with one MATCH over every column', () => {
    const f = itemFilter(['케이블', 'north']);
    expect(f.sql).toBe('SELECT rowid FROM item_search WHERE item_search MATCH ?');
    expect(f.binds).toEqual(['"케이블" AND "north"']);
  });
  it('answers 1–2 character terms with LIKE on each column', () => {
    const f = brandFilter(['노스']);
    expect(f.sql).toBe("SELECT rowid FROM brand_search WHERE (name LIKE ? ESCAPE '\\' OR name_eng LIKE ? ESCAPE '\\')");
    expect(f.binds).toEqual(['%노스%', '%노스%']);
  });
  it('mixes both, MATCH first, and restricts to a column set when asked', () => {
    const f = itemNameFilter(['캐시미어', '코트']);
    expect(f.sql).toBe("SELECT rowid FROM item_search WHERE item_search MATCH ? AND (item_name LIKE ? ESCAPE '\\')");
    expect(f.binds).toEqual(['{item_name} : "캐시미어"', '%코트%']);
  });
  it('matches nothing without terms', () => {
    expect(itemFilter([]).sql).toBe('SELECT rowid FROM item_search WHERE 0');
  });
});

describe('containsAllTerms', () => {
  it('is case-insensitive and needs every term', () => {
    expect(containsAllTerms('NORTH HILL', ['north', 'hi'])).toBe(true);
    expect(containsAllTerms('NORTH HILL', ['north', 'x'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { brandSuggestionNames, rankSuggestions, type SuggestCandidate } from './suggest-rank';

const item = (text: string, popularity = 0): SuggestCandidate => ({ text, kind: 'item', popularity });
const brand = (text: string, popularity = 0): SuggestCandidate => ({ text, kind: 'brand', popularity });

describe('rankSuggestions', () => {
  it('puts prefix matches first, then word starts, then inner matches', () => {
    const got = rankSuggestions('니트', [item('케이블니트'), item('브이넥 니트', 5), item('니트 베스트')]);
    expect(got).toEqual(['니트 베스트', '브이넥 니트', '케이블니트']);
  });
  it('puts brands before items in a tier, then popularity, then shorter, then code point', () => {
    const got = rankSuggestions('모노', [item('모노 코트', 900), brand('모노하우스', 10), item('모노 셔츠', 900), item('모노 니트', 1000)]);
    expect(got).toEqual(['모노하우스', '모노 니트', '모노 셔츠', '모노 코트']);
  });
  it('lists a name once, case-insensitively, and stops at the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => item(`코트 ${String(i).padStart(2, '0')}`));
    expect(rankSuggestions('코트', [item('North'), item('NORTH'), ...many], 10)).toHaveLength(10);
    expect(rankSuggestions('north', [item('North', 1), item('NORTH')])).toEqual(['North']);
  });
  it('is empty for a blank keyword and the same for the same input', () => {
    expect(rankSuggestions('  ', [item('a')])).toEqual([]);
    const input = [item('b 니트', 1), item('a 니트', 1), brand('니트랩')];
    expect(rankSuggestions('니트', input)).toEqual(rankSuggestions('니트', [...input].reverse()));
  });
});

describe('brandSuggestionNames', () => {
  it('suggests the names that hold the terms', () => {
    expect(brandSuggestionNames('노스 힐', 'NORTH HILL', ['north'])).toEqual(['NORTH HILL']);
    expect(brandSuggestionNames('노스 힐', 'NORTH HILL', ['노스'])).toEqual(['노스 힐']);
    expect(brandSuggestionNames('노스 힐', 'NORTH HILL', ['노스', 'hill'])).toEqual(['노스 힐']);
  });
});

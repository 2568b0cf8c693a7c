import { describe, expect, it } from 'vitest';
import { AutoCompleteAnswerSchema, AutoCompleteQuerySchema, PopularKeywordsAnswerSchema, PopularKeywordsSchema } from './search';

describe('search answers', () => {
  it('reads popular keywords, strings or objects, dropping blanks', () => {
    expect(PopularKeywordsAnswerSchema.parse({ data: { popularKeyword: [' 맨투맨 ', { keyword: '가디건' }, '', 3] } })).toEqual({ popularKeyword: ['맨투맨', '가디건'] });
  });

  it('reads autocomplete keywords', () => {
    expect(AutoCompleteAnswerSchema.parse({ result: 'SUCCESS', data: { keywords: ['셔츠', '셔츠 원피스'] } })).toEqual({ keywords: ['셔츠', '셔츠 원피스'] });
  });

  it('missing lists are empty', () => {
    expect(PopularKeywordsAnswerSchema.parse({ data: null })).toEqual({ popularKeyword: [] });
    expect(PopularKeywordsAnswerSchema.parse({ data: {} })).toEqual({ popularKeyword: [] });
    expect(AutoCompleteAnswerSchema.parse(null)).toEqual({ keywords: [] });
  });

  it('fails when the list is not a list', () => {
    expect(PopularKeywordsSchema.safeParse({ popularKeyword: '맨투맨' }).success).toBe(false);
  });

  it('checks the autocomplete query', () => {
    expect(AutoCompleteQuerySchema.parse({ keyword: '  셔츠 ' })).toEqual({ keyword: '셔츠' });
    expect(AutoCompleteQuerySchema.safeParse({ keyword: '   ' }).success).toBe(false);
    expect(AutoCompleteQuerySchema.safeParse({ keyword: 'x'.repeat(101) }).success).toBe(false);
  });
});

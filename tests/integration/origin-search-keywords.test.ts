import { describe, expect, it } from 'vitest';
import { ItemCardSchema } from '../../schemas/item-detail';
import { AutoCompleteAnswerSchema, PopularKeywordsAnswerSchema } from '../../schemas/search';
import { allPages, data, DB, expectedMatches, get, listableCatalogue, sortedNos, type Listing } from './origin-search-helpers';

const search = (keyword: string) => `/api/v4/search/items?keyword=${encodeURIComponent(keyword)}`;

describe('search finds Korean and English partial words', () => {
  // Each keyword is a fragment of item names or brand names in the demo catalogue.
  const cases: [string, string][] = [
    ['2-character Korean item-name fragment', '니트'],
    ['1-character Korean fragment', '셔'],
    ['3+ character fragment inside a word', '캐시미'],
    ['fragment across a space', '블렌드 싱'],
    ['Korean brand-name fragment', '하우스'],
    ['2-character Korean brand fragment', '리네'],
    ['English brand, lower case', 'north'],
    ['English brand, mixed case', 'NoRtH hIlL'],
    ['2-character English fragment', 'ba'],
    ['brand and item terms together', '모노하우스 코트'],
    ['3+ and 1–2 character terms together', '캐시미어 코'],
  ];
  it.each(cases)('%s (%s): exactly the matching listable items, across all pages', async (_label, keyword) => {
    const expected = expectedMatches(await listableCatalogue(), keyword);
    const { count, cards } = await allPages(search(keyword), 7);
    expect(expected.length).toBeGreaterThan(0);
    expect(count).toBe(expected.length);
    expect(sortedNos(cards)).toEqual(expected);
    for (const card of cards) expect(ItemCardSchema.safeParse(card).success).toBe(true);
  });

  it('finds fixture 1001 by a middle fragment of its name and 1004 (노스 힐) by its English brand', async () => {
    expect((await allPages(search('시미어 블'), 60)).cards.map((c) => c.itemNo)).toContain(1001);
    const north = await allPages(search('north hill'), 60);
    expect(north.cards.length).toBeGreaterThan(0);
    expect(north.cards.every((c) => c.frontBrandNo === 11388)).toBe(true);
  });

  it('treats decomposed Hangul and full-width letters like the plain keyword', async () => {
    const plain = sortedNos((await allPages(search('니트'), 60)).cards);
    expect(sortedNos((await allPages(search('니트'.normalize('NFD')), 60)).cards)).toEqual(plain);
    const eng = sortedNos((await allPages(search('north'), 60)).cards);
    expect(sortedNos((await allPages(search('ＮＯＲＴＨ'), 60)).cards)).toEqual(eng);
  });

  it('never lists adult-only or not-yet-on-sale items', async () => {
    const nos = (await allPages(search('하루공방'), 60)).cards.map((c) => c.itemNo);
    expect(nos).not.toContain(1005);
    expect((await allPages(search('리네아'), 60)).cards.map((c) => c.itemNo)).not.toContain(1007);
  });

  it('reads search syntax and wildcards as plain text', async () => {
    for (const k of ['%', '_', '"', '" OR "', 'NEAR(a b)', '*', 'a\\b', "'; DROP TABLE items"]) {
      const res = await get(search(k));
      expect(res.status, k).toBe(200);
      expect((res.body.data as Listing).count, k).toBe(0);
    }
  });

  it('answers 400 for a missing, blank or over-long keyword', async () => {
    for (const path of ['/api/v4/search/items', search('   '), search('가'.repeat(101))]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/keyword/);
    }
    expect((await get(search('가'.repeat(100)))).status).toBe(200);
  });
});

describe('auto-complete', () => {
  const complete = async (keyword: string) => {
    const a = await get(`/api/v4/auto-complete?keyword=${encodeURIComponent(keyword)}`);
    expect(a.status).toBe(200);
    return AutoCompleteAnswerSchema.parse(a.body).keywords;
  };

  it('suggests the brand first when its name starts with the keyword, then item names', async () => {
    const got = await complete('모노');
    expect(got[0]).toBe('모노하우스');
  });

  it('suggests English brand names case-insensitively', async () => {
    expect(await complete('north')).toContain('NORTH HILL');
    expect(await complete('hill')).toContain('NORTH HILL');
  });

  it('suggests at most ten distinct item names that contain a 2-character fragment, prefix matches first', async () => {
    const got = await complete('니트');
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThanOrEqual(10);
    expect(new Set(got.map((k) => k.toLowerCase())).size).toBe(got.length);
    for (const k of got) expect(k).toContain('니트');
    const coats = await complete('코트');
    expect(coats.length).toBeGreaterThan(1);
    expect(coats.length).toBeLessThanOrEqual(10);
    const firstInner = coats.findIndex((k) => !k.startsWith('코트') && !k.includes(' 코트'));
    if (firstInner >= 0) expect(coats.slice(firstInner).every((k) => !k.startsWith('코트') && !k.includes(' 코트'))).toBe(true);
  });

  it('answers the same list every time', async () => {
    expect(await complete('코트')).toEqual(await complete('코트'));
  });

  it('answers an empty list for a blank keyword and 400 for one over 50 characters', async () => {
    expect(await complete('')).toEqual([]);
    expect(await complete('   ')).toEqual([]);
    expect((await get('/api/v4/auto-complete')).status).toBe(200);
    expect((await get(`/api/v4/auto-complete?keyword=${'가'.repeat(51)}`)).status).toBe(400);
    expect((await get(`/api/v4/auto-complete?keyword=${'가'.repeat(50)}`)).status).toBe(200);
  });
});

describe('popular keywords', () => {
  const popular = async () => PopularKeywordsAnswerSchema.parse((await get('/api/v4/keyword/popular')).body).popularKeyword;

  it('answers the ten most searched keywords, seeded before the demo', async () => {
    const got = await popular();
    expect(got).toHaveLength(10);
    expect(got).toContain('니트');
  });

  it('changes after searches: a keyword searched more often than the tenth enters the list', async () => {
    await popular();
    const tenth = await DB.prepare('SELECT search_count AS n FROM search_log ORDER BY search_count DESC, last_searched_at DESC, keyword LIMIT 1 OFFSET 9').first<{ n: number }>();
    const keyword = '오르바';
    const own = await DB.prepare('SELECT search_count AS n FROM search_log WHERE keyword = ?').bind(keyword).first<{ n: number }>();
    const needed = (tenth?.n ?? 0) - (own?.n ?? 0) + 1;
    for (let i = 0; i < needed; i++) expect((await data<Listing>(search(keyword))).count).toBeGreaterThan(0);
    expect(await popular()).toContain(keyword);
  });

  it('does not count keywords that find nothing, later pages, or case and blank variants separately', async () => {
    await data<Listing>(search('없는상품명xyz'));
    expect(await DB.prepare("SELECT 1 FROM search_log WHERE keyword = '없는상품명xyz'").first()).toBeNull();
    const before = (await DB.prepare("SELECT search_count AS n FROM search_log WHERE keyword = 'seoul daily'").first<{ n: number }>())?.n ?? 0;
    await data<Listing>(`${search('SEOUL  Daily')}`);
    await data<Listing>(`${search('seoul daily ')}`);
    await data<Listing>(`${search('seoul daily')}&page=2&size=1`);
    const after = (await DB.prepare("SELECT search_count AS n FROM search_log WHERE keyword = 'seoul daily'").first<{ n: number }>())?.n ?? 0;
    expect(after - before).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { FrontCategorySchema, type FrontCategory } from '../../schemas/item-detail';
import { categoryCode, chooseCategory, isExcludedCategory, namesGender, toGender } from './categories';

const cat = (c1: string, codes: [string, string?, string?] = ['100'], c2 = '', c3 = ''): FrontCategory =>
  FrontCategorySchema.parse({ category1Name: c1, category2Name: c2, category3Name: c3, category1Code: codes[0], category2Code: codes[1], category3Code: codes[2] });

describe('chooseCategory (spec 5)', () => {
  it('has nothing for no entries', () => {
    expect(chooseCategory([], 'M')).toEqual({ category: null, code: null });
  });

  it('uses a single entry even if excluded', () => {
    const only = cat('PREMIUM', ['200', '200300']);
    expect(chooseCategory([only], 'F')).toEqual({ category: only, code: '200300' });
  });

  it('ignores EXCLUSIVE, LUXURY and PREMIUM at any level', () => {
    const lux = cat('여성', ['1'], 'LUXURY');
    const excl = cat('exclusive ', ['2']);
    const plain = cat('라이프', ['3']);
    expect(chooseCategory([lux, excl, plain], 'F').category).toBe(plain);
    expect(isExcludedCategory(cat('남성', ['1'], '상의', 'Premium'))).toBe(true);
    expect(isExcludedCategory(cat('PREMIUM DENIM', ['1']))).toBe(false);
  });

  it('prefers the first-level name matching the user gender', () => {
    const women = cat('여성', ['100'], '상의');
    const men = cat('남성', ['200'], '상의');
    expect(chooseCategory([women, men], 'M').category).toBe(men);
    expect(chooseCategory([men, women], 'F').category).toBe(women);
    expect(chooseCategory([women, men], 'm').category).toBe(men);
  });

  it('falls back to the first remaining entry when no gender matches or gender is unknown', () => {
    const unisex = cat('남녀공용', ['300']);
    const life = cat('라이프', ['400']);
    expect(chooseCategory([unisex, life], 'M').category).toBe(unisex);
    expect(chooseCategory([unisex, cat('남성', ['5'])], '').category).toBe(unisex);
    expect(chooseCategory([unisex, cat('남성', ['5'])], null).category).toBe(unisex);
    expect(chooseCategory([unisex, cat('남성', ['5'])], 'X').category).toBe(unisex);
  });

  it('falls back to the first entry when all are excluded', () => {
    const a = cat('LUXURY', ['1']);
    const b = cat('PREMIUM', ['2']);
    expect(chooseCategory([a, b], 'M')).toEqual({ category: a, code: '1' });
  });

  it('does not prefer an excluded entry even if it matches the gender', () => {
    const menLux = cat('남성', ['1'], 'LUXURY');
    const other = cat('라이프', ['2']);
    expect(chooseCategory([menLux, other], 'M').category).toBe(other);
  });
});

describe('gender words', () => {
  it.each([
    ['남성', 'M', true],
    ['남성 의류', 'M', true],
    ['남자', 'M', true],
    ['남', 'M', true],
    ['MEN', 'M', true],
    ["Men's", 'M', true],
    ['WOMEN', 'M', false],
    ['남녀공용', 'M', false],
    ['남녀공용', 'F', false],
    ['여성', 'F', true],
    ['여', 'F', true],
    ['Women', 'F', true],
    ['여성', 'M', false],
    ['MEN', 'F', false],
    ['여행용품', 'F', false],
  ] as const)('%s names %s: %s', (name, gender, expected) => {
    expect(namesGender(name, gender)).toBe(expected);
  });

  it('reads genders', () => {
    expect(toGender(' f ')).toBe('F');
    expect(toGender('')).toBeNull();
    expect(toGender(undefined)).toBeNull();
  });
});

describe('categoryCode', () => {
  it('takes the deepest level, skipping empty and default codes', () => {
    expect(categoryCode(cat('a', ['100', '100200', '100200300']))).toBe('100200300');
    expect(categoryCode(cat('a', ['100', '100200', '']))).toBe('100200');
    expect(categoryCode(cat('a', ['100', '100200', '100100100']))).toBe('100200');
    expect(categoryCode(cat('a', ['100', ' ', '100100100']))).toBe('100');
    expect(categoryCode(cat('a', ['100100100', '', '']))).toBeNull();
    expect(categoryCode(cat('a', ['', '', '']))).toBeNull();
  });
});

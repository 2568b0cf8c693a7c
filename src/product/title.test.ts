import { describe, expect, it } from 'vitest';
import { displayTitle } from './title';
import { makeItem } from './item-fixture';

describe('displayTitle', () => {
  it('prefixes subjects joined with spaces', () => {
    const item = makeItem({
      itemName: '오버핏 셔츠',
      itemSubjects: [{ subjectDescription: '[단독]' }, { subjectDescription: '23SS' }],
    });
    expect(displayTitle(item)).toBe('[단독] 23SS 오버핏 셔츠');
  });

  it('skips empty and blank subjects', () => {
    const item = makeItem({
      itemName: '셔츠',
      itemSubjects: [{ subjectDescription: '' }, { subjectDescription: '  ' }, { subjectDescription: null }, { subjectDescription: '신상' }],
    });
    expect(displayTitle(item)).toBe('신상 셔츠');
  });

  it('is just the name without subjects', () => {
    expect(displayTitle(makeItem({ itemName: '셔츠' }))).toBe('셔츠');
    expect(displayTitle(makeItem({ itemName: '셔츠', itemSubjects: null }))).toBe('셔츠');
  });

  it('has no trailing space when the name is empty', () => {
    expect(displayTitle(makeItem({ itemName: '', itemSubjects: [{ subjectDescription: '단독' }] }))).toBe('단독');
  });
});

import { describe, expect, it } from 'vitest';
import { CLOSED, keyIntent, keywordsFrom, MAX_SUGGESTIONS, modeFor, searchHref, suggestReducer, type SuggestState } from './suggest-state';

const withItems = (items: string[]): SuggestState => suggestReducer(CLOSED, { type: 'items', mode: 'popular', items });

describe('suggestReducer', () => {
  it('clears the popular keywords as soon as text is typed, and leaves completions alone', () => {
    const popular = suggestReducer(CLOSED, { type: 'items', mode: 'popular', items: ['니트', '모노하우스'] });
    const typed = suggestReducer(popular, { type: 'completing' });
    expect(typed).toMatchObject({ open: false, active: -1, items: [], mode: 'autoComplete' });
    expect(suggestReducer(typed, { type: 'move', delta: 1 })).toBe(typed);
    const completions = suggestReducer(CLOSED, { type: 'items', mode: 'autoComplete', items: ['모노하우스'] });
    expect(suggestReducer(completions, { type: 'completing' })).toBe(completions);
  });

  it('keeps the active option when the same list arrives again (a late repeated answer)', () => {
    let s = suggestReducer(CLOSED, { type: 'items', mode: 'autoComplete', items: ['a', 'b'] });
    s = suggestReducer(s, { type: 'close' });
    s = suggestReducer(s, { type: 'move', delta: 1 });
    const again = suggestReducer(s, { type: 'items', mode: 'autoComplete', items: ['a', 'b'], open: false });
    expect(again).toBe(s);
    expect(keyIntent('Enter', again)).toEqual({ kind: 'select', keyword: 'a' });
  });

  it('a new list keeps the active keyword where it still appears', () => {
    let s = suggestReducer(CLOSED, { type: 'items', mode: 'autoComplete', items: ['a', 'b'] });
    s = suggestReducer(s, { type: 'move', delta: 1 });
    s = suggestReducer(s, { type: 'move', delta: 1 });
    expect(suggestReducer(s, { type: 'items', mode: 'autoComplete', items: ['x', 'b'] })).toMatchObject({ active: 1, open: true });
    expect(suggestReducer(s, { type: 'items', mode: 'autoComplete', items: ['x', 'y'] })).toMatchObject({ active: -1 });
  });

  it('opens with items and no active option; stays closed with none', () => {
    expect(withItems(['a', 'b'])).toEqual({ open: true, active: -1, items: ['a', 'b'], mode: 'popular' });
    expect(withItems([]).open).toBe(false);
  });
  it('stores late items without opening a list the shopper closed', () => {
    const s = suggestReducer(CLOSED, { type: 'items', mode: 'autoComplete', items: ['a'], open: false });
    expect(s).toMatchObject({ open: false, items: ['a'] });
    expect(suggestReducer(s, { type: 'move', delta: 1 })).toMatchObject({ open: true, active: 0 });
  });
  it('caps the list', () => {
    const many = Array.from({ length: 15 }, (_, i) => `k${i}`);
    expect(withItems(many).items).toHaveLength(MAX_SUGGESTIONS);
  });
  it('moves down through the options and wraps back to the input', () => {
    let s = withItems(['a', 'b', 'c']);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      s = suggestReducer(s, { type: 'move', delta: 1 });
      seen.push(s.active);
    }
    expect(seen).toEqual([0, 1, 2, -1, 0]);
  });
  it('moves up from the input to the last option', () => {
    const s = suggestReducer(withItems(['a', 'b', 'c']), { type: 'move', delta: -1 });
    expect(s.active).toBe(2);
    expect(suggestReducer(suggestReducer(s, { type: 'move', delta: -1 }), { type: 'move', delta: -1 }).active).toBe(0);
  });
  it('opens a closed list on arrow keys, at the first or last option', () => {
    const closed = suggestReducer(withItems(['a', 'b']), { type: 'close' });
    expect(closed).toMatchObject({ open: false, active: -1 });
    expect(suggestReducer(closed, { type: 'move', delta: 1 })).toMatchObject({ open: true, active: 0 });
    expect(suggestReducer(closed, { type: 'move', delta: -1 })).toMatchObject({ open: true, active: 1 });
  });
  it('ignores moves without items and hovers out of range', () => {
    expect(suggestReducer(CLOSED, { type: 'move', delta: 1 })).toBe(CLOSED);
    const s = withItems(['a']);
    expect(suggestReducer(s, { type: 'hover', index: 5 })).toBe(s);
    expect(suggestReducer(s, { type: 'hover', index: 0 }).active).toBe(0);
  });
  it('re-opens only when there is something to show', () => {
    expect(suggestReducer(CLOSED, { type: 'open' })).toBe(CLOSED);
    expect(suggestReducer(suggestReducer(withItems(['a']), { type: 'close' }), { type: 'open' }).open).toBe(true);
  });
});

describe('keyIntent', () => {
  const s = suggestReducer(withItems(['니트', '코트']), { type: 'move', delta: 1 });
  it('selects the active option on Enter', () => {
    expect(keyIntent('Enter', s)).toEqual({ kind: 'select', keyword: '니트' });
  });
  it('submits the typed text on Enter without an active option', () => {
    expect(keyIntent('Enter', withItems(['니트']))).toEqual({ kind: 'submit' });
    expect(keyIntent('Enter', { ...s, open: false })).toEqual({ kind: 'submit' });
  });
  it('closes on Escape, then clears', () => {
    expect(keyIntent('Escape', s)).toEqual({ kind: 'dispatch', action: { type: 'close' } });
    expect(keyIntent('Escape', CLOSED)).toEqual({ kind: 'clear' });
  });
  it('maps arrows and ignores other keys', () => {
    expect(keyIntent('ArrowDown', s)).toEqual({ kind: 'dispatch', action: { type: 'move', delta: 1 } });
    expect(keyIntent('ArrowUp', s)).toEqual({ kind: 'dispatch', action: { type: 'move', delta: -1 } });
    expect(keyIntent('a', s)).toEqual({ kind: 'none' });
  });
});

describe('modeFor, keywordsFrom, searchHref', () => {
  it('uses popular keywords for an empty input', () => {
    expect(modeFor('  ')).toBe('popular');
    expect(modeFor('니')).toBe('autoComplete');
  });
  it('reads wrapped and plain answers, strings and objects', () => {
    expect(keywordsFrom({ result: 'SUCCESS', data: { popularKeyword: [' 니트 ', { keyword: '코트' }, '', 3, '니트'] } }, 'popularKeyword')).toEqual(['니트', '코트']);
    expect(keywordsFrom({ keywords: ['a'] }, 'keywords')).toEqual(['a']);
  });
  it('answers an empty list for junk', () => {
    for (const junk of [null, 'x', [], { data: null }, { data: { keywords: 'a' } }]) expect(keywordsFrom(junk, 'keywords')).toEqual([]);
  });
  it('encodes the keyword', () => {
    expect(searchHref('/search', ' 울 니트&코트 ')).toBe('/search?keyword=%EC%9A%B8%20%EB%8B%88%ED%8A%B8%26%EC%BD%94%ED%8A%B8');
  });
});

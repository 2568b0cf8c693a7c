import { describe, expect, it } from 'vitest';
import { CACHE_LAYERS, cacheSwitches } from './cache-switches';

describe('cacheSwitches (CACHE_OFF)', () => {
  it('leaves every layer on when unset or empty', () => {
    expect([...cacheSwitches(undefined).off]).toEqual([]);
    expect([...cacheSwitches('').off]).toEqual([]);
    expect([...cacheSwitches(' , ').off]).toEqual([]);
  });

  it('turns every layer off with all', () => {
    expect([...cacheSwitches('all').off].sort()).toEqual([...CACHE_LAYERS].sort());
    expect([...cacheSwitches(' ALL ').off].sort()).toEqual([...CACHE_LAYERS].sort());
  });

  it('turns off only the layers named', () => {
    expect([...cacheSwitches('fragment').off]).toEqual(['fragment']);
    expect([...cacheSwitches('page, fragment').off].sort()).toEqual(['fragment', 'page']);
  });

  it('turns the page cache off with the upstream cache it depends on', () => {
    expect([...cacheSwitches('upstream').off].sort()).toEqual(['page', 'upstream']);
  });

  it('ignores names it does not know and reports them', () => {
    const s = cacheSwitches('pages,fragment,memory');
    expect([...s.off]).toEqual(['fragment']);
    expect(s.unknown).toEqual(['pages', 'memory']);
  });
});

import { describe, expect, it } from 'vitest';
import { TAG_FILES, TAG_KINDS, isTagId, tagConsent, tagKindOfFile } from './tags';

describe('tag consent', () => {
  it("a member's advertising consent decides; the visitor cookie does not count for a member", () => {
    expect(tagConsent({ member: { advertising: true }, visitorChoice: 'denied' })).toBe('granted');
    expect(tagConsent({ member: { advertising: false }, visitorChoice: 'granted' })).toBe('denied');
  });

  it('a member whose consent the upstream did not give is a no, never a guessed yes', () => {
    expect(tagConsent({ member: { advertising: null }, visitorChoice: 'granted' })).toBe('denied');
  });

  it('a visitor is asked once: their stored answer decides, anything else asks', () => {
    expect(tagConsent({ member: null, visitorChoice: undefined })).toBe('ask');
    expect(tagConsent({ member: null, visitorChoice: 'granted' })).toBe('granted');
    expect(tagConsent({ member: null, visitorChoice: 'denied' })).toBe('denied');
    expect(tagConsent({ member: null, visitorChoice: 'yes' })).toBe('ask');
    expect(tagConsent({ member: null, visitorChoice: '' })).toBe('ask');
  });
});

describe('tag ids', () => {
  it('takes the ids services issue', () => {
    for (const id of ['G-AB12CD34', 'AW-123456789', '1234567890', 'ns_abc.def', 'GTM-X:1']) expect(isTagId(id)).toBe(true);
  });

  it('refuses what is not an id', () => {
    for (const id of ['', ' G-1', 'https://evil.test/x.js', 'a"b', '<script>', '-leading', 'a b', 'x'.repeat(65)]) expect(isTagId(id)).toBe(false);
  });
});

describe('tag script files', () => {
  it('are lower case (paths are compared so) and map back to their kind', () => {
    for (const kind of TAG_KINDS) {
      expect(TAG_FILES[kind]).toMatch(/^[a-z-]+$/);
      expect(tagKindOfFile(TAG_FILES[kind])).toBe(kind);
    }
    expect(tagKindOfFile('searchAd')).toBeNull();
    expect(tagKindOfFile('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { TRACKED_EVENTS } from './tracking';
import { tagHears } from './tag-hears';
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

describe('which tag hears which event', () => {
  it('analytics hears every event of the catalogue', () => {
    for (const name of TRACKED_EVENTS) expect(tagHears('analytics', { name })).toBe(true);
  });

  it('search-ad conversion hears only an order made after a search-ad entry', () => {
    expect(tagHears('searchAd', { name: 'purchase', searchAd: true })).toBe(true);
    expect(tagHears('searchAd', { name: 'purchase', searchAd: false })).toBe(false);
    expect(tagHears('searchAd', { name: 'purchase' })).toBe(false);
    for (const name of TRACKED_EVENTS.filter((n) => n !== 'purchase')) expect(tagHears('searchAd', { name, searchAd: true })).toBe(false);
  });

  it('advertising and retargeting hear interest and conversions, not account events', () => {
    for (const kind of ['advertising', 'retargeting'] as const) {
      expect(tagHears(kind, { name: 'view_item' })).toBe(true);
      expect(tagHears(kind, { name: 'add_to_cart' })).toBe(true);
      expect(tagHears(kind, { name: 'purchase' })).toBe(true);
      expect(tagHears(kind, { name: 'identity_verification' })).toBe(false);
      expect(tagHears(kind, { name: 'login' })).toBe(false);
    }
  });

  it('the A/B service hears page views and conversions; the CRM service what it messages about', () => {
    expect(tagHears('abTest', { name: 'page_view' })).toBe(true);
    expect(tagHears('abTest', { name: 'purchase' })).toBe(true);
    expect(tagHears('abTest', { name: 'tab_qna' })).toBe(false);
    expect(tagHears('crm', { name: 'restock_notify' })).toBe(true);
    expect(tagHears('crm', { name: 'login' })).toBe(true);
    expect(tagHears('crm', { name: 'tab_info' })).toBe(false);
  });

  it('every kind answers for every event', () => {
    for (const kind of TAG_KINDS) for (const name of TRACKED_EVENTS) expect(typeof tagHears(kind, { name })).toBe('boolean');
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

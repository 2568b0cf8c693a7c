import { describe, expect, it } from 'vitest';
import { tagHears } from './tag-hears';
import { TAG_KINDS } from './tags';
import { TRACKED_EVENTS } from './tracking';

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

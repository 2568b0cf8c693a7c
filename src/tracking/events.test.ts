import { describe, expect, it } from 'vitest';
import { eventName, EventNameError, ITEM_EVENTS } from './events';

describe('eventName', () => {
  it('prefixes by device', () => {
    expect(eventName('view_item', 'mobileWeb')).toBe('mw_view_item');
    expect(eventName('view_item', 'desktop')).toBe('pc_view_item');
    expect(eventName('view_item', 'appWebView')).toBe('app_view_item');
  });

  it('gives distinct names per device for every item event', () => {
    for (const e of ITEM_EVENTS) {
      const names = new Set([eventName(e, 'mobileWeb'), eventName(e, 'desktop'), eventName(e, 'appWebView')]);
      expect(names.size).toBe(3);
    }
  });

  it('refuses names that are not snake_case or too long', () => {
    expect(() => eventName('ViewItem', 'mobileWeb')).toThrow(EventNameError);
    expect(() => eventName('view item', 'mobileWeb')).toThrow(EventNameError);
    expect(() => eventName('', 'mobileWeb')).toThrow(EventNameError);
    expect(() => eventName('a'.repeat(38), 'mobileWeb')).toThrow(EventNameError);
    expect(eventName('a'.repeat(37), 'mobileWeb')).toHaveLength(40);
  });
});

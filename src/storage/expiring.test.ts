import { describe, expect, it } from 'vitest';
import { createStorage, readWithExpiry, wrapWithExpiry, type StorageLike } from './expiring';
import { fakeStorage, throwingStorage } from './fake-storage.test-helper';

const T0 = Date.UTC(2025, 7, 20, 3, 0, 0);

describe('wrapWithExpiry / readWithExpiry', () => {
  it('reads a live value', () => {
    const raw = wrapWithExpiry({ n: 1 }, T0 + 1000);
    expect(readWithExpiry(raw, T0)).toEqual({ value: { n: 1 }, remove: false });
    expect(readWithExpiry(raw, T0 + 999)).toEqual({ value: { n: 1 }, remove: false });
  });

  it('an expired value reads as null and is marked for removal, from the expiry instant on', () => {
    const raw = wrapWithExpiry('x', new Date(T0));
    expect(readWithExpiry(raw, T0)).toEqual({ value: null, remove: true });
    expect(readWithExpiry(raw, new Date(T0 + 1))).toEqual({ value: null, remove: true });
    expect(readWithExpiry(raw, T0 - 1)).toEqual({ value: 'x', remove: false });
  });

  it('a value without expiry never expires', () => {
    expect(readWithExpiry(wrapWithExpiry('x', null), Number.MAX_SAFE_INTEGER)).toEqual({ value: 'x', remove: false });
  });

  it('keeps falsy values apart from missing ones', () => {
    expect(readWithExpiry(wrapWithExpiry(0, T0 + 1), T0)).toEqual({ value: 0, remove: false });
    expect(readWithExpiry(wrapWithExpiry(false, null), T0)).toEqual({ value: false, remove: false });
  });

  it('nothing stored is null without removal', () => {
    expect(readWithExpiry(null, T0)).toEqual({ value: null, remove: false });
    expect(readWithExpiry(undefined, T0)).toEqual({ value: null, remove: false });
  });

  it('corrupt entries read as null and are removed', () => {
    for (const raw of ['', 'not json', '{"e":1}', '[1,2]', 'null', '"str"', '{"v":1,"e":"soon"}', '{"v":1,"e":null}']) {
      expect(readWithExpiry(raw, T0)).toEqual({ value: null, remove: true });
    }
  });

  it('refuses an invalid expiry when writing', () => {
    expect(() => wrapWithExpiry('x', new Date('nope'))).toThrow(RangeError);
  });
});

const throwing = throwingStorage;

describe('createStorage', () => {
  it('uses the backing storage when it works', () => {
    const backing = fakeStorage();
    const s = createStorage(backing);
    s.setItem('a', '1');
    expect(backing.data.get('a')).toBe('1');
    expect(s.getItem('a')).toBe('1');
    s.removeItem('a');
    expect(backing.data.has('a')).toBe(false);
    expect(s.getItem('a')).toBeNull();
  });

  it('falls back to memory when the backing throws on every call', () => {
    const s = createStorage(throwing);
    expect(s.getItem('a')).toBeNull();
    s.setItem('a', '1');
    expect(s.getItem('a')).toBe('1');
    s.removeItem('a');
    expect(s.getItem('a')).toBeNull();
  });

  it('falls back to memory when there is no storage at all', () => {
    // Node has no localStorage global, so the default backing is absent here.
    const s = createStorage();
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
    expect(createStorage(undefined).getItem('k')).toBeNull();
  });

  it('a quota failure on one write keeps that value in memory, and a later good write wins', () => {
    const backing = fakeStorage();
    let full = true;
    const flaky: StorageLike = {
      getItem: backing.getItem,
      removeItem: backing.removeItem,
      setItem: (k, v) => {
        if (full) throw new Error('QuotaExceededError');
        backing.setItem(k, v);
      },
    };
    const s = createStorage(flaky);
    s.setItem('a', 'memory');
    expect(s.getItem('a')).toBe('memory');
    full = false;
    s.setItem('a', 'backed');
    expect(backing.data.get('a')).toBe('backed');
    expect(s.getItem('a')).toBe('backed');
  });

  it('getWithExpiry removes expired and corrupt entries on read', () => {
    const backing = fakeStorage();
    const s = createStorage(backing);
    s.setWithExpiry('live', { x: 1 }, T0 + 60_000);
    s.setWithExpiry('old', 'gone', T0 - 1);
    backing.data.set('corrupt', '{oops');
    expect(s.getWithExpiry('live', T0)).toEqual({ x: 1 });
    expect(s.getWithExpiry('old', T0)).toBeNull();
    expect(backing.data.has('old')).toBe(false);
    expect(s.getWithExpiry('corrupt', T0)).toBeNull();
    expect(backing.data.has('corrupt')).toBe(false);
    expect(s.getWithExpiry('missing', T0)).toBeNull();
    expect(backing.data.has('live')).toBe(true);
  });

  it('expiring values work in the memory fallback too', () => {
    const s = createStorage(throwing);
    s.setWithExpiry('k', 'v', T0 + 10);
    expect(s.getWithExpiry('k', T0)).toBe('v');
    expect(s.getWithExpiry('k', T0 + 10)).toBeNull();
    expect(s.getItem('k')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createStorage } from '../storage/expiring';
import { fakeStorage as memoryBacking, throwingStorage as refusing } from '../storage/fake-storage.test-helper';
import { firstReportOf, PURCHASES_KEY, PURCHASES_TTL_MS } from './purchase-memory';

describe('firstReportOf', () => {
  const now = Date.UTC(2026, 10, 27, 6);

  it('reports an order once, and keeps the list with its expiry', () => {
    const backing = memoryBacking();
    const storage = createStorage(backing);
    expect(firstReportOf(storage, 'O-1', now)).toBe(true);
    expect(firstReportOf(storage, 'O-1', now + 1000)).toBe(false);
    expect(firstReportOf(storage, 'O-2', now + 2000)).toBe(true);
    expect(JSON.parse(backing.data.get(PURCHASES_KEY)!)).toEqual({ v: ['O-1', 'O-2'], e: now + 2000 + PURCHASES_TTL_MS });
  });

  it('forgets the list once it expires, and reads a corrupt or old plain list as empty', () => {
    const backing = memoryBacking();
    const storage = createStorage(backing);
    firstReportOf(storage, 'O-1', now);
    expect(firstReportOf(storage, 'O-1', now + PURCHASES_TTL_MS)).toBe(true);
    backing.data.set(PURCHASES_KEY, '["O-9"]');
    expect(firstReportOf(storage, 'O-9', now)).toBe(true);
    backing.data.set(PURCHASES_KEY, '{not json');
    expect(firstReportOf(storage, 'O-9', now)).toBe(true);
  });

  it('keeps the last 20 orders', () => {
    const storage = createStorage(memoryBacking());
    for (let i = 0; i < 25; i++) firstReportOf(storage, `O-${i}`, now);
    expect(firstReportOf(storage, 'O-24', now)).toBe(false);
    expect(firstReportOf(storage, 'O-0', now)).toBe(true);
  });

  it('falls back to memory where local storage refuses: still once per page', () => {
    const storage = createStorage(refusing);
    expect(firstReportOf(storage, 'O-1', now)).toBe(true);
    expect(firstReportOf(storage, 'O-1', now)).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { settle, settledValue } from './settle';

describe('settle', () => {
  it('wraps a value', async () => {
    const s = await settle(Promise.resolve(3));
    expect(s).toEqual({ ok: true, value: 3 });
    expect(settledValue(s)).toBe(3);
  });

  it('turns a rejection into a failed result and reports it once', async () => {
    const onError = vi.fn();
    const err = new Error('boom');
    const s = await settle(Promise.reject(err), onError);
    expect(s).toEqual({ ok: false, error: err });
    expect(settledValue(s)).toBeNull();
    expect(onError).toHaveBeenCalledExactlyOnceWith(err);
  });

  it('says it has settled the way React reads it, so a section whose data is in renders in place', async () => {
    const s = settle(Promise.resolve('in'));
    expect(s.status).toBeUndefined();
    await s;
    await Promise.resolve(); // the marking runs right after the settling
    expect([s.status, s.value]).toEqual(['fulfilled', { ok: true, value: 'in' }]);
    const failed = settle(Promise.reject(new Error('x')));
    await failed;
    await Promise.resolve();
    expect(failed.status).toBe('fulfilled');
    expect(failed.value).toMatchObject({ ok: false });
  });
});

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
});

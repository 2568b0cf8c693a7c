import { describe, expect, it } from 'vitest';
import { joinShared, keepShared } from './shared-work';

describe('joinShared', () => {
  it('gives the shared answer when it comes in time', async () => {
    expect(await joinShared(Promise.resolve(7), 50, () => 0)).toBe(7);
  });

  it('passes a shared failure on', async () => {
    await expect(joinShared(Promise.reject(new Error('down')), 50, () => 0)).rejects.toThrow('down');
  });

  // In workerd, work whose request was cancelled never settles: the joiner must not wait with it.
  it('goes on without work that never settles', async () => {
    let otherwise = 0;
    const value = await joinShared(new Promise<number>(() => {}), 20, () => (otherwise++, 3));
    expect(value).toBe(3);
    expect(otherwise).toBe(1);
  });
});

describe('keepShared', () => {
  it("hands the work to the request's waitUntil, with a failure swallowed there", async () => {
    const kept: Promise<unknown>[] = [];
    const work = Promise.reject(new Error('down'));
    const same = keepShared(work, (p) => kept.push(p));
    expect(same).toBe(work);
    expect(kept).toHaveLength(1);
    await expect(kept[0]).resolves.toBeUndefined();
    await expect(same).rejects.toThrow('down');
  });
});

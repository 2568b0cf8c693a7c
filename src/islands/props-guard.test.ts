import { describe, expect, it } from 'vitest';
import { propsGuard } from './props-guard';

/** The browser's structural props check (ARCHITECTURE rule 5, for islands the server checks in full). */
interface P {
  id?: string;
  itemNo: number;
  count: number | null;
  liked: boolean;
  tags: string[];
  sheet?: { a: number };
}
const guard = propsGuard<P>({ id: 'string?', itemNo: 'number', count: 'number|null', liked: 'boolean', tags: 'array', sheet: 'object?' });
const good = { itemNo: 1, count: null, liked: false, tags: [] };

describe('propsGuard', () => {
  it('passes props whose top-level JSON types fit, optional ones absent or present, and returns them as they came', () => {
    expect(guard.safeParse(good)).toEqual({ success: true, data: good });
    const full = { ...good, id: 'x', count: 3, sheet: { a: 1 }, extra: 'kept' };
    expect(guard.safeParse(full)).toEqual({ success: true, data: full });
  });

  it('fails anything but an object, naming the root', () => {
    for (const value of [null, [], 'x', 3, undefined]) {
      const r = guard.safeParse(value);
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.issues[0]?.path).toEqual([]);
    }
  });

  it('fails a missing, null or mistyped prop, naming each', () => {
    const r = guard.safeParse({ itemNo: '1', liked: false, tags: {}, id: null, sheet: [] });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.error.issues.map((i) => i.path.join('.'))).toEqual(['id', 'itemNo', 'count', 'tags', 'sheet']);
    expect(r.error.issues[1]?.message).toBe('expected number, got string');
    expect(guard.safeParse({ ...good, itemNo: null }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { invalidBody } from './invalid-body';

const Lines = z.strictObject({ itemNo: z.number().int().positive(), lines: z.array(z.object({ qty: z.number().int().min(1) })).min(1) });
const labels = { itemNo: '상품을', qty: '수량을', lines: '주문 상품을' };
const of = (body: unknown) => {
  const parsed = Lines.safeParse(body);
  if (parsed.success) throw new Error('expected a failure');
  return invalidBody(parsed.error, labels);
};

describe('invalidBody', () => {
  it('names the first wrong field by its path, the nearest named key for the shopper', () => {
    expect(of({ itemNo: 1, lines: [{ qty: 0 }] })).toEqual({ field: 'lines.0.qty', label: '수량을', detail: 'lines.0.qty: Too small: expected number to be >=1' });
    expect(of({ itemNo: 'x', lines: [{ qty: 1 }] })).toMatchObject({ field: 'itemNo', label: '상품을' });
    expect(of({ itemNo: 1, lines: [] })).toMatchObject({ field: 'lines', label: '주문 상품을' });
  });

  it('names an unknown key, and no label where none is named', () => {
    expect(of({ itemNo: 1, lines: [{ qty: 1 }], admin: true })).toMatchObject({ field: 'admin', label: null });
    expect(of([1, 2])).toMatchObject({ field: '', label: null });
  });

  it('never echoes what was sent', () => {
    const sent = '<script>secret-value</script>';
    expect(JSON.stringify(of({ itemNo: sent, lines: [{ qty: sent }] }))).not.toContain('secret-value');
  });
});

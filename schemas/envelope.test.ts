import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { enveloped, isWrapped, unwrap } from './envelope';

describe('isWrapped / unwrap (DECISIONS 5)', () => {
  it('recognises the data-wrapping envelope', () => {
    expect(isWrapped({ data: { count: 1 } })).toBe(true);
    expect(isWrapped({ result: 'SUCCESS', data: null, message: 'ok', errorCode: null })).toBe(true);
  });

  it('treats anything else as a plain shape', () => {
    expect(isWrapped({ count: 1 })).toBe(false);
    expect(isWrapped({ data: 1, count: 2 })).toBe(false);
    expect(isWrapped([{ data: 1 }])).toBe(false);
    expect(isWrapped(null)).toBe(false);
    expect(isWrapped('data')).toBe(false);
  });

  it('unwraps either envelope to the payload', () => {
    expect(unwrap({ result: 'SUCCESS', data: { count: 3 } })).toEqual({ count: 3 });
    expect(unwrap({ count: 3 })).toEqual({ count: 3 });
    expect(unwrap({ data: null })).toBeUndefined();
    expect(unwrap({ result: 'FAIL', data: undefined })).toBeUndefined();
  });
});

describe('enveloped', () => {
  const Count = z.object({ count: z.number() });
  const Answer = enveloped(Count, { count: 0 });

  it('parses the payload of both envelopes', () => {
    expect(Answer.parse({ count: 5 })).toEqual({ count: 5 });
    expect(Answer.parse({ result: 'SUCCESS', data: { count: 5 } })).toEqual({ count: 5 });
  });

  it('gives the fallback when the wrapper carries no data, or the body is null', () => {
    expect(Answer.parse({ result: 'SUCCESS', data: null })).toEqual({ count: 0 });
    expect(Answer.parse({ data: undefined, message: 'empty' })).toEqual({ count: 0 });
    expect(Answer.parse(null)).toEqual({ count: 0 });
  });

  it('fails, with the inner path, when the payload does not fit', () => {
    const r = Answer.safeParse({ data: { count: 'five' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['count']);
  });

  it('fails without a fallback when data is missing', () => {
    expect(enveloped(Count).safeParse({ data: null }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { AdultVerificationRequestSchema, AdultVerificationResponseSchema } from './adult-verification';

describe('AdultVerificationResponseSchema', () => {
  it('parses a SUCCESS answer', () => {
    expect(
      AdultVerificationResponseSchema.parse({
        result: 'SUCCESS',
        data: { isAdult: true, isRequiredAdultVerification: false, isIdentityVerificationRequired: 'N' },
        message: null,
      }),
    ).toEqual({
      result: 'SUCCESS',
      data: { isAdult: true, isRequiredAdultVerification: false, isIdentityVerificationRequired: false },
      message: null,
      errorCode: null,
    });
  });

  it('keeps a FAIL message and a missing data as null', () => {
    const r = AdultVerificationResponseSchema.parse({ result: 'FAIL', message: '인증 실패' });
    expect(r).toEqual({ result: 'FAIL', data: null, message: '인증 실패', errorCode: null });
    expect(AdultVerificationResponseSchema.parse({}).result).toBe('FAIL');
  });

  it('defaults missing data members to false and fails on wrong types', () => {
    expect(AdultVerificationResponseSchema.parse({ result: 'SUCCESS', data: {} }).data).toEqual({
      isAdult: false,
      isRequiredAdultVerification: false,
      isIdentityVerificationRequired: false,
    });
    expect(AdultVerificationResponseSchema.safeParse({ result: 'SUCCESS', data: { isAdult: 'adult' } }).success).toBe(false);
    expect(AdultVerificationResponseSchema.safeParse({ result: 'SUCCESS', data: [] }).success).toBe(false);
  });

  it('the submission needs a key', () => {
    expect(AdultVerificationRequestSchema.parse({ adultVerificationKey: ' k ' })).toEqual({ adultVerificationKey: 'k' });
    expect(AdultVerificationRequestSchema.safeParse({ adultVerificationKey: '' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CI_VERIFICATION_TYPE,
  IDENTITY_CONSENT_FIELDS,
  IDENTITY_CONSENT_VERSION,
  IdentityCheckAnswerSchema,
  IdentityCheckResultSchema,
  IdentityConsentSchema,
  PersonalInfoResponseSchema,
  PersonalInfoUpdateSchema,
  identityConsent,
  isIdentityVerified,
} from './identity';

describe('identity check', () => {
  it('parses gender and birth date', () => {
    expect(IdentityCheckResultSchema.parse({ gender: 'M', birthDate: '2001-03-04' })).toEqual({ gender: 'M', birthDate: '2001-03-04' });
    expect(IdentityCheckResultSchema.safeParse({ gender: 1 }).success).toBe(false);
  });

  it('reads the ci:check answer in either envelope; no data is null', () => {
    expect(IdentityCheckAnswerSchema.parse({ data: { gender: 'F', birthDate: '19990101' } })).toEqual({ gender: 'F', birthDate: '1999-01-01' });
    expect(IdentityCheckAnswerSchema.parse({ gender: 'F', birthDate: '1999-01-01' })?.gender).toBe('F');
    expect(IdentityCheckAnswerSchema.parse({ result: 'SUCCESS', data: null })).toBeNull();
    expect(IdentityCheckAnswerSchema.safeParse({ data: { gender: 5 } }).success).toBe(false);
  });

  it('verified means a birth date is known', () => {
    expect(isIdentityVerified({ gender: 'M', birthDate: '2000-01-01' })).toBe(true);
    expect(isIdentityVerified({ gender: '', birthDate: null })).toBe(false);
    expect(isIdentityVerified(null)).toBe(false);
  });
});

describe('personal-info update (spec 4.3/4.4)', () => {
  it('defaults the type to the CI verification type', () => {
    expect(PersonalInfoUpdateSchema.parse({ identityVerificationToken: 'tok' })).toEqual({ identityVerificationToken: 'tok', type: CI_VERIFICATION_TYPE });
    expect(CI_VERIFICATION_TYPE).toBe('UNKNOWN_CI_VERIFICATION');
    expect(PersonalInfoUpdateSchema.safeParse({ identityVerificationToken: '  ' }).success).toBe(false);
  });

  it('parses the answer, keeping FAIL and its code', () => {
    expect(PersonalInfoResponseSchema.parse({ result: 'SUCCESS', data: { gender: 'M', birthDate: '1980-12-31' } }).data).toEqual({ gender: 'M', birthDate: '1980-12-31' });
    expect(PersonalInfoResponseSchema.parse({ result: 'FAIL', errorCode: 'AGE_RESTRICTION', message: null })).toEqual({
      result: 'FAIL',
      data: null,
      message: null,
      errorCode: 'AGE_RESTRICTION',
    });
    expect(PersonalInfoResponseSchema.safeParse({ result: 'SUCCESS', message: 5 }).success).toBe(false);
  });
});

describe('identity consent', () => {
  it('covers name, gender, birth date, phone, CI and DI under version 240503', () => {
    expect(IDENTITY_CONSENT_FIELDS).toEqual(['name', 'gender', 'birthDate', 'phoneNumber', 'ci', 'di']);
    expect(IDENTITY_CONSENT_VERSION).toBe('240503');
    expect(IdentityConsentSchema.parse(identityConsent())).toEqual(identityConsent());
  });

  it('is not consent unless ticked, current and complete', () => {
    expect(IdentityConsentSchema.safeParse({ ...identityConsent(), agreed: false }).success).toBe(false);
    expect(IdentityConsentSchema.safeParse({ ...identityConsent(), version: '230101' }).success).toBe(false);
    expect(IdentityConsentSchema.safeParse({ ...identityConsent(), fields: ['name'] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { adultStatus, isAdultVerificationCurrent, passesAdultGate } from './identity-status';

const now = new Date('2026-04-15T03:00:00Z');
const at = (iso: string) => new Date(iso).getTime();

describe('adult verification status', () => {
  it('asks for identity without a CI, and for adult verification without a current one', () => {
    expect(adultStatus({ ci: null, birthDate: '1990-05-05' }, null, now)).toEqual({
      isAdult: false, // a sign-up birth date proves nothing
      isRequiredAdultVerification: true,
      isIdentityVerificationRequired: true,
    });
    expect(adultStatus({ ci: 'ci', birthDate: '1990-05-05' }, null, now)).toEqual({
      isAdult: true,
      isRequiredAdultVerification: true,
      isIdentityVerificationRequired: false,
    });
  });

  it('counts a verification for one year', () => {
    const adult = { birthDate: '1990-05-05', verifiedAt: at('2025-04-15T03:00:01Z') };
    expect(isAdultVerificationCurrent(adult, now)).toBe(true);
    expect(isAdultVerificationCurrent({ ...adult, verifiedAt: at('2025-04-15T03:00:00Z') }, now)).toBe(false);
    expect(isAdultVerificationCurrent(null, now)).toBe(false);
    expect(adultStatus({ ci: 'ci', birthDate: '1990-05-05' }, adult, now).isRequiredAdultVerification).toBe(false);
  });

  it('uses the birth date the adult verification proved when no CI is on file', () => {
    const adult = { birthDate: '2000-01-01', verifiedAt: at('2026-04-01T00:00:00Z') };
    expect(adultStatus({ ci: null, birthDate: null }, adult, now)).toMatchObject({ isAdult: true, isIdentityVerificationRequired: true });
  });
});

describe('the adult-only gate', () => {
  it('passes only a current verification of someone 19 or older today in Seoul', () => {
    const verifiedAt = at('2026-04-01T00:00:00Z');
    expect(passesAdultGate({ birthDate: '1990-05-05', verifiedAt }, now)).toBe(true);
    expect(passesAdultGate({ birthDate: '2008-04-16', verifiedAt }, now)).toBe(false);
    // 19 on 15 April in Seoul, which starts at 15:00 UTC the day before.
    expect(passesAdultGate({ birthDate: '2007-04-15', verifiedAt }, now)).toBe(true);
    expect(passesAdultGate({ birthDate: '1990-05-05', verifiedAt: at('2025-01-01T00:00:00Z') }, now)).toBe(false);
    expect(passesAdultGate(null, now)).toBe(false);
  });
});

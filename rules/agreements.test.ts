import { describe, expect, it } from 'vitest';
import { advertisingOf, applyAgreementChange, channelOfType, isEmptyChange, recordedVersions, type StoredAgreements } from './agreements';

const none: StoredAgreements = { privacy: false, sms: false, push: false, email: false, privacyVersion: null, advertisingVersion: null };

describe('agreement changes', () => {
  it('touches only the named consents, so two different changes both stick in either order', () => {
    const a = { sms: true };
    const b = { email: true };
    const ab = applyAgreementChange(applyAgreementChange(none, a), b);
    const ba = applyAgreementChange(applyAgreementChange(none, b), a);
    expect(ab).toEqual(ba);
    expect(ab).toMatchObject({ sms: true, email: true, push: false, privacy: false });
  });

  it('records the current version on agreeing and keeps the last one on withdrawing', () => {
    const old: StoredAgreements = { ...none, privacy: true, push: true, privacyVersion: 'V1', advertisingVersion: 'V1' };
    expect(applyAgreementChange(old, { push: false })).toMatchObject({ push: false, advertisingVersion: 'V1' });
    expect(applyAgreementChange(old, { sms: true })).toMatchObject({ sms: true, advertisingVersion: 'V2', privacyVersion: 'V1' });
    expect(applyAgreementChange(old, { privacy: true })).toMatchObject({ privacyVersion: 'V2', advertisingVersion: 'V1' });
  });

  it('gives a consent that is on with no version recorded the terms of before versions were recorded', () => {
    expect(recordedVersions({ ...none, privacy: true, email: true })).toMatchObject({ privacyVersion: 'V1', advertisingVersion: 'V1' });
    expect(recordedVersions({ ...none, push: true, advertisingVersion: 'V2' })).toMatchObject({ privacyVersion: null, advertisingVersion: 'V2' });
    // Withdrawn consents keep what was recorded, and none stays none.
    expect(recordedVersions({ ...none, privacyVersion: 'V2' })).toEqual({ ...none, privacyVersion: 'V2' });
    expect(recordedVersions(none)).toEqual(none);
  });

  it('knows an empty change, the advertising answer and the notification types', () => {
    expect(isEmptyChange({})).toBe(true);
    expect(isEmptyChange({ push: false })).toBe(false);
    expect(advertisingOf(none)).toBe(false);
    expect(advertisingOf({ ...none, email: true })).toBe(true);
    expect(channelOfType(undefined)).toBe('all');
    expect(channelOfType(' PUSH ')).toBe('push');
    expect(channelOfType('fax')).toBeNull();
  });
});

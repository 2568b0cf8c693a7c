import { describe, expect, it } from 'vitest';
import { changeFor, changedElsewhere, readConsentAnswer, settle, toggled, type ConsentState } from './agreements';

const base: ConsentState = { privacy: false, sms: false, push: false, email: false, privacyVersion: null, advertisingVersion: null, revision: 3 };

describe('consent page state', () => {
  it('sends only the toggled consent', () => {
    expect(changeFor('push', true)).toEqual({ pushAdvertisingAgreement: true });
    expect(changeFor('privacy', false)).toEqual({ privacyAgreement: false });
    expect(changeFor('sms', true, 7)).toEqual({ smsAdvertisingAgreement: true, agreementsRevision: 7 });
    expect(changeFor('sms', true, 0)).toEqual({ smsAdvertisingAgreement: true, agreementsRevision: 0 });
  });

  it('settles to the stored state but keeps toggles whose own write is still pending', () => {
    const shown = { ...base, sms: true, email: true };
    const stored = { ...base, sms: true, advertisingVersion: 'V2' as const };
    expect(settle(shown, stored, new Set(['email']))).toEqual({ ...stored, email: true });
    expect(settle(shown, stored, new Set())).toEqual(stored);
  });

  it('never shows a consent on beside no version: at once, while pending, and from an old record (issue 29)', () => {
    // Turned on: shows the version agreeing records before the answer comes.
    expect(toggled(base, 'privacy', true)).toEqual({ ...base, privacy: true, privacyVersion: 'V2' });
    expect(toggled(base, 'sms', true)).toMatchObject({ sms: true, advertisingVersion: 'V2', privacyVersion: null });
    // Turned off: keeps the version last agreed to.
    expect(toggled({ ...base, push: true, advertisingVersion: 'V1' }, 'push', false)).toMatchObject({ push: false, advertisingVersion: 'V1' });
    // Another write's answer arrives while privacy's own is pending.
    const stored = { ...base, sms: true, advertisingVersion: 'V2' as const, revision: 4 };
    expect(settle(toggled(base, 'privacy', true), stored, new Set(['privacy']))).toEqual({ ...stored, privacy: true, privacyVersion: 'V2' });
    // An answer or page state from before versions were recorded.
    const old = {
      privacyAgreement: true,
      smsAdvertisingAgreement: false,
      pushAdvertisingAgreement: false,
      emailAdvertisingAgreement: true,
      privacyAgreementVersion: null,
      advertisingAgreementVersion: null,
      agreementsRevision: 0,
    };
    expect(readConsentAnswer(old)).toMatchObject({ privacyVersion: 'V1', advertisingVersion: 'V1' });
  });

  it('reads an answer, wrapped or plain, and refuses anything else', () => {
    const answer = {
      privacyAgreement: true,
      smsAdvertisingAgreement: false,
      pushAdvertisingAgreement: true,
      emailAdvertisingAgreement: false,
      privacyAgreementVersion: 'V2',
      advertisingAgreementVersion: 'v9',
    };
    expect(readConsentAnswer({ result: 'SUCCESS', data: answer })).toEqual({ privacy: true, sms: false, push: true, email: false, privacyVersion: 'V2', advertisingVersion: 'V1', revision: null });
    expect(readConsentAnswer({ data: { ...answer, agreementsRevision: 4 } })?.revision).toBe(4);
    for (const bad of [-1, 1.5, '4', Number.MAX_SAFE_INTEGER + 2]) expect(readConsentAnswer({ data: { ...answer, agreementsRevision: bad } })?.revision).toBeNull();
    expect(readConsentAnswer(answer)?.push).toBe(true);
    expect(readConsentAnswer({ data: { privacyAgreement: 'Y' } })).toBeNull();
    expect(readConsentAnswer('<html>')).toBeNull();
    expect(readConsentAnswer(null)).toBeNull();
  });

  it('tells a refusal because the consents changed elsewhere, with the current state when it came', () => {
    const current = { privacyAgreement: false, smsAdvertisingAgreement: true, pushAdvertisingAgreement: false, emailAdvertisingAgreement: false, agreementsRevision: 9 };
    expect(changedElsewhere(409, { result: 'FAIL', errorCode: 'AGREEMENTS_CHANGED', message: 'x', data: current })).toEqual({
      current: { privacy: false, sms: true, push: false, email: false, privacyVersion: null, advertisingVersion: 'V1', revision: 9 },
    });
    expect(changedElsewhere(409, { result: 'FAIL', errorCode: 'AGREEMENTS_CHANGED', data: null })).toEqual({ current: null });
    expect(changedElsewhere(409, { result: 'FAIL', errorCode: 'CART_STALE', data: current })).toBeNull();
    expect(changedElsewhere(400, { errorCode: 'AGREEMENTS_CHANGED', data: current })).toBeNull();
    expect(changedElsewhere(409, '<html>')).toBeNull();
  });
});

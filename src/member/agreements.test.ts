import { describe, expect, it } from 'vitest';
import { changeFor, changedElsewhere, readConsentAnswer, settle, type ConsentState } from './agreements';

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
    const stored = { ...base, sms: true, advertisingVersion: 'V2' };
    expect(settle(shown, stored, new Set(['email']))).toEqual({ ...stored, email: true });
    expect(settle(shown, stored, new Set())).toEqual(stored);
  });

  it('reads an answer, wrapped or plain, and refuses anything else', () => {
    const answer = { privacyAgreement: true, smsAdvertisingAgreement: false, pushAdvertisingAgreement: true, emailAdvertisingAgreement: false, privacyAgreementVersion: 'V2', advertisingAgreementVersion: 'v9' };
    expect(readConsentAnswer({ result: 'SUCCESS', data: answer })).toEqual({ privacy: true, sms: false, push: true, email: false, privacyVersion: 'V2', advertisingVersion: null, revision: null });
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
      current: { privacy: false, sms: true, push: false, email: false, privacyVersion: null, advertisingVersion: null, revision: 9 },
    });
    expect(changedElsewhere(409, { result: 'FAIL', errorCode: 'AGREEMENTS_CHANGED', data: null })).toEqual({ current: null });
    expect(changedElsewhere(409, { result: 'FAIL', errorCode: 'CART_STALE', data: current })).toBeNull();
    expect(changedElsewhere(400, { errorCode: 'AGREEMENTS_CHANGED', data: current })).toBeNull();
    expect(changedElsewhere(409, '<html>')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { changeFor, readConsentAnswer, settle, type ConsentState } from './agreements';

const base: ConsentState = { privacy: false, sms: false, push: false, email: false, privacyVersion: null, advertisingVersion: null };

describe('consent page state', () => {
  it('sends only the toggled consent', () => {
    expect(changeFor('push', true)).toEqual({ pushAdvertisingAgreement: true });
    expect(changeFor('privacy', false)).toEqual({ privacyAgreement: false });
  });

  it('settles to the stored state but keeps toggles whose own write is still pending', () => {
    const shown = { ...base, sms: true, email: true };
    const stored = { ...base, sms: true, advertisingVersion: 'V2' };
    expect(settle(shown, stored, new Set(['email']))).toEqual({ ...stored, email: true });
    expect(settle(shown, stored, new Set())).toEqual(stored);
  });

  it('reads an answer, wrapped or plain, and refuses anything else', () => {
    const answer = { privacyAgreement: true, smsAdvertisingAgreement: false, pushAdvertisingAgreement: true, emailAdvertisingAgreement: false, privacyAgreementVersion: 'V2', advertisingAgreementVersion: 'v9' };
    expect(readConsentAnswer({ result: 'SUCCESS', data: answer })).toEqual({ privacy: true, sms: false, push: true, email: false, privacyVersion: 'V2', advertisingVersion: null });
    expect(readConsentAnswer(answer)?.push).toBe(true);
    expect(readConsentAnswer({ data: { privacyAgreement: 'Y' } })).toBeNull();
    expect(readConsentAnswer('<html>')).toBeNull();
    expect(readConsentAnswer(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { decideGate, isGated, leaveAction, offeredGate } from './gate';

const status = (d: Partial<{ isAdult: boolean; isRequiredAdultVerification: boolean; isIdentityVerificationRequired: boolean }> | null, result: 'SUCCESS' | 'FAIL' = 'SUCCESS') => ({
  member: true as const,
  status: {
    ok: true as const,
    result,
    data: d && { isAdult: false, isRequiredAdultVerification: false, isIdentityVerificationRequired: false, ...d },
  },
});

describe('adult gate decision (spec 4.5)', () => {
  it('asks a visitor to log in', () => expect(decideGate({ member: false })).toBe('login'));
  it('asks for identity first when no CI is on file', () => expect(decideGate(status({ isIdentityVerificationRequired: true, isRequiredAdultVerification: true }))).toBe('identity'));
  it('asks for adult verification when required', () => expect(decideGate(status({ isRequiredAdultVerification: true }))).toBe('verify'));
  it('refuses a verified minor', () => expect(decideGate(status({ isAdult: false }))).toBe('minor'));
  it('lets a verified adult in', () => expect(decideGate(status({ isAdult: true }))).toBe('content'));
  it('stays shut when the status cannot be read', () => {
    expect(decideGate({ member: true, status: { ok: false } })).toBe('unavailable');
    expect(decideGate(status(null))).toBe('unavailable');
    expect(decideGate(status({ isAdult: true }, 'FAIL'))).toBe('unavailable');
  });
  it('gates every state but content', () => {
    expect(['login', 'identity', 'verify', 'minor', 'unavailable', 'paused'].every((s) => isGated(s as never))).toBe(true);
    expect(isGated('content')).toBe(false);
  });
});

describe('leaving the not-allowed dialog', () => {
  it('goes back when the shopper came from this site', () => expect(leaveAction({ historyLength: 3, sameSiteReferrer: true, inAppWebView: false })).toBe('back'));
  it('closes the web view inside the app without history', () => expect(leaveAction({ historyLength: 1, sameSiteReferrer: false, inAppWebView: true })).toBe('close-webview'));
  it('goes home otherwise', () => expect(leaveAction({ historyLength: 1, sameSiteReferrer: false, inAppWebView: false })).toBe('home'));
});

describe('offeredGate (the adult-verification flag)', () => {
  it('pauses only the steps that would start a verification, and only when the flag is off', () => {
    expect(offeredGate('verify', false)).toBe('paused');
    expect(offeredGate('identity', false)).toBe('paused');
    for (const s of ['content', 'login', 'minor', 'unavailable'] as const) expect(offeredGate(s, false)).toBe(s);
    for (const s of ['content', 'login', 'identity', 'verify', 'minor', 'unavailable'] as const) expect(offeredGate(s, true)).toBe(s);
  });
});

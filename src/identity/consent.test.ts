import { describe, expect, it } from 'vitest';
import { checkConsent, consentFieldLabels, initialConsent, toggleConsent } from './consent';

describe('identity consent (spec 4.4, 5)', () => {
  it('refuses to start until the mandatory consent is ticked', () => {
    const r = checkConsent(initialConsent());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message.title).toBe('약관 동의가 필요해요');
  });

  it('records version 240503 and every collected field once ticked', () => {
    const r = checkConsent(toggleConsent(initialConsent(), true));
    expect(r).toEqual({ ok: true, record: { agreed: true, version: '240503', fields: ['name', 'gender', 'birthDate', 'phoneNumber', 'ci', 'di'] } });
  });

  it('un-ticking refuses again', () => {
    expect(checkConsent(toggleConsent(toggleConsent(initialConsent(), true), false)).ok).toBe(false);
  });

  it('lists the six collected fields in Korean', () => {
    expect(consentFieldLabels()).toEqual(['이름', '성별', '생년월일', '휴대폰 번호', '연계정보(CI)', '중복가입확인정보(DI)']);
  });
});

import { describe, expect, it } from 'vitest';
import { ko } from '../copy/ko';
import { adultFailure, consentRequired, identityFailure, identityKeyMissing, outcomeOf } from './messages';

const answer = (status: number, body: unknown) => outcomeOf(status, body);

describe('identity failure messages (spec 8)', () => {
  it('AGE_RESTRICTION → 이용 제한 안내 with the under-14 text', () => {
    const m = identityFailure(answer(400, { result: 'FAIL', errorCode: 'AGE_RESTRICTION', message: 'server words' }), null);
    expect(m.title).toBe('이용 제한 안내');
    expect(m.body).toContain('14세 미만');
  });

  it('INVALID_USER_PERSONAL_AUTH_INFO → the same-name text with the configured customer-service address and phone', () => {
    const m = identityFailure(answer(400, { result: 'FAIL', errorCode: 'INVALID_USER_PERSONAL_AUTH_INFO', message: 'x' }), 'cs@shop.kr, 1588-1234');
    expect(m.body).toContain('동일한 명의');
    expect(m.body).toContain('고객센터(cs@shop.kr, 1588-1234)로 문의해주세요.');
  });

  it('INVALID_USER_PERSONAL_AUTH_INFO without configured contacts names none (issue 31 §1: never a sample)', () => {
    const m = identityFailure(answer(400, { result: 'FAIL', errorCode: 'INVALID_USER_PERSONAL_AUTH_INFO', message: 'x' }), null);
    expect(m.body).toContain('도움이 필요하시면 고객센터로 문의해주세요.');
    expect(m.body).not.toMatch(/@|\d{4}-\d{4}|\(/);
  });

  it('other codes show the server message, else the unknown-error text', () => {
    expect(identityFailure(answer(400, { result: 'FAIL', errorCode: 'INVALID_VERIFICATION_TOKEN', message: '만료된 키예요' }), null).body).toBe('만료된 키예요');
    expect(identityFailure(answer(400, { result: 'FAIL', errorCode: 'X' }), null).body).toBe('사용자 정보 업데이트 중 알 수 없는 에러가 발생했습니다.');
    expect(identityFailure(answer(502, { message: 'upstream broke' }), null).body).toBe(ko.identity.identityUnknown);
    expect(identityFailure({ kind: 'network' }, null).body).toBe(ko.identity.identityUnknown);
    expect(identityFailure(answer(400, { message: '<html>proxy</html>' }), null).body).toBe(ko.identity.identityUnknown);
  });

  it('consent and missing-key messages are the spec 5 texts', () => {
    expect(consentRequired()).toEqual({ title: '약관 동의가 필요해요', body: '개인정보 수집 및 이용에 동의하셔야 본인인증을 진행할 수 있습니다' });
    expect(identityKeyMissing()).toEqual({ title: '본인인증 실패', body: '본인인증 key가 존재하지 않습니다.' });
  });
});

describe('adult failure messages (spec 8)', () => {
  it('all carry the title 성인 인증 실패', () => {
    for (const o of [{ kind: 'key-missing' as const }, { kind: 'network' as const }, { kind: 'unknown' as const }]) {
      expect(adultFailure(o).title).toBe('성인 인증 실패');
    }
  });

  it('maps each situation to its text', () => {
    expect(adultFailure({ kind: 'key-missing' }).body).toBe('성인인증 key가 존재하지 않습니다.');
    expect(adultFailure(answer(200, { result: 'SUCCESS', data: null })).body).toBe('성인 인증 데이터를 받아오는데 실패했습니다. 다시 시도해주세요.');
    expect(adultFailure(answer(200, { result: 'FAIL', data: null })).body).toBe('인증이 실패했습니다. 성인인증을 하려면 다시 시도해주세요.');
    expect(adultFailure(answer(400, { result: 'FAIL', message: '키가 만료되었어요' })).body).toBe('키가 만료되었어요');
    expect(adultFailure({ kind: 'network' }).body).toBe('네트워크 연결을 확인하고 다시 시도해 주세요. 문제가 지속되면 브라우저를 닫고 다시 시도해주세요.');
    expect(adultFailure({ kind: 'unknown' }).body).toBe('예상치 못한 오류가 발생했습니다. 다시 시도해주세요.');
    expect(adultFailure(answer(503, { message: 'down' })).body).toBe(ko.identity.adultUnknown);
  });
});

import { describe, expect, it } from 'vitest';
import { ko } from '../copy/ko';
import { failureFrom, failureMessage } from './failures';

describe('failureFrom', () => {
  it('a 2xx answer without FAIL is no failure', () => {
    expect(failureFrom(200, { result: 'SUCCESS', data: { count: 1 } })).toBeNull();
    expect(failureFrom(204, null)).toBeNull();
  });

  it('401 means a login is needed, whatever the body', () => {
    const body = { result: 'FAIL', errorCode: 'LOGIN_REQUIRED', message: '로그인이 필요합니다' };
    expect(failureFrom(401, body)).toEqual({ kind: 'login' });
    expect(failureFrom(401, '<html>')).toEqual({ kind: 'login' });
  });

  it('the LOGIN_REQUIRED code asks for a login under another status too', () => {
    expect(failureFrom(403, { result: 'FAIL', errorCode: 'LOGIN_REQUIRED' })).toEqual({ kind: 'login' });
  });

  it('shows the server message of other failures, by the spec 8 order', () => {
    expect(failureFrom(409, { result: 'FAIL', message: '재고가 부족해요.' })).toEqual({ kind: 'message', message: '재고가 부족해요.' });
    expect(failureFrom(400, { errors: { detail: [{ warning: '수량을 확인해 주세요.' }] }, message: 'x' })).toEqual({
      kind: 'message',
      message: '수량을 확인해 주세요.',
    });
    expect(failureFrom(200, { result: 'FAIL', message: '판매가 종료된 상품이에요.' })).toEqual({ kind: 'message', message: '판매가 종료된 상품이에요.' });
  });

  it('falls back to the generic temporary error, never to markup', () => {
    const generic = { kind: 'message', message: ko.errors.genericTemporary };
    expect(failureFrom(500, null)).toEqual(generic);
    expect(failureFrom(502, '<!doctype html><h1>Bad gateway</h1>')).toEqual(generic);
    expect(failureFrom(500, { result: 'FAIL', message: '   ' })).toEqual(generic);
  });
});

describe('failureMessage', () => {
  it('is 로그인이 필요해요. for a login failure, the message otherwise', () => {
    expect(failureMessage({ kind: 'login' })).toBe('로그인이 필요해요.');
    expect(failureMessage({ kind: 'message', message: 'm' })).toBe('m');
  });
});

import { describe, expect, it } from 'vitest';
import { extractErrorCode, extractErrorMessage, HTTP_STATUS_NAMES, statusName } from './error-message';

describe('extractErrorMessage — the spec 8 order', () => {
  it('1. a string body is the message, trimmed', () => {
    expect(extractErrorMessage('  품절된 상품입니다. ')).toBe('품절된 상품입니다.');
  });

  it('1. a markup body or a blank string is not a message', () => {
    expect(extractErrorMessage('<html><body>502 Bad Gateway</body></html>', { fallback: 'fb' })).toBe('fb');
    expect(extractErrorMessage('   ', { fallback: 'fb' })).toBe('fb');
  });

  it('1. a very long string is cut', () => {
    const m = extractErrorMessage('가'.repeat(800));
    expect(m).toHaveLength(501);
    expect(m?.endsWith('…')).toBe(true);
  });

  it('2. errors.detail array: a first element that is a string', () => {
    expect(extractErrorMessage({ errors: { detail: ['first', 'second'], message: 'em' }, message: 'm' })).toBe('first');
  });

  it('2. errors.detail array: warning before message', () => {
    expect(extractErrorMessage({ errors: { detail: [{ warning: 'w', message: 'dm' }] } })).toBe('w');
  });

  it('2. errors.detail array: warning[0] when warning is a list', () => {
    expect(extractErrorMessage({ errors: { detail: [{ warning: ['w0', 'w1'], message: 'dm' }] } })).toBe('w0');
  });

  it('2. errors.detail array: message, then message[0]', () => {
    expect(extractErrorMessage({ errors: { detail: [{ message: 'dm' }] } })).toBe('dm');
    expect(extractErrorMessage({ errors: { detail: [{ message: ['dm0'] }] } })).toBe('dm0');
  });

  it('2. only the first element counts; an unusable one falls through to errors.message', () => {
    expect(extractErrorMessage({ errors: { detail: [{ code: 'X' }, 'second'], message: 'em' } })).toBe('em');
    expect(extractErrorMessage({ errors: { detail: [], message: 'em' } })).toBe('em');
    expect(extractErrorMessage({ errors: { detail: [{ warning: '', message: [''] }] }, message: 'bm' })).toBe('bm');
  });

  it('3. errors.detail object: warning, then message', () => {
    expect(extractErrorMessage({ errors: { detail: { warning: 'ow', message: 'om' }, message: 'em' } })).toBe('ow');
    expect(extractErrorMessage({ errors: { detail: { message: 'om' }, message: 'em' } })).toBe('om');
  });

  it('3. an object detail does not read warning[0] (the spec lists it for the array form only)', () => {
    expect(extractErrorMessage({ errors: { detail: { warning: ['ow0'] }, message: 'em' } })).toBe('em');
  });

  it('4. errors.message before the body message', () => {
    expect(extractErrorMessage({ errors: { message: 'em' }, message: 'bm' })).toBe('em');
  });

  it('5. the body message', () => {
    expect(extractErrorMessage({ result: 'FAIL', message: '인증이 실패했습니다.' })).toBe('인증이 실패했습니다.');
  });

  it('6. the fallback text before the error message', () => {
    expect(extractErrorMessage({}, { fallback: 'fb', error: new Error('boom') })).toBe('fb');
  });

  it('7. the error message last', () => {
    expect(extractErrorMessage({ message: '' }, { error: new Error('boom') })).toBe('boom');
    expect(extractErrorMessage(null, { error: { message: 'plain object' } })).toBe('plain object');
  });

  it('nothing anywhere → undefined', () => {
    expect(extractErrorMessage(undefined)).toBeUndefined();
    expect(extractErrorMessage(42, { error: 'not an error' })).toBeUndefined();
  });

  it('hostile shapes never throw', () => {
    const shapes: unknown[] = [null, 0, true, [], ['x'], { errors: null }, { errors: 'x' }, { errors: [] }, { errors: { detail: null } }, { errors: { detail: [null] } }, { message: 5 }];
    for (const s of shapes) expect(() => extractErrorMessage(s, { fallback: 'fb' })).not.toThrow();
    expect(extractErrorMessage(['x'], { fallback: 'fb' })).toBe('fb');
  });
});

describe('extractErrorCode', () => {
  it('reads code from the first detail element, then the detail object', () => {
    expect(extractErrorCode({ errors: { detail: [{ code: 'AGE_RESTRICTION' }] }, errorCode: 'OTHER' })).toBe('AGE_RESTRICTION');
    expect(extractErrorCode({ errors: { detail: { code: 4001 } } })).toBe('4001');
  });

  it('falls back to the envelope errorCode', () => {
    expect(extractErrorCode({ result: 'FAIL', errorCode: 'INVALID_USER_PERSONAL_AUTH_INFO' })).toBe('INVALID_USER_PERSONAL_AUTH_INFO');
    expect(extractErrorCode({ errors: { detail: ['text only'] }, errorCode: 'E1' })).toBe('E1');
  });

  it('nothing usable → undefined', () => {
    expect(extractErrorCode('text')).toBeUndefined();
    expect(extractErrorCode({ errorCode: '' })).toBeUndefined();
    expect(extractErrorCode({ errors: { detail: [{ code: Number.NaN }] } })).toBeUndefined();
  });
});

describe('statusName', () => {
  it('names every status the spec lists', () => {
    const listed = [200, 201, 204, 400, 401, 403, 404, 405, 406, 409, 413, 415, 429, 500, 502, 503, 504];
    expect(Object.keys(HTTP_STATUS_NAMES).map(Number)).toEqual(listed);
    for (const s of listed) expect(statusName(s)).not.toMatch(/^HTTP /);
    expect(statusName(404)).toBe('Not Found');
    expect(statusName(413)).toBe('Payload Too Large');
    expect(statusName(504)).toBe('Gateway Timeout');
  });

  it('an unlisted status gets a generic name', () => {
    expect(statusName(418)).toBe('HTTP 418');
  });
});

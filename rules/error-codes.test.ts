import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('are unique upper-case names', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
  });

  it('tell a known code from anything else', () => {
    expect(isErrorCode('LOGIN_REQUIRED')).toBe(true);
    for (const other of ['login_required', 'X', '', null, 401]) expect(isErrorCode(other)).toBe(false);
  });
});

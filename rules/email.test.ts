import { describe, expect, it } from 'vitest';
import { isEmailShape } from './email';

describe('isEmailShape', () => {
  it.each(['a@b.co', 'first.last@example.com', 'user_name-1@mail.example.co.kr', 'A.B-C_D@x-y.io', '123@456.78'])('accepts %s', (v) => {
    expect(isEmailShape(v)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['plain', 'no @'],
    ['a@b', 'domain without a dot'],
    ['a@@b.com', 'double @'],
    ['a@b@c.com', 'two @'],
    ['@b.com', 'empty local part'],
    ['a@.com', 'empty domain label'],
    ['a@b.', 'trailing dot'],
    ['a@b..com', 'empty label between dots'],
    ['a b@c.com', 'space in local part'],
    [' a@b.com', 'leading space'],
    ['a@b.com ', 'trailing space'],
    ['a@b .com', 'space in domain'],
    ['홍길동@example.com', 'Korean local part'],
    ['user@예시.한국', 'Korean domain'],
    ['a+tag@b.com', 'plus sign is outside the simple shape'],
    ['a@b.com\n', 'trailing newline'],
    [`${'a'.repeat(250)}@b.com`, 'too long'],
  ])('rejects %j (%s)', (v) => {
    expect(isEmailShape(v)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isEmailShape(null)).toBe(false);
    expect(isEmailShape(undefined)).toBe(false);
    expect(isEmailShape(42)).toBe(false);
  });
});

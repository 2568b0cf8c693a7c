import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

describe('passwordProblem', () => {
  it('wants 8–64 characters of at least two kinds, no edge spaces', () => {
    expect(passwordProblem('demo1234!')).toBeNull();
    expect(passwordProblem('abcdefgh!')).toBeNull();
    expect(passwordProblem('short1!')).toBe('LENGTH');
    expect(passwordProblem('a1'.repeat(33))).toBe('LENGTH');
    expect(passwordProblem('abcdefghij')).toBe('VARIETY');
    expect(passwordProblem('1234567890')).toBe('VARIETY');
    expect(passwordProblem(' demo1234!')).toBe('WHITESPACE');
  });
});

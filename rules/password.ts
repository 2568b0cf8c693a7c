/**
 * The password rule for a new password (sign-up, password change): one rule for the forms'
 * check before sending and the origin's, which decides. 8–64 characters with at least two of
 * letters, digits and symbols, and no spaces at either end.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export type PasswordProblem = 'LENGTH' | 'VARIETY' | 'WHITESPACE';

/** Why `password` breaks the rule, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'LENGTH';
  if (password.trim() !== password) return 'WHITESPACE';
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/].filter((re) => re.test(password)).length;
  return kinds >= 2 ? null : 'VARIETY';
}

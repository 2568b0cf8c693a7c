/**
 * Spec 5: the simple e-mail shape (one rule for the forms, the gateway and the schemas) — a local part of ASCII letters, digits, underscore, dot and
 * hyphen, then `@`, then a domain of such labels with at least one dot. Deliberately simple:
 * it catches typos (spaces, Korean text, a missing or doubled @); the mail server decides the rest.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** RFC 5321's limit on a whole address. */
const MAX_EMAIL_LENGTH = 254;

export function isEmailShape(value: unknown): boolean {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

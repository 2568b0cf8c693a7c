import { isEmailShape } from './email';
import { hasUnsafeText } from './member-text';
import { passwordProblem, type PasswordProblem } from './password';

/**
 * Sign-up with an e-mail id and a password (issue 11 item 8): one rule for the form's check
 * before sending, the storefront's no-JavaScript path and the origin, which decides. A problem
 * is a key per field; each side words it (src/copy/ko.ts, origin/copy/ko.ts).
 *
 * Required consents: the terms of use, the collection and use of personal data needed to be a
 * member, and being 14 or older (the law's age for consenting alone). Optional: the marketing
 * consents of rules/agreements.ts (privacy for marketing, SMS, push, e-mail).
 */
export const NAME_MAX = 30;
export const REQUIRED_CONSENTS = ['terms', 'privacyRequired', 'age14'] as const;
export const OPTIONAL_CONSENTS = ['privacy', 'sms', 'push', 'email'] as const;
export type JoinConsent = (typeof REQUIRED_CONSENTS)[number] | (typeof OPTIONAL_CONSENTS)[number];

export interface JoinInput {
  userId: string;
  password: string;
  /** Only the form has it; the origin is sent the password once. */
  passwordConfirm?: string;
  name: string;
  gender: string;
  consents: Partial<Record<JoinConsent, boolean>>;
}

export type JoinField = 'userId' | 'password' | 'passwordConfirm' | 'name' | 'gender' | 'consents';
export type JoinProblem =
  | { field: 'userId'; problem: 'REQUIRED' | 'SHAPE' }
  | { field: 'password'; problem: PasswordProblem }
  | { field: 'passwordConfirm'; problem: 'MISMATCH' }
  | { field: 'name'; problem: 'REQUIRED' | 'LENGTH' | 'CHARACTERS' }
  | { field: 'gender'; problem: 'REQUIRED' }
  | { field: 'consents'; problem: 'REQUIRED' };

// Control characters, angle brackets and (rules/member-text.ts) bidi overrides and lone
// surrogates have no place in a person's name on a label or a parcel.
const BAD_NAME = /[\u0000-\u001f\u007f<>]/;

/** Every problem of the input, in form order; empty when it may be sent. */
export function joinProblems(input: JoinInput): JoinProblem[] {
  const out: JoinProblem[] = [];
  const id = input.userId.trim();
  if (id === '') out.push({ field: 'userId', problem: 'REQUIRED' });
  else if (!isEmailShape(id)) out.push({ field: 'userId', problem: 'SHAPE' });
  const pw = passwordProblem(input.password);
  if (pw) out.push({ field: 'password', problem: pw });
  if (input.passwordConfirm !== undefined && input.passwordConfirm !== input.password) out.push({ field: 'passwordConfirm', problem: 'MISMATCH' });
  const name = input.name.trim();
  if (name === '') out.push({ field: 'name', problem: 'REQUIRED' });
  else if ([...name].length > NAME_MAX) out.push({ field: 'name', problem: 'LENGTH' });
  else if (BAD_NAME.test(name) || hasUnsafeText(name)) out.push({ field: 'name', problem: 'CHARACTERS' });
  if (input.gender !== 'M' && input.gender !== 'F') out.push({ field: 'gender', problem: 'REQUIRED' });
  if (!REQUIRED_CONSENTS.every((k) => input.consents[k] === true)) out.push({ field: 'consents', problem: 'REQUIRED' });
  return out;
}

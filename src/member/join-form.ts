import { joinProblems, OPTIONAL_CONSENTS, REQUIRED_CONSENTS, type JoinConsent, type JoinField } from '../../rules/join';
import { joinCopy as t } from '../copy/ko';

/**
 * The sign-up form's fields as rules/join.ts reads them, and its problems in the shopper's
 * words: one wording for the island (before sending) and the page (after a no-JavaScript post).
 */
export const JOIN_CONSENTS: readonly JoinConsent[] = [...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS];
export const JOIN_FIELD_ORDER: readonly JoinField[] = ['userId', 'password', 'passwordConfirm', 'name', 'gender', 'consents'];

export type JoinFieldErrors = Partial<Record<JoinField, string>>;

/** Anything with `get(name)`: the browser's FormData or the server's parsed body. */
export interface FieldSource {
  get(name: string): unknown;
}

export const consentsOf = (form: FieldSource): Record<JoinConsent, boolean> => Object.fromEntries(JOIN_CONSENTS.map((k) => [k, form.get(k) === 'on'])) as Record<JoinConsent, boolean>;

const text = (form: FieldSource, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export function joinFieldErrors(form: FieldSource): JoinFieldErrors {
  const problems = joinProblems({
    userId: text(form, 'userId'),
    password: text(form, 'password'),
    passwordConfirm: text(form, 'passwordConfirm'),
    name: text(form, 'name'),
    gender: text(form, 'gender'),
    consents: consentsOf(form),
  });
  const out: JoinFieldErrors = {};
  for (const p of problems) out[p.field] = (t.problems[p.field] as Record<string, string>)[p.problem];
  return out;
}

/** The field an upstream refusal of a sign-up belongs to, by its error code; null for none. */
export function fieldOfJoinRefusal(errorCode: string): JoinField | null {
  switch (errorCode) {
    case 'USER_ID_TAKEN':
    case 'INVALID_EMAIL':
      return 'userId';
    case 'PASSWORD_RULE':
      return 'password';
    case 'INVALID_NAME':
      return 'name';
    case 'AGREEMENT_REQUIRED':
      return 'consents';
    default:
      return null;
  }
}

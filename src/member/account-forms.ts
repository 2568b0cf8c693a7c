import { isEmailShape } from '../../rules/email';
import { passwordProblem } from '../../rules/password';
import { accountCopy as t } from '../copy/ko';
import type { FieldSource } from './join-form';

/**
 * The forms of `/password-reconfirm` and `/account/edit` (issue 11 item 7): their fields, and
 * their problems in the shopper's words. One table and one check for the island (before
 * sending) and the page (after a post, with or without JavaScript).
 */
export type AccountFormName = 'reconfirm' | 'password' | 'email' | 'emailVerify';

export interface AccountField {
  name: string;
  label: string;
  type: 'password' | 'email' | 'text';
  autoComplete: string;
  maxLength: number;
  /** A line under the field that always shows (the password rule). */
  hint?: string;
}

export interface AccountFormSpec {
  fields: readonly AccountField[];
  submit: string;
}

const password = (name: string, label: string, autoComplete: string, hint?: string): AccountField => ({ name, label, type: 'password', autoComplete, maxLength: 256, ...(hint ? { hint } : {}) });
const email = (label: string): AccountField => ({ name: 'email', label, type: 'email', autoComplete: 'email', maxLength: 254 });

export const ACCOUNT_FORMS: Readonly<Record<AccountFormName, AccountFormSpec>> = {
  reconfirm: { fields: [password('password', t.passwordLabel, 'current-password')], submit: t.reconfirmSubmit },
  password: {
    fields: [
      password('currentPassword', t.currentPassword, 'current-password'),
      password('newPassword', t.newPassword, 'new-password', t.passwordRule),
      password('newPasswordConfirm', t.newPasswordConfirm, 'new-password'),
    ],
    submit: t.passwordSubmit,
  },
  email: { fields: [email(t.newEmail)], submit: t.emailRequestSubmit },
  emailVerify: {
    fields: [email(t.emailToVerify), { name: 'code', label: t.emailCode, type: 'text', autoComplete: 'one-time-code', maxLength: 200 }],
    submit: t.emailVerifySubmit,
  },
};

/** Messages by field name; `''` is a message for the whole form. */
export type AccountFieldErrors = Record<string, string>;

const text = (form: FieldSource, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** What is wrong with a form before it is sent; empty when it may go. Passwords are never trimmed. */
export function accountFormErrors(name: AccountFormName, form: FieldSource): AccountFieldErrors {
  const out: AccountFieldErrors = {};
  const p = t.problems;
  if (name === 'reconfirm') {
    if (text(form, 'password') === '') out.password = p.password.REQUIRED;
  } else if (name === 'password') {
    const current = text(form, 'currentPassword');
    const next = text(form, 'newPassword');
    const confirm = text(form, 'newPasswordConfirm');
    if (current === '') out.currentPassword = p.currentPassword.REQUIRED;
    const problem = next === '' ? 'REQUIRED' : passwordProblem(next);
    if (problem) out.newPassword = p.newPassword[problem];
    else if (current !== '' && next.normalize('NFC') === current.normalize('NFC')) out.newPassword = p.newPassword.SAME;
    if (confirm === '') out.newPasswordConfirm = p.newPasswordConfirm.REQUIRED;
    else if (confirm !== next) out.newPasswordConfirm = p.newPasswordConfirm.MISMATCH;
  } else {
    const address = text(form, 'email').trim();
    if (address === '') out.email = p.email.REQUIRED;
    else if (!isEmailShape(address)) out.email = p.email.SHAPE;
    if (name === 'emailVerify' && text(form, 'code').trim() === '') out.code = p.code.REQUIRED;
  }
  return out;
}

/** The field an upstream refusal of `form` belongs to and its words; null when it has none of ours. */
export function accountRefusal(form: AccountFormName, errorCode: string): { field: string; text: string } | null {
  const p = t.problems;
  switch (errorCode) {
    case 'INVALID_PASSWORD':
      return form === 'password' ? { field: 'currentPassword', text: p.currentPassword.WRONG } : { field: 'password', text: p.password.WRONG };
    case 'PASSWORD_RULE':
      return { field: 'newPassword', text: t.passwordRule };
    case 'PASSWORD_SAME':
      return { field: 'newPassword', text: p.newPassword.SAME };
    case 'PASSWORD_CONFIRM_MISMATCH':
      return { field: 'newPasswordConfirm', text: p.newPasswordConfirm.MISMATCH };
    case 'EMAIL_SAME':
      return { field: 'email', text: p.email.SAME };
    case 'EMAIL_IN_USE':
      return { field: 'email', text: p.email.IN_USE };
    case 'INVALID_EMAIL_TOKEN':
      return { field: 'code', text: p.code.INVALID };
    case 'LOGIN_LOCKED':
      return { field: '', text: t.locked };
    default:
      return null;
  }
}

/** The field that gets focus first: the first of the form's fields with a message. */
export function firstFieldWithError(name: AccountFormName, errors: AccountFieldErrors): string | null {
  return ACCOUNT_FORMS[name].fields.find((f) => errors[f.name] !== undefined)?.name ?? null;
}

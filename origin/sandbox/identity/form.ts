/**
 * What the shopper types into the sandbox provider, checked the way a phone identity service
 * would: a plausible name, a real past birth date, a gender and a Korean mobile number. Each
 * field fails with its own Korean message so the form can show it beside the field.
 */

import * as z from 'zod';
import { parseBirthDate } from '../../../rules/age';
import { sandboxIdentityCopy } from '../../copy/sandbox-ko';
import { seoulToday } from '../../../rules/seoul-time';

export const PURPOSES = ['ci', 'adult'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const PurposeSchema = z.enum(PURPOSES);

const t = sandboxIdentityCopy;

/** Hangul or Latin letters with single inner spaces; NFC so one name has one spelling. */
const name = z
  .string()
  .transform((v) => v.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .regex(/^[가-힣A-Za-z]+(?: [가-힣A-Za-z]+)*$/, t.invalidName)
      .min(2, t.invalidName)
      .max(20, t.invalidName),
  );

/** 'yyyy-MM-dd' or 'yyyyMMdd' → 'yyyy-MM-dd'; born after 1900 and not after today in Seoul. */
const birthDate = (now: Date) =>
  z
    .string()
    .transform((v) => {
      const digits = v.trim().replace(/[.\-/ ]/g, '');
      return /^\d{8}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}` : '';
    })
    .refine((v) => parseBirthDate(v) !== null && Number(v.slice(0, 4)) >= 1900, t.invalidBirthDate)
    .refine((v) => v <= (seoulToday(now)?.iso ?? ''), t.futureBirthDate);

const gender = z.enum(['M', 'F'], t.invalidGender);

/** 010/011/016/017/018/019 mobile numbers, dashes and spaces forgiven → digits only. */
const phone = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, t.invalidPhone));

export const identityFormSchema = (now: Date) =>
  z.object({
    name: z.string(t.invalidName).max(100, t.invalidName).pipe(name),
    birthDate: z.string(t.invalidBirthDate).max(20, t.invalidBirthDate).pipe(birthDate(now)),
    gender,
    phone: z.string(t.invalidPhone).max(30, t.invalidPhone).pipe(phone),
  });

export type IdentityForm = z.output<ReturnType<typeof identityFormSchema>>;
export type FieldName = keyof IdentityForm;
export const FIELD_NAMES: readonly FieldName[] = ['name', 'birthDate', 'gender', 'phone'];

export type FormResult = { ok: true; value: IdentityForm } | { ok: false; errors: Partial<Record<FieldName, string>> };

/** Validates submitted fields; on failure, the first message of each failing field. */
export function validateIdentityForm(input: Record<string, unknown>, now: Date): FormResult {
  const parsed = identityFormSchema(now).safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELD_NAMES as readonly string[]).includes(field) && !errors[field as FieldName]) {
      errors[field as FieldName] = issue.message;
    }
  }
  return { ok: false, errors };
}

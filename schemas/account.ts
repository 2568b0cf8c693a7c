import * as z from 'zod';
import { bool, calendarDate, gender } from './fields';
import { num, seoulDateTime, str } from './primitives';
import { socialType, type SocialType } from './user';

/** Spec 3.7/7 account calls: social-type answer, linking social accounts, leaving. */

/** `GET /user/info/social-type/`; `social_type` may be empty (not a social account). */
export const SocialTypeAnswerSchema = z.object({
  is_social_account: bool,
  social_type: z
    .string()
    .nullish()
    .transform((v): SocialType | '' => {
      const parsed = socialType.safeParse(v ?? '');
      return parsed.success ? parsed.data : '';
    }),
});
export type SocialTypeAnswer = z.output<typeof SocialTypeAnswerSchema>;
export type SocialTypeAnswerInput = z.input<typeof SocialTypeAnswerSchema>;

/** `POST /user/sns/` links a social account. */
export const SnsLinkRequestSchema = z.object({
  social_type: socialType.refine((t) => t !== 'email', { message: 'not a social type' }),
  access_token: z.string().min(1),
});
/**
 * `POST user/info/confirm-password` for an account without a password (ours): the member signs
 * in at a linked provider again, and that provider's token stands for the password.
 */
export const SocialReconfirmRequestSchema = z.object({
  social_type: socialType.refine((t) => t !== 'email', { message: 'not a social type' }),
  access_token: z.string().min(1).max(4096),
});

/** `PATCH /user/sns/` unlinks one. */
export const SnsUnlinkRequestSchema = z.object({
  social_type: socialType.refine((t) => t !== 'email', { message: 'not a social type' }),
});

/** `DELETE /user/info/`: the reason is optional, the password is not. */
export const LeaveAccountRequestSchema = z.object({
  leave_message: z.string().max(1000).default(''),
  user_password: z.string().min(1),
});
export type LeaveAccountRequest = z.output<typeof LeaveAccountRequestSchema>;

/**
 * What leaving answers: the record as it stood. The spec names the consent timestamps only
 * in general; ours are `personal_info_agree_timestamp` and `marketing_agree_timestamp`.
 */
export const LeaveAccountResponseSchema = z.object({
  user_no: num(),
  name: str(),
  email: str(),
  cell: str(),
  gender,
  birth_date: calendarDate,
  zipcode: str(),
  address: str(),
  address_detail: str(),
  is_receive_email: bool,
  is_receive_sms: bool,
  is_receive_push: bool,
  personal_info_agree_timestamp: seoulDateTime,
  marketing_agree_timestamp: seoulDateTime,
});
export type LeaveAccountResponse = z.output<typeof LeaveAccountResponseSchema>;
export type LeaveAccountResponseInput = z.input<typeof LeaveAccountResponseSchema>;

// ── Editing the account (issue 11 item 7): the answers the storefront reads ────────────────

/**
 * `POST user/info/confirm-password` (spec 7; the answer is ours, docs/auth-contract.md): the
 * password was right, and a short-lived proof of it, which the storefront keeps as a cookie
 * and asks for before the account edit page.
 */
export const ReconfirmAnswerSchema = z.object({
  reconfirmToken: z.string().min(1).max(4096),
  /** Seconds the proof lasts. */
  expiresIn: z.number().int().positive().max(3600).default(600),
});
export type ReconfirmAnswer = z.output<typeof ReconfirmAnswerSchema>;

/** `POST user/info/change-password`: every other session has ended; this one goes on with the new pair. */
export const PasswordChangeAnswerSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type PasswordChangeAnswer = z.output<typeof PasswordChangeAnswerSchema>;

/** `POST api/v4/user/email/change-request`: where the code went and until when it works (Seoul time). */
export const EmailChangeRequestAnswerSchema = z.object({ email: z.string(), expiresAt: z.string().nullish() });
export type EmailChangeRequestAnswer = z.output<typeof EmailChangeRequestAnswerSchema>;

/** `POST api/v4/user/email/verify-token`: the address now on the account. */
export const EmailChangeVerifyAnswerSchema = z.object({ email: z.string() });

/** `POST`/`PATCH /user/sns/`: the social accounts linked now. */
export const SnsAnswerSchema = z.object({ sns_info: z.array(z.object({ social_type: z.string(), user_email: z.string().nullish() })).default([]) });

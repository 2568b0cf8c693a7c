import { z } from 'zod';
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

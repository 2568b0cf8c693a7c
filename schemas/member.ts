import * as z from 'zod';
import { bool, calendarDate, gender, lenientList } from './fields';
import { memberGradeId } from './member-grade';
import { nullableStr, num, seoulDateTime, str } from './primitives';
import { socialType } from './user';

/**
 * Spec 3.7 member data: the user summary (`GET /order/user-summary/{id}/`) and user info
 * (`GET /user/info/`). Both are snake_case, as the upstream sends them.
 */

/** Spec 5: displayed mileage is never below 0 (a clawed-back balance shows as 0). */
export function clampMileage(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export const HEART_TYPES = { PRT: 'product', BRD: 'brand', POT: 'post', VDO: 'video' } as const;
export type HeartType = keyof typeof HEART_TYPES;

const HeartCountSchema = z.object({
  heart_type: z.enum(['PRT', 'BRD', 'POT', 'VDO']),
  total: num(0),
});

/**
 * Decision: `user_mileage_total` is clamped here, in the schema, rather than in a display
 * helper — nothing in the product uses a negative balance, and clamping at the one way in
 * means no screen can forget it.
 */
export const UserSummarySchema = z.object({
  user_no: num(),
  user_id: str(),
  user_name: str(),
  user_gender: gender,
  user_grade: memberGradeId,
  user_grade_name: str(),
  user_email: str(),
  order_count_total: num(0),
  user_mileage_total: num(0).transform(clampMileage),
  user_coupon_total: num(0),
  user_deposit_total: num(0),
  user_heart_total: num(0),
  /** Likes by kind; unknown kinds are dropped. */
  user_heart_count: lenientList(HeartCountSchema),
  user_review_wrote: num(0),
  user_review_writable: num(0),
  user_review_sample_writable: num(0),
  order_count_in_progress: num(0),
  total_possible_earn_review_mileage: num(0),
  joined_at: seoulDateTime,
  first_ordered_at: seoulDateTime,
  birth_year: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{4}$/.test(v.trim()) ? Number(v) : NaN;
      return Number.isInteger(n) && n > 1900 && n < 2200 ? n : null;
    }),
});
export type UserSummary = z.output<typeof UserSummarySchema>;
export type UserSummaryInput = z.input<typeof UserSummarySchema>;

export const SnsInfoSchema = z.object({ social_type: socialType, user_email: str() });

export const UserInfoSchema = z.object({
  user_no: num(),
  user_id: str(),
  user_email: str(),
  user_name: str(),
  user_cell: str(),
  zipcode: str(),
  address: str(),
  address_detail: str(),
  /** Linked social accounts; unknown social types are dropped. */
  sns_info: lenientList(SnsInfoSchema),
  user_grade: memberGradeId,
  birth_status: str(),
  birth_date: calendarDate,
  gender,
  age_range: nullableStr,
  is_receive_email: bool,
  is_receive_sms: bool,
  is_receive_push: bool,
  is_personal_info_agree: bool,
  is_email_verify: bool,
  is_legacy_password: bool,
  insert_timestamp: seoulDateTime,
  update_timestamp: seoulDateTime,
  last_login_timestamp: seoulDateTime,
});
export type UserInfo = z.output<typeof UserInfoSchema>;
export type UserInfoInput = z.input<typeof UserInfoSchema>;

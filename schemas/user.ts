import * as z from 'zod';
import { calendarDate, gender } from './fields';
import { num, str } from './primitives';
import { EMAIL_PATTERN } from '../rules/email';

/**
 * Spec 3.7 user, session and login shapes, and the login-plumbing calls of spec 7. The
 * `user/*` calls take snake_case bodies (as `POST /user/sns/` does in the spec); the
 * `api/v4/*` calls take camelCase.
 */

/** Spec 3.7: the values of the social-type contract. */
export const SOCIAL_TYPES = ['naver', 'kakao', 'apple', 'facebook', 'google', 'email'] as const;
export const SocialTypeSchema = z.enum(SOCIAL_TYPES);
export type SocialType = z.output<typeof SocialTypeSchema>;
/** A social type in any letter case ('KAKAO' → 'kakao'). */
export const socialType = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(SocialTypeSchema);

/** Spec 5: letters, digits, `_ . -`, then `@`, then a domain with a dot (rules/email.ts). */
export const emailAddress = z.string().trim().regex(EMAIL_PATTERN);

export const UserSchema = z.object({
  no: num(),
  id: str(),
  gender,
  /** `yyyy-MM-dd`, or null when not known (no identity verification yet). */
  birthDate: calendarDate,
});
export type User = z.output<typeof UserSchema>;
export type UserInput = z.input<typeof UserSchema>;

/** Built by the edge from the session; strict, since it decides who is asking. */
export const SessionUserSchema = z.object({
  id: z.string().min(1),
  no: z.number().int().positive(),
  creatorNo: z.number().int().positive().optional(),
  name: z.string(),
  email: z.string(),
  /** Member grade id (see MemberGrade). */
  grade: z.number().int().nonnegative().optional(),
  gradeName: z.string(),
  gender: z.enum(['M', 'F', '']),
  accessToken: z.string().min(1),
  refreshToken: z.string(),
});
export type SessionUser = z.output<typeof SessionUserSchema>;

/**
 * Spec 5: login responses are validated for shape. Every member must be present with its
 * type, nothing is defaulted; members that a social or unverified account may lack are
 * nullable but still required. Unknown extra members are stripped, not refused, so an
 * upstream adding a field does not lock everyone out.
 */
export const LoginResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string().min(1),
  socialType: SocialTypeSchema.nullable(),
  socialEmail: z.string().nullable(),
  socialNo: z
    .union([z.string(), z.number()])
    .nullable()
    .transform((v) => (v === null ? null : String(v))),
  userName: z.string(),
  birthDate: z.string().nullable(),
  gender: z.enum(['M', 'F']),
  ageRange: z.string().nullable(),
  userId: z.string().min(1),
});
export type LoginResponse = z.output<typeof LoginResponseSchema>;
export type LoginResponseInput = z.input<typeof LoginResponseSchema>;

/** `POST user/login`: an e-mail login needs id and password, a social one an access token. */
export const LoginRequestSchema = z
  .object({
    id: z.string().trim().optional(),
    password: z.string().optional(),
    access_token: z.string().optional(),
    social_type: socialType.default('email'),
  })
  .refine((r) => (r.social_type === 'email' ? !!r.id && !!r.password : !!r.access_token), {
    message: 'id and password, or access_token for a social login, are required',
  });
export type LoginRequest = z.output<typeof LoginRequestSchema>;
export type LoginRequestInput = z.input<typeof LoginRequestSchema>;

/** `POST user/sns-login`. */
export const SocialLoginRequestSchema = z.object({
  access_token: z.string().min(1),
  social_type: socialType.refine((t) => t !== 'email', { message: 'not a social type' }),
  redirect_uri: z.url(),
});
export type SocialLoginRequest = z.output<typeof SocialLoginRequestSchema>;

/** `POST user/validator/id`. */
export const IdValidatorRequestSchema = z.object({ user_id: z.string().trim().min(1) });

/**
 * Answer of `POST user/validator/id`: which account types an id already has. Unknown types
 * are dropped; none left means an e-mail account (spec 3.7 default).
 */
export const IdValidatorResponseSchema = z
  .object({
    user_id: z.string(),
    account_type: z.array(z.string()).nullish(),
  })
  .transform(({ user_id, account_type }) => {
    const known = (account_type ?? []).map((t) => t.trim().toLowerCase()).filter((t): t is SocialType => (SOCIAL_TYPES as readonly string[]).includes(t));
    return { userId: user_id, accountType: known.length > 0 ? [...new Set(known)] : (['email'] as SocialType[]) };
  });
export type IdValidatorResponse = z.output<typeof IdValidatorResponseSchema>;
export type IdValidatorResponseInput = z.input<typeof IdValidatorResponseSchema>;

/** `POST user/info/change-password`: the new password typed twice must match. */
export const PasswordChangeSchema = z
  .object({
    user_password: z.string().min(1),
    new_password: z.string().min(1),
    confirm_password: z.string().min(1),
  })
  .refine((p) => p.new_password === p.confirm_password, { message: 'passwords differ', path: ['confirm_password'] });
export type PasswordChange = z.output<typeof PasswordChangeSchema>;

/** `POST user/info/confirm-password`. */
export const PasswordConfirmSchema = z.object({ user_password: z.string().min(1) });

/** `POST api/v4/user/email/change-request`. */
export const EmailChangeRequestSchema = z.object({ email: emailAddress });
/** `POST api/v4/user/email/verify-token`. */
export const EmailChangeVerifySchema = z.object({ token: z.string().trim().min(1), email: emailAddress });
export type EmailChangeVerify = z.output<typeof EmailChangeVerifySchema>;

/** `POST api/v4/oauth/{provider}/token`. */
export const SocialTokenExchangeRequestSchema = z.object({ code: z.string().min(1), redirectUri: z.url() });
export const SocialTokenExchangeResponseSchema = z.object({ accessToken: z.string().min(1) });
export type SocialTokenExchangeRequest = z.output<typeof SocialTokenExchangeRequestSchema>;
export type SocialTokenExchangeResponse = z.output<typeof SocialTokenExchangeResponseSchema>;

import * as z from 'zod';

/**
 * `POST /user/join` (ours, docs/auth-contract.md; issue 11 item 8): the sign-up the storefront
 * sends, checked by the gateway and the origin alike. The shape only: what makes a sign-up
 * acceptable (e-mail shape, password rule, required consents) is rules/join.ts.
 */
export const JoinRequestSchema = z.strictObject({
  user_id: z.string().max(254),
  password: z.string().max(256),
  name: z.string().max(100),
  gender: z.string().max(1),
  agreements: z.strictObject({
    terms: z.boolean(),
    privacyRequired: z.boolean(),
    age14: z.boolean(),
    privacy: z.boolean().default(false),
    sms: z.boolean().default(false),
    push: z.boolean().default(false),
    email: z.boolean().default(false),
  }),
});
export type JoinRequest = z.output<typeof JoinRequestSchema>;
export type JoinRequestInput = z.input<typeof JoinRequestSchema>;

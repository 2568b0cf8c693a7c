import * as z from 'zod';

/** `POST /user/login` and the /login form: `{ id, password }` (the e-mail shape is rules/email.ts). */
export const LoginRequestSchema = z.object({ id: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) });

/** `POST /user/validator/id` (spec 7): the e-mail the sign-up form asks about. */
export const IdCheckRequestSchema = z.object({ user_id: z.string().trim().min(1).max(254) });

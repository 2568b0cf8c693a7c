import * as z from 'zod';
import { LoginResponseSchema } from './user';

/**
 * What the upstream answers a login (`POST /user/login`, `POST /user/sns-login`) and a token
 * refresh (`POST /user/token/refresh`) with, per the auth contract: the login response plus
 * the refresh token and the user number; a refresh, the new pair.
 */
export const LoginAnswerSchema = LoginResponseSchema.extend({
  refreshToken: z.string().min(1),
  userNo: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive()),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const TokenPairSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** `GET /user/token/status` (ours): the token still opens the member's session. */
export const TokenStatusSchema = z.object({ active: z.literal(true) });
export type TokenStatus = z.infer<typeof TokenStatusSchema>;

/** `POST /api/v4/oauth/{provider}/token` (spec 7): the provider's code exchanged for its token. */
export const SocialTokenSchema = z.object({ accessToken: z.string().min(1) });
export type SocialToken = z.infer<typeof SocialTokenSchema>;

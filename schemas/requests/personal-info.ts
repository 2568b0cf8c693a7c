import * as z from 'zod';
import { KEY_SHAPE, MAX_KEY_LENGTH } from '../../rules/verification-key';
import { CI_VERIFICATION_TYPE } from '../identity';

/**
 * `POST /api/v6/users/personal-info` (auth contract, "Identity (CI) and adult verification"),
 * one definition for the storefront's gateway (edge/gateway/auth.ts) and the origin
 * (origin/routes/identity.ts). Where the two had drifted the gateway's stricter rule was kept:
 * the key must have the provider's shape (rules/verification-key.ts), not merely be non-empty.
 *
 * No messages here: each side words the refusal from its own catalogue.
 */
export const PersonalInfoRequestSchema = z.object({
  identityVerificationToken: z.string().min(1).max(MAX_KEY_LENGTH).regex(KEY_SHAPE),
  type: z.literal(CI_VERIFICATION_TYPE).default(CI_VERIFICATION_TYPE),
});
export type PersonalInfoRequest = z.output<typeof PersonalInfoRequestSchema>;

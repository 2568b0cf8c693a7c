import * as z from 'zod';
import { isEmailShape } from '../../rules/email';
import { GIFT_MESSAGE_MAX } from '../../rules/gift';
import { memberTextInput } from '../primitives';

/**
 * `POST /api/v4/orders/{orderNo}/gift` (ours, docs/auth-contract.md): who a pending gift order
 * goes to, by the login e-mail of the recipient, and the sender's note. One definition for the
 * checkout's form handler and the origin.
 */
export const GiftRecipientRequestSchema = z.object({
  recipientId: z.string().trim().toLowerCase().refine(isEmailShape, 'must be an e-mail address'),
  message: memberTextInput({ max: GIFT_MESSAGE_MAX, multiline: true }).default(''),
});
export type GiftRecipientRequest = z.output<typeof GiftRecipientRequestSchema>;

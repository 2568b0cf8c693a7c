import * as z from 'zod';
import { CLAIM_KINDS, CLAIM_REASONS, CLAIM_TEXT_MAX } from '../../rules/order-actions';
import { memberTextInput } from '../primitives';

/**
 * `POST /api/v4/orders/{orderNo}/claims` (ours, issue 29 §2): a return or exchange request for
 * one delivered order line: a preset reason and up to 200 characters of the member's own words.
 * One definition for the storefront's gateway and the origin.
 */
export const OrderClaimRequestSchema = z.object({
  seq: z.number().int().min(0).max(999),
  kind: z.enum(CLAIM_KINDS),
  reason: z.enum(CLAIM_REASONS),
  text: memberTextInput({ max: CLAIM_TEXT_MAX, multiline: true }).default(''),
});
export type OrderClaimRequest = z.output<typeof OrderClaimRequestSchema>;

/** `POST /api/v4/orders/{orderNo}/cancel`: nothing to say but the order, which is in the path. */
export const OrderCancelRequestSchema = z.object({}).strict();

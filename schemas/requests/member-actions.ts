import * as z from 'zod';
import { MAX_LINE_QTY, MAX_OPTION_TEXT, MAX_ORDER_LINES } from '../../rules/order-lines';
import { QNA_CONTENT_MAX, QNA_CONTENT_MIN, QNA_TITLE_MAX } from '../../rules/qna';
import { CatalogueIdSchema } from './ids';
import { memberTextInput } from '../primitives';

/**
 * The request bodies of the item page's member actions (docs/auth-contract.md, "Member
 * actions"), one definition for the storefront's gateway (edge/gateway/actions.ts), which checks
 * them before it forwards, and for the origin (origin/routes/member-actions.ts), which checks
 * them again because it cannot trust its caller. Where the two had drifted the origin's stricter
 * rule was kept: ids bounded by MAX_ITEM_NO, question content of at least 5 characters.
 *
 * No messages here: the gateway answers INVALID_REQUEST, the origin words the problem for the
 * shopper from its own catalogue, and the Q&A island checks rules/qna.ts before it sends.
 */

export const OrderLineSchema = z.object({
  optionNo: CatalogueIdSchema.nullable(),
  qty: z.number().int().min(1).max(MAX_LINE_QTY),
  text: memberTextInput({ max: MAX_OPTION_TEXT }).optional(),
});
export type OrderLineInput = z.output<typeof OrderLineSchema>;

export const CartRequestSchema = z.object({ itemNo: CatalogueIdSchema, lines: z.array(OrderLineSchema).min(1).max(MAX_ORDER_LINES) });
export type CartRequest = z.output<typeof CartRequestSchema>;

export const BuyNowRequestSchema = CartRequestSchema.extend({ gift: z.boolean().default(false) });
export type BuyNowRequest = z.output<typeof BuyNowRequestSchema>;

export const HeartRequestSchema = z.object({ itemNo: CatalogueIdSchema });
export type HeartRequest = z.output<typeof HeartRequestSchema>;

/** optionNo null (or left out): the item itself, when it has no options. */
export const RestockRequestSchema = z.object({ itemNo: CatalogueIdSchema, optionNo: CatalogueIdSchema.nullable().default(null) });
export type RestockRequest = z.output<typeof RestockRequestSchema>;

export const QuestionRequestSchema = z.object({
  title: memberTextInput({ min: 1, max: QNA_TITLE_MAX }),
  content: memberTextInput({ min: QNA_CONTENT_MIN, max: QNA_CONTENT_MAX, multiline: true }),
  isSecret: z.boolean().default(false),
});
export type QuestionRequest = z.output<typeof QuestionRequestSchema>;

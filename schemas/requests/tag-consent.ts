import * as z from 'zod';
import { TAG_CHOICES } from '../../rules/tags';

/** `POST /api/tags/consent`: a visitor's answer to the tag-consent banner (issue 12 item 3). */
export const TagChoiceRequestSchema = z.strictObject({ choice: z.enum(TAG_CHOICES) });
export type TagChoiceRequest = z.output<typeof TagChoiceRequestSchema>;

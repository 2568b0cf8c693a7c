import * as z from 'zod';
import { TAG_ID, TAG_KINDS } from '../rules/tags';
import { TRACKED_EVENTS } from '../rules/tracking';

/**
 * What a sandbox tag reports it heard (issue 12 item 3; origin/sandbox/tags): one event of the
 * catalogue as client/tags.ts hands it to tags, or its own `tag_loaded`. Bounded like a tracked
 * event: a page can only tell a tag what the catalogue has.
 */
export const TagHitSchema = z.strictObject({
  kind: z.enum(TAG_KINDS),
  id: z.string().regex(TAG_ID),
  event: z.object({
    name: z.union([z.enum(TRACKED_EVENTS), z.literal('tag_loaded')]),
    itemNo: z.number().int().positive().max(999_999_999_999).optional(),
    params: z.record(z.string().max(40), z.union([z.string().max(100), z.number(), z.boolean()])).optional(),
    pageType: z.string().max(40),
    url: z.string().max(2000),
    at: z.number().int().nonnegative(),
  }),
});
export type TagHit = z.output<typeof TagHitSchema>;

import * as z from 'zod';

/**
 * The ad-tracking post of spec 7 (issue 12 item 4): what the edge sends the ad-tracking provider
 * for a member's item event on iOS or Android. The spec names the fields; the event-type values
 * are ours (src/tracking/ad-tracking.ts). Prices are whole won.
 */
export const AD_EVENT_TYPE_VALUES = ['VIEW_ITEM', 'ADD_TO_WISHLIST', 'ADD_TO_CART', 'BEGIN_CHECKOUT'] as const;

export const AdTrackingPostSchema = z.object({
  eventType: z.enum(AD_EVENT_TYPE_VALUES),
  channelType: z.enum(['APP', 'SITE']),
  userId: z.string().min(1).max(200),
  device: z.object({ os: z.enum(['ios', 'android']), osv: z.string().min(1).max(40) }),
  /** Milliseconds since the epoch, as a string (spec 7). */
  timestamp: z.string().regex(/^\d{1,16}$/),
  items: z
    .array(
      z.object({
        id: z.string().regex(/^\d{1,12}$/),
        quantity: z.number().int().min(1).max(999),
        price: z.object({ amount: z.number().int().nonnegative(), currency: z.literal('KRW') }),
      }),
    )
    .max(50),
  pageId: z.string().max(200),
});
export type AdTrackingPost = z.output<typeof AdTrackingPostSchema>;

import * as z from 'zod';
import { MAX_EVENT_PARAMS, MAX_EVENTS_PER_BATCH, MAX_PARAM_TEXT, TRACKED_EVENTS } from '../rules/tracking';
import { CatalogueIdSchema } from './requests/ids';

/**
 * Tracking (issue 12 item 2). The browser sends `POST /collect` `{ events }`; the edge checks
 * each event on its own (a bad one is dropped and counted, the rest kept), adds what only it
 * knows (device, page type, tracking id, campaign, grade) and forwards them to the upstream's
 * `POST /api/v4/events`, which stores them.
 */
const paramValue = z.union([z.string().max(MAX_PARAM_TEXT), z.number().finite(), z.boolean()]);

export const BrowserEventSchema = z.object({
  name: z.enum(TRACKED_EVENTS),
  /** The page's path and query when it happened. */
  path: z.string().startsWith('/').max(1024),
  /** Milliseconds since the epoch, by the browser's clock. */
  at: z.number().int().nonnegative(),
  itemNo: CatalogueIdSchema.optional(),
  params: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,29}$/), paramValue)
    .refine((p) => Object.keys(p).length <= MAX_EVENT_PARAMS, `at most ${MAX_EVENT_PARAMS} params`)
    .optional(),
});
export type BrowserEvent = z.output<typeof BrowserEventSchema>;

/** The batch's envelope; its events are checked one by one. */
export const CollectBatchSchema = z.object({ events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_BATCH) });

export const StoredEventSchema = BrowserEventSchema.extend({
  /** The analytics name: device prefix and base name (`mw_page_view`). */
  eventName: z.string().max(40),
  device: z.enum(['mobileWeb', 'desktop', 'appWebView']),
  pageType: z.string().max(200),
  trackingId: z.string().max(200),
  trackingKind: z.enum(['user', 'app_instance', 'visitor']),
  grade: z.number().int().nullable(),
  campaign: z.object({ utmSource: z.string().nullable(), utmMedium: z.string().nullable(), utmCampaign: z.string().nullable(), searchAd: z.string().nullable() }),
});
export type StoredEvent = z.output<typeof StoredEventSchema>;

export const StoredBatchSchema = z.object({ events: z.array(StoredEventSchema).min(1).max(MAX_EVENTS_PER_BATCH) });

/** The upstream's answer to `POST /api/v4/events`: how many events it stored. */
export const StoredCountSchema = z.object({ stored: z.number().int().nonnegative() });

/** `GET /sandbox/events` (development only): the latest stored events as the origin keeps them. */
export const LatestEventsSchema = z.object({ events: z.array(z.record(z.string(), z.unknown())) });

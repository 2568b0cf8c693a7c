import * as z from 'zod';
import { list } from './primitives';

/**
 * Editorial references (issue 31 §4, ours): what the back office places on the home page and
 * under a notice, `GET /api/v4/editorial?placement=home` or `?notice_no={n}` →
 * `{ entries: [{ family, no, title, caption }] }`. Each entry names a link family of spec 2.5 /
 * 2.7 and a number in it; the storefront builds the address itself (src/content/editorial.ts),
 * so an upstream never hands it a URL to print.
 *
 * The list is read as unknowns and each entry checked on its own: an entry of a family this
 * storefront does not know, or otherwise malformed, is left out (with a log), never failing the
 * page or the other entries.
 */
export const EDITORIAL_FAMILIES = [
  'post',
  'series',
  'media-feed',
  'lookbook',
  'curator',
  'curator-bridge',
  'event',
  'brand-news',
  'showcase',
  'collection',
  'magazine',
  'special-order',
  'ticket-catalog',
  'product',
  'brand',
] as const;
export type EditorialFamily = (typeof EDITORIAL_FAMILIES)[number];

export const EditorialEntrySchema = z.object({
  family: z.enum(EDITORIAL_FAMILIES),
  no: z
    .union([z.number(), z.string().regex(/^\d{1,12}$/)])
    .transform(Number)
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  title: z.string().trim().min(1).max(100),
  caption: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v ?? ''),
});
export type EditorialEntry = z.output<typeof EditorialEntrySchema>;
export type EditorialEntryInput = z.input<typeof EditorialEntrySchema>;

export const EditorialListSchema = z.object({ entries: list(z.unknown()) });
export type EditorialList = z.output<typeof EditorialListSchema>;
export type EditorialListInput = z.input<typeof EditorialListSchema>;

/** Where an entry is placed: the home page's editorial section, or under one notice. */
export type EditorialPlacement = { placement: 'home' } | { noticeNo: number };

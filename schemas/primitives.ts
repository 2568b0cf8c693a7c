import * as z from 'zod';
import { multilineToSafeHtml } from '../rules/html/sanitize';
import { cleanMemberText } from '../rules/member-text';

/** Numbers arrive as numbers or numeric strings; anything unusable becomes the default. */
export const num = (fallback = 0) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return fallback;
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : fallback;
    });

export const str = (fallback = '') =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? fallback);
export const nullableStr = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/** Spec 5: dates arrive as `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` (Seoul wall time). */
export const DATE_RE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
export const seoulDateTime = z
  .string()
  .nullish()
  .transform((v) => (v && DATE_RE.test(v.trim()) ? v.trim() : null));

/** Spec 3.1: multi-line texts have line breaks converted to `<br />`, through the sanitiser. */
export const multiline = z
  .string()
  .nullish()
  .transform((v) => multilineToSafeHtml(v));

/**
 * Text a member wrote (Q&A, reviews) as read back: plain text, never HTML. Line breaks are kept
 * as `\n` (the page shows them with `white-space: pre-line`), unsafe characters dropped, and
 * nothing is interpreted: `<a href>` stays the characters `<a href>`. The sanitiser is for
 * merchant HTML only (issue 10).
 */
export const memberText = z
  .string()
  .nullish()
  .transform((v) => cleanMemberText(v ?? '', true));

/**
 * Text a member sends (Q&A titles and bodies, review text, gift notes): cleaned as above, then
 * trimmed and bounded, so what is stored and shown is what was checked.
 */
export const memberTextInput = (bounds: { min?: number; max: number; multiline?: boolean }) =>
  z
    .string()
    .transform((v) => cleanMemberText(v, bounds.multiline ?? false))
    .pipe(
      z
        .string()
        .trim()
        .min(bounds.min ?? 0)
        .max(bounds.max),
    );

/** Lists default to empty; a missing list is no reason to fail a whole page. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

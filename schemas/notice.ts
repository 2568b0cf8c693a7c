import * as z from 'zod';
import { bool, calendarDate } from './fields';
import { list, multiline, num, nullableStr, seoulDateTime, str } from './primitives';

/** Spec 3.8 notices, `GET /notice/?limit={n}&notice_type={type}` (a paginated list). */
export const NoticeSchema = z.object({
  notice_no: num(),
  notice_type: str(),
  title: str(),
  /** Admin-written text: line breaks to `<br />`, through the allow-list sanitiser. */
  contents: multiline,
  /** `yyyy-MM-dd`, null when open-ended. */
  start_date: calendarDate,
  end_date: calendarDate,
  is_deleted: bool,
  insert_timestamp: seoulDateTime,
  updated_timestamp: seoulDateTime,
  is_display: bool,
  is_popup: bool,
});
export type Notice = z.output<typeof NoticeSchema>;
export type NoticeInput = z.input<typeof NoticeSchema>;

export const NoticeListSchema = z.object({
  count: num(0),
  /** Links to the neighbouring pages, null at either end. */
  next: nullableStr,
  previous: nullableStr,
  results: list(NoticeSchema),
});
export type NoticeList = z.output<typeof NoticeListSchema>;
export type NoticeListInput = z.input<typeof NoticeListSchema>;

/** The list query; a bad limit falls back to 10 rather than failing the page. */
export const NoticeListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).catch(10),
  notice_type: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional()
    .catch(undefined),
});
export type NoticeListQuery = z.output<typeof NoticeListQuerySchema>;

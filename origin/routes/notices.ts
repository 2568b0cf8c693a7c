/**
 * Spec 3.8 / 7 notice list, mounted at / (Hono drops the trailing slash of a sub-app's '/'
 * route, so the paths are written out): `GET /notice/?limit=&offset=&notice_type=` →
 * `{ count, next, previous, results }`, limit/offset paging as the spec's list shape implies;
 * `next` and `previous` are paths on this origin, null at either end. Only current notices are
 * listed (read/notices.ts). Cached 60 s, as spec 7 says the storefront caches it.
 *
 * `exclude_type` leaves one type out (the customer-centre list leaves out RECRUIT, which has its
 * own page). `GET /notice/{no}/` → one notice while it is listed, else 404 NOTICE_NOT_FOUND
 * (ours: the notice detail page, issue 14 item 1).
 *
 * The storefront's notice strip is the first of `?limit=1&notice_type=NOTICE`.
 */

import { Hono } from 'hono/tiny';
import * as z from 'zod';
import { CatalogueIdParamSchema } from '../../schemas/requests/ids';
import { loadNotice, loadNotices } from '../db/read/notices';
import { seoulDay } from '../db/seed/builders';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';
import { parseQuery } from './listing-query';
import { withSearchSeed } from './search';

export const noticesRoute = new Hono<OriginAppEnv>();

const absent = (v: unknown) => (v === '' ? undefined : v);
const NoticeQuerySchema = z.object({
  limit: z
    .preprocess(
      absent,
      z
        .string()
        .regex(/^\d{1,3}$/, 'must be a whole number')
        .optional(),
    )
    .transform((v) => (v === undefined ? 10 : Number(v)))
    .pipe(z.number().int().min(1).max(100)),
  offset: z
    .preprocess(
      absent,
      z
        .string()
        .regex(/^\d{1,6}$/, 'must be a whole number')
        .optional(),
    )
    .transform((v) => (v === undefined ? 0 : Number(v))),
  notice_type: noticeType(),
  exclude_type: noticeType(),
});

function noticeType() {
  return z
    .preprocess(
      absent,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be a notice type such as NOTICE')
        .optional(),
    )
    .transform((v) => (v === undefined ? null : v.toUpperCase()));
}

function pageLink(limit: number, offset: number, noticeType: string | null, excludeType: string | null): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (offset > 0) params.set('offset', String(offset));
  if (noticeType) params.set('notice_type', noticeType);
  if (excludeType) params.set('exclude_type', excludeType);
  return `/notice/?${params.toString()}`;
}

for (const path of ['/notice/', '/notice']) {
  noticesRoute.get(path, withSearchSeed, async (c) => {
    const q = parseQuery(c, NoticeQuerySchema);
    if (!q.ok) return q.response;
    const { limit, offset, notice_type: noticeType, exclude_type: excludeType } = q.value;
    const page = await loadNotices(c.env.DB, { limit, offset, noticeType, excludeType, today: seoulDay(new Date()) });
    c.header('cache-control', 'public, max-age=60');
    return ok(c, {
      count: page.count,
      next: offset + limit < page.count ? pageLink(limit, offset + limit, noticeType, excludeType) : null,
      previous: offset > 0 ? pageLink(limit, Math.max(0, offset - limit), noticeType, excludeType) : null,
      results: page.results,
    });
  });
}

for (const path of ['/notice/:no/', '/notice/:no']) {
  noticesRoute.get(path, withSearchSeed, async (c) => {
    const no = CatalogueIdParamSchema.safeParse(c.req.param('no'));
    if (!no.success) return fail(c, 404, 'NOTICE_NOT_FOUND', 'No such notice');
    const notice = await loadNotice(c.env.DB, no.data, seoulDay(new Date()));
    if (!notice) return fail(c, 404, 'NOTICE_NOT_FOUND', 'No such notice');
    c.header('cache-control', 'public, max-age=60');
    return ok(c, notice);
  });
}

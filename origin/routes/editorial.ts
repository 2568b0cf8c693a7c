/**
 * Editorial references (issue 31 §4, ours): `GET /api/v4/editorial?placement=home` (the home
 * page's editorial section) or `GET /api/v4/editorial?notice_no={n}` (the links under one notice)
 * → `{ entries: [{ family, no, title, caption }] }`, displayed rows in their order, public and
 * cached a minute like the notices. The family is the operator's word, listed as written: the
 * storefront decides which it knows (schemas/editorial.ts). The sample rows are written on first
 * read (db/seed/editorial.ts).
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod';
import type { EditorialListInput } from '../../schemas/editorial';
import { EDITORIAL_SEED_MARK, SAMPLE_EDITORIAL } from '../db/seed/editorial';
import type { OriginAppEnv } from '../env';
import { seedOnce } from '../db/seed/seed-once';
import { ok } from '../http';
import { kept } from '../kept';
import { parseQuery } from './listing-query';

export const editorialRoute = new Hono<OriginAppEnv>();

/** At most this many entries in one place: a section, not a catalogue. */
const EDITORIAL_LIMIT = 24;

const EditorialQuerySchema = z.union([
  z.object({ placement: z.literal('home'), notice_no: z.undefined().optional() }),
  z.object({
    placement: z.undefined().optional(),
    notice_no: z
      .string()
      .regex(/^\d{1,9}$/, 'must be a notice number')
      .transform(Number),
  }),
]);

const ensureSample = (db: D1Database) =>
  seedOnce(db, 'editorial_seed', EDITORIAL_SEED_MARK, (d) =>
    SAMPLE_EDITORIAL.map((r) =>
      d
        .prepare('INSERT OR IGNORE INTO editorial_links (link_no, placement, notice_no, family, target_no, title, caption, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(r.link_no, r.placement, r.notice_no, r.family, r.target_no, r.title, r.caption, r.link_no),
    ),
  );

editorialRoute.get('/api/v4/editorial', async (c) => {
  const q = parseQuery(c, EditorialQuerySchema);
  if (!q.ok) return q.response;
  await kept(c, ensureSample(c.env.DB));
  const noticeNo = q.value.placement === 'home' ? null : q.value.notice_no;
  const { results } = await c.env.DB.prepare(
    `SELECT family, target_no, title, caption FROM editorial_links
     WHERE is_display = 1 AND ${noticeNo === null ? "placement = 'home'" : "placement = 'notice' AND notice_no = ?1"}
     ORDER BY sort, link_no LIMIT ${EDITORIAL_LIMIT}`,
  )
    .bind(...(noticeNo === null ? [] : [noticeNo]))
    .all<{ family: string; target_no: number; title: string; caption: string }>();
  c.header('Cache-Control', 'public, max-age=60');
  const answer: EditorialListInput = { entries: results.map((r) => ({ family: r.family, no: r.target_no, title: r.title, caption: r.caption })) };
  return ok(c, answer);
});

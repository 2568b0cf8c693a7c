/**
 * Promotion periods (ours, DECISIONS 12): `GET /api/v4/promotion-periods` →
 * `{ periods: [{ id, teasing: { start, end }, main, finalDay }] }` in Seoul minutes, from the
 * `promotion_periods` table (migration 0038; its sample row written on first read), public and slow-changing. The edge adds them to its
 * calendar (edge/context/promotion.ts) and checks them itself; this answer only lists the rows.
 */
import { Hono } from 'hono/tiny';
import { ok } from '../http';
import type { MemberAppEnv } from '../auth/require-member';
import { kept } from '../kept';
import { SAMPLE_PROMOTION_PERIODS } from '../db/seed/promotion-periods';
import { seedOnce } from '../db/seed/seed-once';
import { PROMOTION_SEED_MARK } from '../db/seed/version';

export const promotionPeriodsRoute = new Hono<MemberAppEnv>();

interface PeriodRow {
  id: string;
  teasing_start: string;
  teasing_end: string;
  main_start: string;
  main_end: string;
  final_start: string;
  final_end: string;
}

const ensureSample = (db: D1Database) =>
  seedOnce(db, 'promotion_seed', PROMOTION_SEED_MARK, (d) =>
    SAMPLE_PROMOTION_PERIODS.map((p) =>
      d
        .prepare('INSERT OR IGNORE INTO promotion_periods (id, teasing_start, teasing_end, main_start, main_end, final_start, final_end) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(p.id, p.teasing.start, p.teasing.end, p.main.start, p.main.end, p.finalDay.start, p.finalDay.end),
    ),
  );

promotionPeriodsRoute.get('/api/v4/promotion-periods', async (c) => {
  await kept(c, ensureSample(c.env.DB));
  const { results } = await c.env.DB.prepare(
    'SELECT id, teasing_start, teasing_end, main_start, main_end, final_start, final_end FROM promotion_periods ORDER BY teasing_start LIMIT 100',
  ).all<PeriodRow>();
  c.header('Cache-Control', 'public, max-age=300');
  return ok(c, {
    periods: results.map((r) => ({
      id: r.id,
      teasing: { start: r.teasing_start, end: r.teasing_end },
      main: { start: r.main_start, end: r.main_end },
      finalDay: { start: r.final_start, end: r.final_end },
    })),
  });
});

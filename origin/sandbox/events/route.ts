/**
 * `GET /sandbox/events?limit=N` (development only, behind the origin's /sandbox guard): the
 * latest stored tracking events, newest first, for operators and tests (the storefront's
 * `/_ops/events`).
 */
import { Hono } from 'hono/tiny';
import { ok } from '../../http';
import type { MemberAppEnv } from '../../auth/require-member';

export const sandboxEventsRoute = new Hono<MemberAppEnv>();

sandboxEventsRoute.get('/', async (c) => {
  const raw = Number(c.req.query('limit') ?? '50');
  const limit = Number.isInteger(raw) && raw > 0 ? Math.min(raw, 500) : 50;
  const { results } = await c.env.DB.prepare('SELECT payload, received_at FROM tracked_events ORDER BY event_no DESC LIMIT ?').bind(limit).all<{ payload: string; received_at: number }>();
  const events = results.flatMap((r) => {
    try {
      const e = JSON.parse(r.payload) as Record<string, unknown>;
      return [{ ...e, receivedAt: r.received_at }];
    } catch {
      return [];
    }
  });
  return ok(c, { events });
});

/**
 * The sandbox ad-tracking provider (issue 12 item 4; development only, behind the origin's
 * /sandbox guard): `POST /sandbox/ad-tracking` takes one spec 7 post, checks its shape as a real
 * provider would (400 with the reason), and records it; `GET /sandbox/ad-tracking?limit=N`
 * answers the latest, newest first, for operators and tests.
 */
import { Hono } from 'hono/tiny';
import { AdTrackingPostSchema } from '../../../schemas/ad-tracking';
import { authNowMs } from '../../auth/clock';
import { ok } from '../../http';
import type { MemberAppEnv } from '../../auth/require-member';
import { readJson } from '../../routes/json-body';

export const sandboxAdTrackingRoute = new Hono<MemberAppEnv>();

sandboxAdTrackingRoute.post('/', async (c) => {
  const input = await readJson(c, AdTrackingPostSchema, { maxBytes: 16 * 1024 });
  if (!input.ok) return input.response;
  const post = input.value;
  await c.env.DB.prepare('INSERT INTO sandbox_ad_posts (event_type, user_id, received_at, payload) VALUES (?, ?, ?, ?)').bind(post.eventType, post.userId, authNowMs(), JSON.stringify(post)).run();
  return ok(c, { received: true });
});

sandboxAdTrackingRoute.get('/', async (c) => {
  const raw = Number(c.req.query('limit') ?? '50');
  const limit = Number.isInteger(raw) && raw > 0 ? Math.min(raw, 500) : 50;
  const { results } = await c.env.DB.prepare('SELECT payload, received_at FROM sandbox_ad_posts ORDER BY post_no DESC LIMIT ?').bind(limit).all<{ payload: string; received_at: number }>();
  const posts = results.flatMap((r) => {
    try {
      return [{ ...(JSON.parse(r.payload) as Record<string, unknown>), receivedAt: r.received_at }];
    } catch {
      return [];
    }
  });
  return ok(c, { posts });
});

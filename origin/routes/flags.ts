/**
 * An Unleash-frontend-compatible flag service (spec 7 "feature-flag service root"), mounted at
 * /flags: `GET /flags/api/frontend?appName=&userId=` with header `authorization: {FLAGS_KEY}`
 * answers `{ toggles }` with the enabled toggles only, as Unleash does. Plain envelope, because
 * Unleash clients expect the bare shape.
 */

import { Hono } from 'hono/tiny';
import * as z from 'zod';
import { loadEnabledToggles } from '../db/read/flags';
import type { OriginAppEnv } from '../env';
import { describeIssue, fail } from '../http';

export const flagsRoute = new Hono<OriginAppEnv>();

const ContextSchema = z.object({
  appName: z.string().max(100).optional(),
  userId: z.string().max(200).optional(),
});

/** Compares in time independent of where the strings first differ. */
function sameKey(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

flagsRoute.get('/api/frontend', async (c) => {
  const key = c.env.FLAGS_KEY;
  if (!key) return fail(c, 503, 'FLAGS_NOT_CONFIGURED', 'Feature flags are not configured: set FLAGS_KEY for the origin');
  if (!sameKey(c.req.header('authorization') ?? '', key)) return fail(c, 401, 'UNAUTHORIZED', 'Missing or wrong authorization key');
  const context = ContextSchema.safeParse(c.req.query());
  if (!context.success) return fail(c, 400, 'INVALID_QUERY', describeIssue(context.error));
  const toggles = await loadEnabledToggles(c.env.DB, context.data.userId || undefined);
  c.header('Cache-Control', 'no-store');
  return c.json({ toggles });
});

/**
 * The sandbox flag switch (issue 12 item 7; development only, behind the origin's /sandbox guard,
 * reached through the storefront's sandbox proxy): `POST /sandbox/flags` `{ name, userId, enabled }`
 * turns a known toggle on or off for one user id, as a flag service's dashboard targets one user
 * (feature_toggle_users); `enabled: null` removes that setting. Operators and tests flip a flag
 * for their own member and watch an open page follow it, without changing anyone else's flags.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod';
import type { OriginAppEnv } from '../../env';
import { fail, ok } from '../../http';
import { readJson } from '../../routes/json-body';

export const sandboxFlagsRoute = new Hono<OriginAppEnv>();

const FlagSwitchSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/),
  userId: z.string().trim().min(1).max(200),
  enabled: z.boolean().nullable(),
});

sandboxFlagsRoute.post('/', async (c) => {
  const input = await readJson(c, FlagSwitchSchema, { maxBytes: 1024 });
  if (!input.ok) return input.response;
  const { name, userId, enabled } = input.value;
  const known = await c.env.DB.prepare('SELECT 1 AS found FROM feature_toggles WHERE name = ?').bind(name).first<{ found: number }>();
  if (!known) return fail(c, 404, 'NOT_FOUND', `No toggle named ${name}`);
  if (enabled === null) await c.env.DB.prepare('DELETE FROM feature_toggle_users WHERE name = ? AND user_id = ?').bind(name, userId).run();
  else
    await c.env.DB.prepare('INSERT INTO feature_toggle_users (name, user_id, enabled) VALUES (?, ?, ?) ON CONFLICT (name, user_id) DO UPDATE SET enabled = excluded.enabled')
      .bind(name, userId, enabled ? 1 : 0)
      .run();
  return ok(c, { name, userId, enabled });
});

/**
 * Tracking's store (ours, docs/auth-contract.md; issue 12 item 2): `POST /api/v4/events`
 * `{ events }`, a batch the storefront's /collect checked and enriched, checked again here
 * (the origin trusts no caller) and stored in one transaction; answers how many were stored.
 */
import { Hono } from 'hono/tiny';
import { StoredBatchSchema } from '../../schemas/tracking';
import { authNowMs } from '../auth/clock';
import { ok } from '../http';
import type { MemberAppEnv } from '../auth/require-member';
import { readJson } from './json-body';

export const eventsRoute = new Hono<MemberAppEnv>();

eventsRoute.post('/api/v4/events', async (c) => {
  const input = await readJson(c, StoredBatchSchema, { maxBytes: 128 * 1024 });
  if (!input.ok) return input.response;
  const db = c.env.DB;
  const now = authNowMs();
  await db.batch(
    input.value.events.map((e) =>
      db
        .prepare('INSERT INTO tracked_events (name, event_name, item_no, page_type, device, tracking_id, happened_at, received_at, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(e.name, e.eventName, e.itemNo ?? null, e.pageType, e.device, e.trackingId, e.at, now, JSON.stringify(e)),
    ),
  );
  return ok(c, { stored: input.value.events.length });
});

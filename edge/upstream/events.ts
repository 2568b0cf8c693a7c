import { LatestEventsSchema, type StoredEvent, StoredCountSchema } from '../../schemas/tracking';
import { buildQuery } from '../../src/navigation/url';
import { memberCall } from './member';
import type { UpstreamDeps } from './request';

/**
 * Tracking's upstream calls (ours, docs/auth-contract.md; issue 12 item 2): `POST
 * /api/v4/events` stores a checked, enriched batch; `GET /sandbox/events` (development only,
 * the origin's sandbox) answers the latest stored events for operators and tests.
 */
export const postEvents = (deps: UpstreamDeps, input: { events: StoredEvent[] }) => memberCall(deps, { path: '/api/v4/events', method: 'POST', body: input, schema: StoredCountSchema });

export const getLatestEvents = (deps: UpstreamDeps, input: { limit: number }) => memberCall(deps, { path: `/sandbox/events${buildQuery([['limit', input.limit]])}`, schema: LatestEventsSchema });

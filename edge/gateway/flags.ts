import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { freshFlags } from '../context/flags';

/**
 * `GET /api/flags` (issue 12 item 7): the request's feature flags for the open page's islands
 * (src/flags/live.ts), read from the flag service now. The flag key never leaves the edge; the
 * answer is the resolved booleans only, personal (the member's flag context), never cached.
 */
export const gatewayFlags = new Hono<AppEnv>();

// The operator's preview overrides (development only) hold here too, or the live flags would
// switch a posed page back within a minute.
gatewayFlags.get('/api/flags', async (c) => c.json({ ...(await freshFlags(c)), ...c.get('preview')?.flags }, 200, { 'Cache-Control': 'private, no-store' }));

/**
 * The origin's public keys (docs/auth-contract.md, Tokens): `GET /.well-known/jwks.json`
 * lists every active and recently retired ES256 access key (sandbox keys stay private); the edge
 * verifies access tokens against it. `POST /internal/keys/rotate` (development and test only)
 * retires the active keys and makes new ones. Mounted at the root.
 */

import { Hono } from 'hono/tiny';
import * as z from 'zod';
import { publicJwks, rotateKeys } from '../auth/keys';
import { isDevelopment, readJson } from '../auth/request';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';

export const jwksRoute = new Hono<OriginAppEnv>();

jwksRoute.get('/.well-known/jwks.json', async (c) => {
  const jwks = await publicJwks(c.env.DB);
  // Short: a rotation should reach verifiers soon; they refetch on an unknown kid anyway.
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(jwks);
});

const RotateSchema = z.object({ purpose: z.enum(['access', 'sandbox']).optional() });

jwksRoute.post('/internal/keys/rotate', async (c) => {
  if (!isDevelopment(c.env)) return fail(c, 404, 'NOT_FOUND', 'No route for POST /internal/keys/rotate');
  const body = await readJson(c, RotateSchema);
  if (!body.ok) return body.response;
  const kids = await rotateKeys(c.env.DB, body.value.purpose ? [body.value.purpose] : undefined);
  return ok(c, { kids });
});

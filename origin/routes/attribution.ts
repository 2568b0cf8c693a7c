/**
 * The attribution-link call (spec 3.8, 7: "POST on an attribution-link path under /api"; ours:
 * `POST /api/v4/attribution-link`, docs/auth-contract.md; issue 12 item 5). A commerce server asks
 * its attribution provider (AppsFlyer OneLink) for a short link carrying the parameters; the
 * reference origin has no provider, so in development its sandbox stands in: it keeps the
 * parameters under a short code and answers `{ link }` on the storefront that asked (the origin
 * of `af_web_dp`, as a OneLink lives on the brand's own link domain), which resolves through
 * `GET /sandbox/onelink/{code}`. A deployed reference origin answers 503 ATTRIBUTION_UNAVAILABLE,
 * and the storefront falls back to its static link.
 */
import { Hono } from 'hono/tiny';
import { AttributionLinkParamsSchema } from '../../schemas/attribution';
import { authNowMs } from '../auth/clock';
import { isDevelopment } from '../auth/request';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';
import { readJson } from './json-body';

export const attributionRoute = new Hono<OriginAppEnv>();

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten characters from a 32-letter alphabet: 50 bits, unguessable enough for a sandbox link. */
function shortCode(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

attributionRoute.post('/api/v4/attribution-link', async (c) => {
  const input = await readJson(c, AttributionLinkParamsSchema, { maxBytes: 8 * 1024 });
  if (!input.ok) return input.response;
  if (!isDevelopment(c.env)) return fail(c, 503, 'ATTRIBUTION_UNAVAILABLE', 'No attribution-link provider is configured on this origin');
  const params = input.value;
  if (!params.af_web_dp) return fail(c, 400, 'INVALID_REQUEST', 'af_web_dp is required: the sandbox link lives on the storefront that asked');
  const code = shortCode();
  await c.env.DB.prepare('INSERT INTO sandbox_onelinks (code, params, created_at) VALUES (?, ?, ?)').bind(code, JSON.stringify(params), authNowMs()).run();
  return ok(c, { link: `${new URL(params.af_web_dp).origin}/sandbox/onelink/${code}` });
});

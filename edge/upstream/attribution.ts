import { AttributionLinkResponseSchema, type AttributionLinkParams, type AttributionLinkResponse } from '../../schemas/attribution';
import { memberCall } from './member';
import type { UpstreamDeps } from './request';

/**
 * `POST /api/v4/attribution-link` (spec 3.8, 7; ours, docs/auth-contract.md): a short link for the
 * spec's parameters. Credentials included (spec 7): the member's token when there is one, so the
 * upstream can attribute the share. An answer without an http(s) link is a `schema` failure with
 * 'Onelink creation failed: no link in response' in its issues (spec 5, 8).
 */
export const createAttributionLink = (deps: UpstreamDeps, input: { params: AttributionLinkParams; token?: string }): Promise<AttributionLinkResponse> =>
  memberCall(deps, { path: '/api/v4/attribution-link', method: 'POST', body: input.params, schema: AttributionLinkResponseSchema, envelope: 'plain', ...(input.token ? { token: input.token } : {}) });

/**
 * `POST /api/v4/oauth/{provider}/token` (spec 7): trades the code the provider's sign-in page
 * returned for the provider access token that `POST /user/sns-login` and `POST /user/sns/`
 * accept. Here the provider is the sandbox (origin/sandbox/social). Mounted at /api/v4/oauth.
 */

import { Hono } from 'hono/tiny';
import * as z from 'zod';
import { SocialTokenExchangeRequestSchema, type SocialTokenExchangeResponse } from '../../schemas/user';
import { ko } from '../copy/ko';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../auth/social';
import { isDevelopment, readJson } from '../auth/request';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';
import { exchangeCode } from '../sandbox/social/codes';

export const oauthRoute = new Hono<OriginAppEnv>();

const ProviderSchema = z.enum(SOCIAL_PROVIDERS);

oauthRoute.post('/:provider/token', async (c) => {
  const provider = ProviderSchema.safeParse(c.req.param('provider'));
  if (!provider.success) return fail(c, 404, 'UNKNOWN_PROVIDER', `provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`);
  const body = await readJson(c, SocialTokenExchangeRequestSchema);
  if (!body.ok) return body.response;
  // The only provider here is the sandbox; a production origin has none to exchange codes with,
  // and a deploy's bundle leaves the sandbox's code store out (`__STOREFRONT_DEV_PAGES__`, alone in
  // the condition: the bundler drops only a branch it sees is dead while parsing).
  if (typeof __STOREFRONT_DEV_PAGES__ === 'undefined' || __STOREFRONT_DEV_PAGES__) {
    if (isDevelopment(c.env)) {
      const token = await exchangeCode(c.env.DB, provider.data as SocialProvider, body.value.code, body.value.redirectUri);
      if (!token) return fail(c, 400, 'INVALID_CODE', ko.auth.socialCodeInvalid);
      const answer: SocialTokenExchangeResponse = { accessToken: token };
      return ok(c, answer);
    }
  }
  return fail(c, 503, 'PROVIDER_UNAVAILABLE', ko.auth.providerUnavailable);
});

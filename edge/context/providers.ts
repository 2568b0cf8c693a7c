/**
 * Which outside providers this edge may send a shopper to, decided from its vars alone. In
 * development the origin's sandbox stand-ins fill every gap; in production nothing falls back
 * to a sandbox: a provider that is not configured is unavailable (the adult gate stays shut,
 * the social buttons are not printed), and `/healthz` names what is missing.
 */
import { isDevelopment } from '../../rules/environment';
import { defaultProviderOrigin, normaliseOrigin } from '../../src/identity/trusted-origin';
import type { Env } from '../env';
import { upstreamUrlProblem } from '../upstream/transport';
import { LIMITERS, type LimiterName } from '../gateway/rate-limit';

type ProviderEnv = Partial<Pick<Env, 'ENVIRONMENT' | 'IDENTITY_PROVIDER_ORIGIN' | 'SOCIAL_AUTHORIZE_URL' | 'AD_TRACKING_URL' | 'ONELINK_URL' | 'SURVEY_SCRIPT_URL' | 'UPSTREAM_URL' | 'ORIGIN' | 'IMAGE_URL_KEY' | LimiterName>> | undefined;

/** The identity provider's origin, or null when verification is unavailable here. */
export function identityProviderOrigin(env: ProviderEnv, requestUrl: string): string | null {
  const configured = normaliseOrigin(env?.IDENTITY_PROVIDER_ORIGIN ?? null);
  if (configured) return isDevelopment(env?.ENVIRONMENT) || configured.startsWith('https://') ? configured : null;
  return isDevelopment(env?.ENVIRONMENT) ? defaultProviderOrigin(requestUrl) : null;
}

const PROVIDER_NAME = /^[a-z]{1,20}$/;

/**
 * Where a social login starts for `provider`: `SOCIAL_AUTHORIZE_URL` with `{provider}` replaced
 * (https in production), else the sandbox in development, else null (unavailable).
 */
export function socialAuthorizeBase(env: ProviderEnv, provider: string): string | null {
  if (!PROVIDER_NAME.test(provider)) return null;
  const template = env?.SOCIAL_AUTHORIZE_URL?.trim();
  if (template) {
    try {
      const url = new URL(template.replaceAll('{provider}', provider));
      if (url.protocol === 'https:' || (isDevelopment(env?.ENVIRONMENT) && url.protocol === 'http:')) return url.href;
    } catch {
      return null;
    }
    return null;
  }
  return isDevelopment(env?.ENVIRONMENT) ? `/sandbox/social/${provider}/authorize` : null;
}

/**
 * Where ad-tracking posts go (spec 7): `AD_TRACKING_URL` (https in production) as an absolute
 * URL, or, in development, the origin's sandbox path; null: none are sent. Optional, so a
 * production edge without it is not "missing" anything.
 */
export function adTrackingEndpoint(env: ProviderEnv): { kind: 'url'; url: string } | { kind: 'sandbox'; path: string } | null {
  const configured = env?.AD_TRACKING_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || (isDevelopment(env?.ENVIRONMENT) && url.protocol === 'http:')) return { kind: 'url', url: url.href };
    } catch {
      // Not a URL: treated as unset, said once by the caller.
    }
    return null;
  }
  return isDevelopment(env?.ENVIRONMENT) ? { kind: 'sandbox', path: '/sandbox/ad-tracking' } : null;
}

/**
 * The OneLink template address static attribution links are built on (spec 8; issue 12 item 5):
 * `ONELINK_URL` (https in production), or in development the origin's sandbox resolver on this
 * storefront; null: none (a failed attribution call then shares the page's own address).
 */
export function onelinkBase(env: ProviderEnv, requestOrigin: string): string | null {
  const configured = env?.ONELINK_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || (isDevelopment(env?.ENVIRONMENT) && url.protocol === 'http:')) return `${url.origin}${url.pathname}`;
    } catch {
      // Not a URL: as if unset.
    }
    return null;
  }
  return isDevelopment(env?.ENVIRONMENT) ? `${requestOrigin}/sandbox/onelink` : null;
}

/**
 * Where the survey tool's script comes from (spec 4.7; issue 12 item 9): `SURVEY_SCRIPT_URL` (an
 * https URL, or a path on this origin), or in development the origin's sandbox survey through
 * the sandbox proxy; null: no survey. Optional, so never "missing".
 */
export function surveyScript(env: ProviderEnv): string | null {
  const configured = env?.SURVEY_SCRIPT_URL?.trim();
  if (configured) {
    if (/^\/[^/\\]/.test(configured)) return configured;
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || (isDevelopment(env?.ENVIRONMENT) && url.protocol === 'http:')) return url.href;
    } catch {
      // Not a URL: as if unset.
    }
    return null;
  }
  return isDevelopment(env?.ENVIRONMENT) ? '/sandbox/survey.js' : null;
}

/**
 * The settings a production edge lacks, by name (empty in development, where sandboxes stand
 * in). Said by `/healthz`, never to shoppers.
 */
export function missingConfiguration(env: ProviderEnv): string[] {
  if (isDevelopment(env?.ENVIRONMENT)) return [];
  const missing: string[] = [];
  const upstreamUrl = env?.UPSTREAM_URL?.trim();
  if (upstreamUrl ? upstreamUrlProblem(upstreamUrl, env?.ENVIRONMENT) : !env?.ORIGIN) missing.push('UPSTREAM_URL (https) or ORIGIN');
  if (!identityProviderOrigin(env, 'https://storefront.invalid/')) missing.push('IDENTITY_PROVIDER_ORIGIN');
  if (!socialAuthorizeBase(env, 'naver')) missing.push('SOCIAL_AUTHORIZE_URL');
  if (!env?.IMAGE_URL_KEY) missing.push('IMAGE_URL_KEY');
  for (const name of LIMITERS) if (!env?.[name]) missing.push(name);
  return missing;
}

/**
 * Which outside providers this edge may send a shopper to, decided from its vars alone. In
 * development the origin's sandbox stand-ins fill every gap; in production nothing falls back
 * to a sandbox: a provider that is not configured is unavailable (the adult gate stays shut,
 * the social buttons are not printed), and `/healthz` names what is missing.
 */
import { isDevelopment } from '../../rules/environment';
import { defaultProviderOrigin, normaliseOrigin } from '../../src/identity/trusted-origin';
import type { Env } from '../env';
import { resolveShopIdentity, type ShopIdentityVar } from '../../src/shop/identity';
import { upstreamUrlProblem } from '../upstream/transport';
import { LIMITERS, type LimiterName } from '../gateway/rate-limit';
import { TAG_FILES, TAG_KINDS, isTagId, type TagKind, type TagScript, type TagSetup } from '../../rules/tags';

type ProviderEnv =
  | Partial<
      Pick<
        Env,
        | 'ENVIRONMENT'
        | 'TOSS_CLIENT_KEY'
        | 'SITE_ORIGIN'
        | 'IDENTITY_PROVIDER_ORIGIN'
        | 'SOCIAL_AUTHORIZE_URL'
        | 'AD_TRACKING_URL'
        | 'ONELINK_URL'
        | 'SURVEY_SCRIPT_URL'
        | 'UPSTREAM_URL'
        | 'ORIGIN'
        | 'IMAGE_URL_KEY'
        | LimiterName
        | TagVar
        | ShopIdentityVar
      >
    >
  | undefined;

/**
 * The shop's own address for canonical, Open Graph and JSON-LD URLs: `SITE_ORIGIN`; without it
 * the request's origin in development (localhost), and in production nothing (root-relative
 * links; `/healthz` names the gap). Never the `Host` header in production: a cached page's
 * canonical must not point at whatever host the first request named.
 */
export function siteOriginOf(env: ProviderEnv, requestUrl: string): string {
  return normaliseOrigin(env?.SITE_ORIGIN) ?? (isDevelopment(env?.ENVIRONMENT) ? new URL(requestUrl).origin : '');
}

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

/** The var naming each kind's id; advertising takes several pixels, comma-separated. */
export const TAG_VARS = {
  analytics: 'TAG_ANALYTICS_ID',
  abTest: 'TAG_AB_TEST_ID',
  advertising: 'TAG_ADVERTISING_IDS',
  retargeting: 'TAG_RETARGETING_ID',
  searchAd: 'TAG_SEARCH_AD_ID',
  crm: 'TAG_CRM_ID',
} as const satisfies Record<TagKind, keyof Env>;
type TagVar = (typeof TAG_VARS)[TagKind] | 'TAG_SCRIPT_BASE';

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

function tagBase(env: ProviderEnv): { base: string; origin: string | null } | null {
  const configured = env?.TAG_SCRIPT_BASE?.trim();
  if (!configured) return isDevelopment(env?.ENVIRONMENT) ? { base: '/sandbox/tags', origin: null } : null;
  if (/^\/[^/\\]/.test(configured)) return { base: configured.replace(/\/+$/, ''), origin: null };
  try {
    const url = new URL(configured);
    if (url.protocol === 'https:' || (isDevelopment(env?.ENVIRONMENT) && url.protocol === 'http:')) return { base: `${url.origin}${url.pathname}`.replace(/\/+$/, ''), origin: url.origin };
  } catch {
    // Said below.
  }
  warnOnce(`[tags] TAG_SCRIPT_BASE is not an https URL or a path on this origin; no tags load: ${JSON.stringify(configured.slice(0, 80))}`);
  return null;
}

/**
 * The tags this deployment loads (issue 12 item 3): each kind whose var holds an id, its script at
 * `{TAG_SCRIPT_BASE}/{file}.js?id={id}` (rules/tags.ts TAG_FILES). In development every kind left unset is the origin's
 * sandbox tag (which records what it hears); in production only what is configured. A value
 * that is not an id is ignored with a logged warning; null: no tags at all.
 */
export function tagSetup(env: ProviderEnv): TagSetup | null {
  const where = tagBase(env);
  if (!where) return null;
  const scripts: TagScript[] = [];
  for (const kind of TAG_KINDS) {
    const raw = env?.[TAG_VARS[kind]]?.trim();
    const ids = raw
      ? raw
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== '')
      : isDevelopment(env?.ENVIRONMENT)
        ? [`sandbox-${kind}`]
        : [];
    for (const id of kind === 'advertising' ? ids.slice(0, 8) : ids.slice(0, 1)) {
      if (!isTagId(id)) {
        warnOnce(`[tags] ${TAG_VARS[kind]} is not a tag id and is ignored: ${JSON.stringify(id.slice(0, 80))}`);
        continue;
      }
      scripts.push({ kind, id, src: `${where.base}/${TAG_FILES[kind]}.js?id=${encodeURIComponent(id)}` });
    }
  }
  return scripts.length > 0 ? { scripts, origin: where.origin } : null;
}

/** How the 주문서 pays: Toss's payment window with the client key, the sandbox's (development), or not at all. */
export type PaymentSetup = { mode: 'toss'; clientKey: string } | { mode: 'sandbox' } | null;

/**
 * The payment provider (issue 29): `TOSS_CLIENT_KEY` (Toss's browser key; its secret half is the
 * origin's `TOSS_SECRET_KEY`) → Toss; unset → the origin's sandbox window in development, and
 * in production no payment at all (the 주문서 says so; `/healthz` names the key). Only Toss's
 * client-key shape passes: a secret key (`…_sk_…`, `…_gsk_…`) set here by mistake would be served
 * to every browser, so it leaves payment unavailable and `/healthz` names the key instead.
 */
const TOSS_CLIENT_KEY = /^(live|test)_g?ck_[A-Za-z0-9]{1,190}$/;

export function paymentSetup(env: ProviderEnv): PaymentSetup {
  const key = env?.TOSS_CLIENT_KEY?.trim();
  if (key) {
    if (TOSS_CLIENT_KEY.test(key)) return { mode: 'toss', clientKey: key };
    warnOnce('[payments] TOSS_CLIENT_KEY is not a Toss client key (a secret key?); payment is unavailable');
    return null;
  }
  return isDevelopment(env?.ENVIRONMENT) ? { mode: 'sandbox' } : null;
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
  if (!normaliseOrigin(env?.SITE_ORIGIN)) missing.push('SITE_ORIGIN');
  for (const name of LIMITERS) if (!env?.[name]) missing.push(name);
  if (!paymentSetup(env)) missing.push('TOSS_CLIENT_KEY');
  // The shop's identity (issue 31 §1): each var a page leaves out for want of it.
  missing.push(...resolveShopIdentity(env).missing);
  return missing;
}

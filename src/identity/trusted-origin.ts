/**
 * Spec 4.5 and the auth contract: a verification key is accepted only from the configured
 * provider origin (a `message` event whose `event.origin` is exactly it) or from the app
 * callback. Everything else — another origin, a look-alike host, a wrong purpose, a malformed
 * payload — is ignored, never shown as an error (any page may post messages to us).
 */
export type VerificationPurpose = 'ci' | 'adult';

import { isKeyShape } from '../../rules/verification-key';

export { isKeyShape, MAX_KEY_LENGTH } from '../../rules/verification-key';

export interface MessageLike {
  origin: string;
  data: unknown;
  /** The window that posted it (`MessageEvent.source`). */
  source?: unknown;
}

/** The origin as `scheme://host[:port]`, or null when the text is not exactly an http(s) origin. */
export function normaliseOrigin(text: string | null | undefined): string | null {
  if (typeof text !== 'string' || text.length > 200) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.href !== `${url.origin}/`) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The key a provider message carries, or null when the message is not one to trust. With
 * `from` (the popup we opened), the message must also come from that window: another page of
 * the provider's origin, or another tab, cannot hand us a key.
 */
export function keyFromMessage(event: MessageLike, trustedOrigin: string, purpose: VerificationPurpose, from?: unknown): string | null {
  const trusted = normaliseOrigin(trustedOrigin);
  if (!trusted || event.origin !== trusted) return null;
  if (from !== undefined && from !== null && event.source !== from) return null;
  const d = event.data;
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return null;
  const m = d as Record<string, unknown>;
  if (m.type !== 'identity-verification' || m.purpose !== purpose) return null;
  return isKeyShape(m.key) ? m.key : null;
}

/**
 * The provider's address for a purpose: `{provider}/sandbox/identity?purpose=&origin=`, where
 * origin is the storefront's, so the provider knows where to post the key back.
 */
export function providerUrl(providerOrigin: string, purpose: VerificationPurpose, storefrontOrigin: string): string | null {
  const provider = normaliseOrigin(providerOrigin);
  const own = normaliseOrigin(storefrontOrigin);
  if (!provider || !own) return null;
  return `${provider}/sandbox/identity?purpose=${purpose}&origin=${encodeURIComponent(own)}`;
}

/**
 * The provider origin (auth contract `IDENTITY_PROVIDER_ORIGIN`): the configured one, else
 * `localhost` on the storefront's own port, so that for the storefront at 127.0.0.1 the provider
 * is a different origin, as a real one would be.
 */
export function defaultProviderOrigin(requestUrl: string, configured?: string | null): string {
  const fromConfig = normaliseOrigin(configured ?? null);
  if (fromConfig) return fromConfig;
  const url = new URL(requestUrl);
  return `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`;
}

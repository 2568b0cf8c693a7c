import { describe, expect, it } from 'vitest';
import { CONFIGURED_SHOP } from '../../src/shop/configured-shop.fixture';
import { upstreamFromEnv, upstreamUrlProblem, UpstreamConfigError } from '../upstream/transport';
import { LIMITERS } from '../gateway/rate-limit';
import { SHOP_IDENTITY_VARS } from '../../src/shop/identity';
import { adTrackingEndpoint, identityProviderOrigin, onelinkBase, missingConfiguration, paymentSetup, siteOriginOf, socialAuthorizeBase } from './providers';

describe('providers by environment', () => {
  it('falls back to the sandboxes in development only', () => {
    expect(identityProviderOrigin({ ENVIRONMENT: 'development' }, 'http://127.0.0.1:8787/x')).toBe('http://localhost:8787');
    expect(identityProviderOrigin({}, 'http://127.0.0.1:8787/x')).toBeNull();
    expect(identityProviderOrigin({ ENVIRONMENT: 'production', IDENTITY_PROVIDER_ORIGIN: 'https://id.example' }, 'https://shop.example/')).toBe('https://id.example');
    expect(identityProviderOrigin({ ENVIRONMENT: 'production', IDENTITY_PROVIDER_ORIGIN: 'http://id.example' }, 'https://shop.example/')).toBeNull();
    expect(socialAuthorizeBase({ ENVIRONMENT: 'test' }, 'naver')).toBe('/sandbox/social/naver/authorize');
    expect(socialAuthorizeBase({ ENVIRONMENT: 'production' }, 'naver')).toBeNull();
    expect(socialAuthorizeBase({ SOCIAL_AUTHORIZE_URL: 'https://a.example/{provider}/go' }, 'kakao')).toBe('https://a.example/kakao/go');
    expect(socialAuthorizeBase({ SOCIAL_AUTHORIZE_URL: 'https://a.example/{provider}/go' }, '../x')).toBeNull();
    expect(socialAuthorizeBase({ SOCIAL_AUTHORIZE_URL: 'javascript:alert(1)//{provider}' }, 'naver')).toBeNull();
  });

  it('sends ad-tracking posts to the configured provider (https in production), else the sandbox in development only', () => {
    expect(adTrackingEndpoint({ ENVIRONMENT: 'development' })).toEqual({ kind: 'sandbox', path: '/sandbox/ad-tracking' });
    expect(adTrackingEndpoint({})).toBeNull();
    expect(adTrackingEndpoint({ AD_TRACKING_URL: 'https://ads.example/v1/events?k=1' })).toEqual({ kind: 'url', url: 'https://ads.example/v1/events?k=1' });
    expect(adTrackingEndpoint({ AD_TRACKING_URL: 'http://ads.example/v1' })).toBeNull();
    expect(adTrackingEndpoint({ ENVIRONMENT: 'development', AD_TRACKING_URL: 'http://127.0.0.1:9/x' })).toEqual({ kind: 'url', url: 'http://127.0.0.1:9/x' });
    expect(adTrackingEndpoint({ ENVIRONMENT: 'development', AD_TRACKING_URL: 'not a url' })).toBeNull();
  });

  it('builds static attribution links on ONELINK_URL (https in production), else the sandbox resolver in development only', () => {
    expect(onelinkBase({ ENVIRONMENT: 'development' }, 'http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/sandbox/onelink');
    expect(onelinkBase({}, 'https://shop.example')).toBeNull();
    expect(onelinkBase({ ONELINK_URL: 'https://shop.onelink.me/AbCd?x=1' }, 'https://shop.example')).toBe('https://shop.onelink.me/AbCd');
    expect(onelinkBase({ ONELINK_URL: 'http://shop.onelink.me/AbCd' }, 'https://shop.example')).toBeNull();
    expect(onelinkBase({ ONELINK_URL: 'javascript:alert(1)' }, 'https://shop.example')).toBeNull();
  });

  it('takes the site origin from SITE_ORIGIN, the request only in development', () => {
    expect(siteOriginOf({ SITE_ORIGIN: 'https://shop.example/' }, 'https://evil.example/products/1')).toBe('https://shop.example');
    expect(siteOriginOf({ ENVIRONMENT: 'production' }, 'https://evil.example/products/1')).toBe('');
    expect(siteOriginOf({ ENVIRONMENT: 'production', SITE_ORIGIN: 'javascript:alert(1)' }, 'https://evil.example/')).toBe('');
    expect(siteOriginOf({ ENVIRONMENT: 'development' }, 'http://localhost:8787/x')).toBe('http://localhost:8787');
    expect(missingConfiguration({ ENVIRONMENT: 'production', SITE_ORIGIN: 'https://shop.example' })).not.toContain('SITE_ORIGIN');
  });

  it('names what a production edge lacks, and nothing in development', () => {
    expect(missingConfiguration({ ENVIRONMENT: 'development' })).toEqual([]);
    expect(missingConfiguration({})).toEqual([
      'UPSTREAM_URL (https) or ORIGIN',
      'IDENTITY_PROVIDER_ORIGIN',
      'SOCIAL_AUTHORIZE_URL',
      'IMAGE_URL_KEY',
      'SITE_ORIGIN',
      'RATE_LIMIT_LOGIN',
      'RATE_LIMIT_SEARCH',
      'RATE_LIMIT_WRITE',
      'RATE_LIMIT_LIKES',
      'RATE_LIMIT_CART',
      'RATE_LIMIT_REVIEWS',
      'RATE_LIMIT_QNA',
      'RATE_LIMIT_ACCOUNT',
      'RATE_LIMIT_CHECKOUT',
      'TOSS_CLIENT_KEY',
      ...Object.values(SHOP_IDENTITY_VARS),
    ]);
    const limiter = { limit: async () => ({ success: true }) };
    const shop = CONFIGURED_SHOP;
    const limiters = { SITE_ORIGIN: 'https://shop.example', ...shop, ...Object.fromEntries(LIMITERS.map((name) => [name, limiter])) };
    expect(
      missingConfiguration({
        UPSTREAM_URL: 'http://api.example',
        IDENTITY_PROVIDER_ORIGIN: 'https://id.example',
        SOCIAL_AUTHORIZE_URL: 'https://a.example/{provider}',
        IMAGE_URL_KEY: 'k',
        TOSS_CLIENT_KEY: 'live_ck_x',
        ...limiters,
      }),
    ).toEqual(['UPSTREAM_URL (https) or ORIGIN']);
    expect(
      missingConfiguration({
        UPSTREAM_URL: 'https://api.example',
        IDENTITY_PROVIDER_ORIGIN: 'https://id.example',
        SOCIAL_AUTHORIZE_URL: 'https://a.example/{provider}',
        IMAGE_URL_KEY: 'k',
        TOSS_CLIENT_KEY: 'live_ck_x',
        ...limiters,
      }),
    ).toEqual([]);
    // Payment: Toss with a client key anywhere, the sandbox in development only.
    expect(paymentSetup({ ENVIRONMENT: 'production', TOSS_CLIENT_KEY: 'live_ck_x' })).toEqual({ mode: 'toss', clientKey: 'live_ck_x' });
    expect(paymentSetup({ ENVIRONMENT: 'production' })).toBeNull();
    expect(paymentSetup({ ENVIRONMENT: 'production', TOSS_CLIENT_KEY: '<script>' })).toBeNull();
    expect(paymentSetup({ ENVIRONMENT: 'production', TOSS_CLIENT_KEY: 'test_gck_D5GePWvyJnrK0W0k6q8gLzN97Eoq' })).toEqual({ mode: 'toss', clientKey: 'test_gck_D5GePWvyJnrK0W0k6q8gLzN97Eoq' });
    // A secret key set as the client key by mistake is never served to browsers; /healthz names it.
    for (const secret of ['test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R', 'live_gsk_zXLkKEypNArWmo50nX3lmeaxYG5R', 'sk_x']) {
      expect(paymentSetup({ ENVIRONMENT: 'production', TOSS_CLIENT_KEY: secret })).toBeNull();
      expect(missingConfiguration({ ENVIRONMENT: 'production', TOSS_CLIENT_KEY: secret })).toContain('TOSS_CLIENT_KEY');
    }
    expect(paymentSetup({ ENVIRONMENT: 'development' })).toEqual({ mode: 'sandbox' });
  });
});

describe('the upstream transport', () => {
  it('speaks https only in production; plain http is for a local upstream in development', async () => {
    expect(upstreamUrlProblem('https://api.example', undefined)).toBeNull();
    expect(upstreamUrlProblem('http://127.0.0.1:9000', 'development')).toBeNull();
    expect(upstreamUrlProblem('http://api.example', 'production')).toMatch(/https/);
    expect(upstreamUrlProblem('not a url', 'development')).toMatch(/not a URL/);
    // Refused before anything is sent: passwords and tokens never leave in clear.
    await expect(upstreamFromEnv({ UPSTREAM_URL: 'http://api.example' })('/user/login')).rejects.toBeInstanceOf(UpstreamConfigError);
  });
});

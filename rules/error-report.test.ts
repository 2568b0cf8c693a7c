import { describe, expect, it } from 'vitest';
import { errorRecord, parseSentryDsn, scrub, sentryAuthHeader, sentryEnvelope, type ErrorContext } from './error-report';

const context: ErrorContext = {
  method: 'GET',
  path: '/products/1001',
  status: 502,
  pageType: 'item_detail',
  device: { kind: 'appWebView', platform: 'ios', appBuild: 758 },
  release: 'abc123',
  environment: 'production',
};

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOiJhZHVsdEBkZW1vLnRlc3QifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrub', () => {
  it('removes e-mail addresses, tokens, secrets in key=value and long numbers', () => {
    const text = scrub(`member kim@shop.kr token=${JWT} Bearer abc.def sf_at=xyz phone 010-1234-5678 ci ${'A'.repeat(40)} item 1001`);
    expect(text).not.toMatch(/kim@shop\.kr|eyJ|abc\.def|xyz|1234-5678|AAAA/);
    // What is not personal stays readable.
    expect(text).toContain('item 1001');
  });
});

describe('errorRecord', () => {
  it('keeps the page type, device, release and status, and drops the query', () => {
    const error = Object.assign(new Error(`upstream said no for kim@shop.kr (${JWT})`), { code: 'UPSTREAM_SCHEMA_MISMATCH' });
    const record = errorRecord(error, { ...context, path: '/products/1001?token=secret&keyword=x' });
    expect(record).toMatchObject({ level: 'error', code: 'UPSTREAM_SCHEMA_MISMATCH', path: '/products/1001', pageType: 'item_detail', release: 'abc123', status: 502 });
    expect(record.device).toEqual({ kind: 'appWebView', platform: 'ios', appBuild: 758 });
    expect(JSON.stringify(record)).not.toMatch(/kim@shop\.kr|eyJ|secret|keyword/);
  });

  it('names an error without a code by its class, anything else UNKNOWN_ERROR', () => {
    expect(errorRecord(new TypeError('x'), context).code).toBe('TypeError');
    expect(errorRecord({ weird: true }, context).code).toBe('UNKNOWN_ERROR');
    expect(errorRecord('plain words', context).message).toBe('plain words');
  });
});

describe('Sentry DSN and envelope', () => {
  it('parses a DSN into its envelope endpoint and key; https only outside development', () => {
    expect(parseSentryDsn('https://pub123@o1.ingest.sentry.io/4507', false)).toEqual({
      envelopeUrl: 'https://o1.ingest.sentry.io/api/4507/envelope/',
      publicKey: 'pub123',
      dsn: 'https://pub123@o1.ingest.sentry.io/4507',
    });
    expect(parseSentryDsn('https://k@self.hosted/sentry/7', false)?.envelopeUrl).toBe('https://self.hosted/sentry/api/7/envelope/');
    expect(parseSentryDsn('http://k@sentry.local/7', false)).toBeNull();
    expect(parseSentryDsn('http://k@sentry.local/7', true)?.envelopeUrl).toBe('http://sentry.local/api/7/envelope/');
    for (const bad of ['', 'not a url', 'https://o1.ingest.sentry.io/4507', 'https://k@o1.ingest.sentry.io/', 'https://k@host/abc']) expect(parseSentryDsn(bad, false), bad).toBeNull();
    const dsn = parseSentryDsn('https://pub123@o1.ingest.sentry.io/4507', false)!;
    expect(sentryAuthHeader(dsn, 'storefront-edge/1.0')).toBe('Sentry sentry_version=7, sentry_key=pub123, sentry_client=storefront-edge/1.0');
  });

  it('carries the record and nothing else: tags for page type and device, the release, no personal data', () => {
    const dsn = parseSentryDsn('https://pub123@o1.ingest.sentry.io/4507', false)!;
    const record = errorRecord(new Error(`failed for kim@shop.kr with ${JWT}`), context);
    const lines = sentryEnvelope(record, dsn, 'e'.repeat(32), new Date('2026-11-27T00:00:00Z')).trim().split('\n');
    expect(lines).toHaveLength(3);
    const [header, item, event] = lines.map((l) => JSON.parse(l));
    expect(header).toEqual({ event_id: 'e'.repeat(32), sent_at: '2026-11-27T00:00:00.000Z', dsn: dsn.dsn });
    expect(item).toEqual({ type: 'event', content_type: 'application/json' });
    expect(event).toMatchObject({
      level: 'error',
      release: 'abc123',
      environment: 'production',
      tags: { page_type: 'item_detail', device: 'appWebView', platform: 'ios', app_build: '758', status: '502' },
    });
    expect(event.request).toEqual({ method: 'GET', url: '/products/1001' });
    expect(JSON.stringify(event)).not.toMatch(/kim@shop\.kr|eyJ|cookie|user/i);
  });
});

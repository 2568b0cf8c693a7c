import { describe, expect, it, vi } from 'vitest';
import { reportTarget, sendEnvelope } from './error-report';

describe('where error reports go (issue 31 §5)', () => {
  it('the configured DSN; the sandbox in development only; nothing in production without one', () => {
    expect(reportTarget({ ENVIRONMENT: 'production', SENTRY_DSN: 'https://pub@o1.ingest.sentry.io/42' })?.envelopeUrl).toBe('https://o1.ingest.sentry.io/api/42/envelope/');
    expect(reportTarget({ ENVIRONMENT: 'development' })?.envelopeUrl).toBe('http://errors.sandbox.invalid/api/0/envelope/');
    expect(reportTarget({ ENVIRONMENT: 'production' })).toBeNull();
    // An http DSN in production is refused (logs only), with a warning.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reportTarget({ ENVIRONMENT: 'production', SENTRY_DSN: 'http://pub@sentry.local/42' })).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('posts the envelope to Sentry with its auth header, and survives a refusal or a network failure', async () => {
    const target = reportTarget({ ENVIRONMENT: 'production', SENTRY_DSN: 'https://pub@o1.ingest.sentry.io/42' })!;
    const send = vi.fn(async () => new Response('', { status: 200 }));
    await sendEnvelope(target, 'a\nb\nc\n', send as unknown as typeof fetch);
    expect(send).toHaveBeenCalledWith('https://o1.ingest.sentry.io/api/42/envelope/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope', 'X-Sentry-Auth': 'Sentry sentry_version=7, sentry_key=pub, sentry_client=storefront-edge/1.0' },
      body: 'a\nb\nc\n',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(sendEnvelope(target, 'x', (async () => new Response('', { status: 429 })) as unknown as typeof fetch)).resolves.toBeUndefined();
    await expect(
      sendEnvelope(target, 'x', (async () => {
        throw new Error('network down');
      }) as unknown as typeof fetch),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
